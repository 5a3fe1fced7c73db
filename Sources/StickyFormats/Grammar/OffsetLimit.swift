/// How far an offset given on the command line may lie from 0, for every
/// command that takes one (`--offsets`, `--offset`, the offsets of a path):
/// past the end of any layout, so that no offset reaches arithmetic that
/// cannot hold it. A path's times and points have theirs (`ScrollLimits`).
public enum OffsetLimit {
  /// A million rows of 100,000 points is 1e11.
  public static let maximum = 1e12
  /// `maximum` as messages and help state it.
  public static let range = "-1e12 to 1e12"

  /// Whether an offset lies within `maximum` of 0.
  public static func admits(_ offset: Double) -> Bool {
    abs(offset) <= maximum
  }
}
