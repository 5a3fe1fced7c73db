import StickyCore

/// The screen's nodes in the order of `FrameTable.tracks`: bars (top, then
/// bottom), the scroll element, the header, then the blocks depth-first.
public struct ModelWalk {
  public enum Kind {
    case bar(Bar)
    case scroll(Scroll)
    case header(Header)
    case block(Block)
  }

  /// The stacking class of an element, lowest first: the page's `z` and the
  /// order drawings paint in.
  public enum Layer: Int, CaseIterable {
    case scroll = 0
    case content = 1
    /// Sticky elements and everything inside them.
    case sticky = 2
    case header = 3
    case bar = 4
  }

  public struct Node {
    public var id: String
    public var kind: Kind
    public var layer: Layer
  }

  public private(set) var nodes: [Node] = []

  public init(screen: Screen) {
    for bar in [screen.topBar, screen.bottomBar].compactMap({ $0 }) {
      nodes.append(Node(id: bar.id, kind: .bar(bar), layer: .bar))
    }
    nodes.append(Node(id: screen.scroll.id, kind: .scroll(screen.scroll), layer: .scroll))
    if let header = screen.scroll.header {
      nodes.append(Node(id: header.id, kind: .header(header), layer: .header))
    }
    for block in screen.scroll.children { add(block, insideSticky: false) }
  }

  private mutating func add(_ block: Block, insideSticky: Bool) {
    let sticky = insideSticky || block.sticky != .none
    nodes.append(Node(id: block.id, kind: .block(block), layer: sticky ? .sticky : .content))
    for child in block.children { add(child, insideSticky: sticky) }
  }
}
