/// How numbers are written, one way for each grammar: lengths and offsets in
/// every output (`string`), values written back as read (`exact`), the key
/// times of SVG animations (`fraction`) and lengths for people to read on a
/// page (`points`).
///
/// Lengths are rounded to 1/10,000 of a point (far below the 0.01 px the
/// contract promises) so that rounding noise in the last bits never makes two
/// equal layouts print differently.
public enum NumberFormat {
  public static let scale = 10_000.0

  public static func string(_ value: Double) -> String {
    let text = TextBytes(capacity: 24)
    append(value, to: text)
    return text.text
  }

  /// `string(value)` appended to `text` without building a string.
  ///
  /// The digits are those of the value in ten-thousandths, an integer below
  /// 10^15: that decimal has at most 15 significant digits, so it is also
  /// the shortest text that reads back as the rounded Double.
  public static func append(_ value: Double, to text: TextBytes) {
    guard value.isFinite else { return text.append(byte: UInt8(ascii: "0")) }
    // Past 2^53 / scale a Double has no fraction left to round, and scaling could overflow.
    guard abs(value) < 1e11 else { return text.append(exact(value)) }
    let units = UInt64((abs(value) * scale).rounded())
    if units == 0 { return text.append(byte: UInt8(ascii: "0")) }
    if value < 0 { text.append(byte: UInt8(ascii: "-")) }
    let (whole, fraction) = units.quotientAndRemainder(dividingBy: UInt64(scale))
    text.append(digitsOf: whole, minimumCount: 1)
    guard fraction > 0 else { return }
    var digits = fraction
    var count = 4
    while digits % 10 == 0 {
      digits /= 10
      count -= 1
    }
    text.append(byte: UInt8(ascii: "."))
    text.append(digitsOf: digits, minimumCount: count)
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

  /// Key times and spline control points: 1/10,000 would move a fast scroll by
  /// more than half a point, so these keep nine decimals.
  /// Written without an exponent, which not every SMIL parser reads.
  public static func fraction(_ value: Double) -> String {
    let scaled = Int64((value * 1e9).rounded())
    if scaled == 0 { return "0" }
    let (whole, part) = abs(scaled).quotientAndRemainder(dividingBy: 1_000_000_000)
    var digits = String(part)
    digits = String(repeating: "0", count: 9 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return (scaled < 0 ? "-" : "") + String(whole) + (digits.isEmpty ? "" : "." + digits)
  }

  /// `1,480 pt`: a length as a page tells it to people, rounded to a tenth,
  /// its thousands grouped.
  public static func points(_ value: Double) -> String {
    let tenths = Int64((abs(value) * 10).rounded())
    var whole = String(tenths / 10)
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    let fraction = tenths % 10 == 0 ? "" : ".\(tenths % 10)"
    return (value < 0 && tenths > 0 ? "-" : "") + whole + grouped + fraction + " pt"
  }
}
