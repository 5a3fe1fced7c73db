import StickyCore

/// The latest time and the most points a path on the command line may have
/// (its offsets: `OffsetLimit`), so that no value given there reaches
/// arithmetic that cannot hold it, and a typo such as `5@1e10` is refused by
/// name instead of drawn for hours.
public enum ScrollLimits {
  /// The longest `animate --path`; see `ScrollPath.maximumDuration`.
  public static let maximumSeconds = ScrollPath.maximumDuration
  /// Points of one `animate --path`, each of which adds key frames to every element.
  public static let maximumPathPoints = 1_000
}
