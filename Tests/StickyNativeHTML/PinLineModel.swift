import StickyCore

/// The pin lines `T_k` and `B_k` of every sticky element (SPEC section 5),
/// computed here from the model on their own, independently of the core.
public struct PinLineModel {
  public var top: [String: Double] = [:]
  public var bottom: [String: Double] = [:]
  /// The pin lines of an element with no sticky element before it: the
  /// edges of the safe area and the bars at rest, `T` raised by a pinned
  /// header; the snapport of SPEC section 14.
  public var baseTop: Double
  public var baseBottom: Double

  private struct Sticky {
    var id: String
    /// The containers of the element, nearest first.
    var chain: [String]
    var edge: StickyEdge
    var height: Double
  }

  public init(screen: Screen, viewport: Viewport) {
    var baseTop = viewport.top + viewport.insetTop
    if let header = screen.scroll.header, header.pinned {
      let anchor = header.stretch ? viewport.top : viewport.top + viewport.insetTop
      baseTop = max(baseTop, anchor + header.collapsedHeight)
    }
    let baseBottom = viewport.bottom - viewport.insetBottom
    self.baseTop = baseTop
    self.baseBottom = baseBottom
    var items: [Sticky] = []
    let layout = StaticLayout(screen: screen)
    let heights = Dictionary(
      layout.elements.map { ($0.id, $0.height) }, uniquingKeysWith: { first, _ in first })
    func visit(_ block: Block, chain: [String]) {
      if block.sticky != .none {
        items.append(
          Sticky(
            id: block.id, chain: chain, edge: block.sticky,
            height: Self.height(of: block, spacers: heights)))
      }
      switch block.kind {
      case .stack(let stack):
        for child in stack.children { visit(child, chain: [block.id] + chain) }
      case .list(let list):
        for pin in list.pins {
          items.append(
            Sticky(
              id: "\(block.id)-\(pin.index)", chain: [block.id] + chain, edge: pin.edge,
              height: list.rowHeight(pin.index)))
        }
      default: break
      }
    }
    for block in screen.scroll.children { visit(block, chain: [screen.scroll.id]) }
    let stacks = screen.stacking == .stack
    for (k, item) in items.enumerated() {
      var t = baseTop
      var b = baseBottom
      if stacks {
        for (j, other) in items.enumerated() where item.chain.contains(other.chain[0]) {
          if j < k && other.edge.pinsTop { t += other.height }
          if j > k && other.edge.pinsBottom { b -= other.height }
        }
      }
      top[item.id] = t
      bottom[item.id] = b
    }
  }

  /// A block's static height computed from the model (spacers from the core).
  public static func height(of block: Block, spacers: [String: Double]) -> Double {
    switch block.kind {
    case .box(let box): return box.height
    case .text(let text): return text.height
    case .button(let button): return button.height
    case .spacer(let spacer): return spacers[block.id] ?? spacer.min
    case .carousel(let carousel): return carousel.height
    case .list(let list): return (0..<list.count).reduce(0) { $0 + list.rowHeight($1) }
    case .stack(let stack):
      let children = stack.children.reduce(0) { $0 + height(of: $1, spacers: spacers) }
      return stack.padding.top + stack.padding.bottom + children
        + stack.spacing * Double(max(0, stack.children.count - 1))
    }
  }
}
