import StickyDrawing

/// The largest offsets, times and point counts the command line takes, so that
/// no value given there reaches arithmetic that cannot hold it, and a typo
/// such as `5@1e10` is refused by name instead of drawn for hours.
enum ScrollLimits {
  /// Past the end of any layout: a million rows of 100,000 points is 1e11.
  static let maximumOffset = 1e12
  /// `maximumOffset` as messages and help state it.
  static let offsetRange = "-1e12 to 1e12"
  /// The longest `animate --path`; see `ScrollPath.maximumDuration`.
  static let maximumSeconds = ScrollPath.maximumDuration
  /// Points of one `animate --path`, each of which adds key frames to every element.
  static let maximumPathPoints = 1_000

  /// Whether an offset lies within `maximumOffset` of 0.
  static func admits(offset: Double) -> Bool {
    abs(offset) <= maximumOffset
  }
}
