/// How lengths and offsets are written in every output: rounded to 1/10,000 of a
/// point (far below the 0.01 px the contract promises) so that rounding noise in
/// the last bits never makes two equal layouts print differently.
public enum NumberFormat {
  public static let scale = 10_000.0

  public static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Past 2^53 / scale a Double has no fraction left to round, and scaling could overflow.
    guard abs(value) < 1e11 else { return exact(value) }
    let shown = rounded(value)
    if shown == 0 { return "0" }
    if shown == shown.rounded() { return String(Int64(shown)) }
    return String(shown)
  }

  /// The value as `string` prints it.
  public static func rounded(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e11 else { return value }
    return (value * scale).rounded() / scale
  }

  /// Offsets as they will be printed, ascending, each once: rounding comes
  /// first, so two offsets that print alike are one offset.
  public static func distinctOffsets(_ offsets: [Double]) -> [Double] {
    var unique: [Double] = []
    for offset in offsets.map(rounded).sorted() where unique.last != offset {
      unique.append(offset)
    }
    return unique
  }

  /// The shortest text that reads back as the same value, without a trailing `.0`.
  public static func exact(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
