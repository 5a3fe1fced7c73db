import StickyCore

/// A generator of random screens for a check against Chromium that keeps
/// only the screens the check can use (what its shrinker keeps to as well).
protocol ScreenGenerator {
  init(seed: UInt64)
  /// The next screen drawn.
  mutating func screen() -> Screen
  /// Whether the check can use `screen`.
  static func accepts(_ screen: Screen) -> Bool
}

extension ScreenGenerator {
  /// A screen for this seed; draws again until it is one the check can use.
  static func screen(seed: UInt64) -> Screen {
    var generator = Self(seed: seed)
    while true {
      let screen = generator.screen()
      if accepts(screen) { return screen }
    }
  }
}
