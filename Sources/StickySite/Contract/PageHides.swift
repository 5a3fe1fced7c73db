import StickyCore

/// The part of SPEC section 12 an element is, whose hidden amounts place
/// it: a member of `hiding`.
enum PageHides: String, PageEnumeration {
  /// A bar that hides or that one nearer its edge carries: one of `hiding.bars`.
  case bar
  case header

  /// What `node` is on a screen whose hiding is `hiding`, and for a bar its
  /// index in `HidingMotion.movingBars`; nil for an element the rule does
  /// not move by a hidden amount.
  static func of(_ node: ElementNode, hiding: HidingMotion) -> (PageHides, bar: Int?)? {
    switch node {
    case .bar(let bar):
      return hiding.movingBars.firstIndex { $0.bar.id == bar.id }.map { (.bar, $0) }
    case .header where hiding.floats: return (.header, nil)
    case .header, .scroll, .block, .row: return nil
    }
  }
}
