import StickyCore

/// What a scroll effect's `range="a b"` may be: its ends are offsets, so they
/// lie within `OffsetLimit`, and they are far enough apart that the effect's
/// slope is a finite number the page and the drawings carry (a range of
/// `5e-324` would make it infinite).
public enum ScrollRangeLimit {
  /// The least `b - a`, in points.
  public static let minimumSpan = 0.001
  /// The rule as messages (`quote` `"`) and the format's tables (`` ` ``) state it.
  public static func statement(quote: String = "\"") -> String {
    "two offsets \(quote)a b\(quote) from \(OffsetLimit.range) with a at least "
      + "\(NumberFormat.exact(minimumSpan)) below b"
  }

  /// Whether `start` and `end` may be a scroll range; a span written as
  /// `0.001` may come out a few units of the last place below it.
  public static func admits(start: Double, end: Double) -> Bool {
    OffsetLimit.admits(start) && OffsetLimit.admits(end) && end - start >= minimumSpan * (1 - 1e-9)
  }
}
