// Indirect: the layout, the tracks and the page data each hold every
// element's node, which then share one copy of a block (a layout of the
// largest size held three, 50 MB each).

/// The model node a track belongs to: what a page or a drawing shows of the
/// element, beside where it is.
public indirect enum ElementNode: Hashable, Sendable {
  case bar(Bar)
  case scroll(Scroll)
  case header(Header)
  case block(Block)
  /// A row of a list, which has no node of its own.
  case row

  public var kind: ElementKind {
    switch self {
    case .bar: .bar
    case .scroll: .scroll
    case .header: .header
    case .block(let block): block.elementKind
    case .row: .row
    }
  }
}

/// The stacking class of an element, lowest first: the page's `z` and the
/// order drawings paint in.
public enum ElementLayer: Int, CaseIterable, Hashable, Sendable {
  case scroll = 0
  case content = 1
  /// Sticky elements and everything inside them.
  case sticky = 2
  case header = 3
  case bar = 4
}
