/// The motion of one element (not a list row): its fixed horizontal extent and its
/// exact vertical tracks in screen coordinates, with the element itself, so
/// that what reads the tracks needs nothing else.
public struct ElementTrack: Hashable, Sendable {
  public var id: String
  public var node: ElementNode
  public var layer: ElementLayer
  public var x: Double
  public var width: Double
  public var y: PiecewiseLinear
  public var height: PiecewiseLinear
  /// The tracks of the rows, when the element is a list.
  public var rows: RowTracks?
  /// The element's effects, in the order written; empty for most elements.
  public var effects: [EffectTrack] = []

  public var kind: ElementKind { node.kind }
}
