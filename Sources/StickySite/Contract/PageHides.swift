import StickyCore

/// The part of SPEC section 12 an element is, whose hidden amount places
/// it: its member of `hiding`.
enum PageHides: String, PageEnumeration {
  case top
  case bottom
  case header

  /// What `node` is on a screen whose hiding is `hiding`; nil for an element
  /// the rule does not move by a hidden amount.
  init?(_ node: ElementNode, hiding: HidingMotion) {
    switch node {
    case .bar(let bar):
      switch bar.edge {
      case .top where hiding.topBar != nil: self = .top
      case .bottom where hiding.bottomBar != nil: self = .bottom
      case .top, .bottom: return nil
      }
    case .header where hiding.floats: self = .header
    case .header, .scroll, .block, .row: return nil
    }
  }
}
