/// One element of the content placed at rest: content coordinates, before motion.
public struct LayoutElement: Hashable, Sendable {
  public var id: String
  /// The model node the element comes from.
  public var node: ElementNode
  public var x: Double
  public var width: Double
  /// `y0`: the top in content coordinates.
  public var top: Double
  public var height: Double
  /// Index of the containing element in `StaticLayout.elements`; nil for `scroll`.
  public var parent: Int?
  public var sticky: StickyEdge
  /// The content box of a container (inside its padding), in content coordinates.
  public var contentTop: Double
  public var contentBottom: Double
  /// The rows, when the element is a list.
  public var rows: RowGeometry?
  public var effects: [Effect] = []
  /// Indices of the element's children in `StaticLayout.elements`.
  public var children: [Int] = []
  /// Index of the carousel the element slides in (its items and what they
  /// hold), whose offset moves `x` to `x - x_k`; nil outside carousels.
  public var carousel: Int? = nil

  public var kind: ElementKind { node.kind }

  public var bottom: Double { top + height }
}
