/// How far an offset given on the command line may lie from 0, for every
/// command that takes one (`--offsets`, `--offset`, the offsets of a path):
/// past the end of any layout, so that no offset reaches arithmetic that
/// cannot hold it. Apart from `ScrollLimits` so that the offset grammar's fuzz
/// target builds without the drawings.
enum OffsetLimit {
  /// A million rows of 100,000 points is 1e11.
  static let maximum = 1e12
  /// `maximum` as messages and help state it.
  static let range = "-1e12 to 1e12"

  /// Whether an offset lies within `maximum` of 0.
  static func admits(_ offset: Double) -> Bool {
    abs(offset) <= maximum
  }
}
