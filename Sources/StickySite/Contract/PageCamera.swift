import StickyCore

/// The camera that shows over the top of the screen, by its look, a class
/// of the page's decor.
enum PageCamera: String, PageEnumeration {
  case island
  case punchHole = "punch-hole"

  /// The camera over `screen`, or nil where none shows: only over a top
  /// safe area, and there as `FrameMetrics` says.
  init?(_ screen: Screen) {
    guard screen.safeTop > 0, FrameMetrics(screen.frame).showsCamera(over: screen) else {
      return nil
    }
    switch screen.frame {
    case .modern, .classic: self = .island
    case .android: self = .punchHole
    }
  }
}
