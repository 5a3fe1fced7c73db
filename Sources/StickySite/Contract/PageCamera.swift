import StickyCore

/// The camera that shows over the top of the screen, by its look, a class
/// of the page's decor.
enum PageCamera: String, PageEnumeration {
  case island
  case punchHole = "punch-hole"

  /// The camera over `screen`, or nil where its frame has none: it is
  /// hardware, so a screen without a top safe area has it too.
  init?(_ screen: Screen) {
    guard FrameMetrics(screen.frame).camera != nil else { return nil }
    switch screen.frame {
    case .modern, .classic: self = .island
    case .android: self = .punchHole
    }
  }
}
