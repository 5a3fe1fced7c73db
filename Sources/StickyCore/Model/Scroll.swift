/// The scrolling content of a screen.
public struct Scroll: Hashable, Sendable {
  public var id: String
  public var padding: EdgeInsets
  public var spacing: Double
  /// Makes the content at least as tall as the visible area, growing its spacers.
  public var fill: Bool
  public var background: Color?
  public var header: Header?
  public var children: [Block]
  /// Where the content comes to rest (SPEC section 14).
  public var snap: ScrollSnap

  public init(
    id: String, padding: EdgeInsets, spacing: Double, fill: Bool, background: Color? = nil,
    header: Header? = nil, children: [Block] = [], snap: ScrollSnap = .none
  ) {
    self.id = id
    self.padding = padding
    self.spacing = spacing
    self.fill = fill
    self.background = background
    self.header = header
    self.children = children
    self.snap = snap
  }
}
