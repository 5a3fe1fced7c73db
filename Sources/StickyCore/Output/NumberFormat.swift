/// How lengths and offsets are written in every output: rounded to 1/10,000 of a
/// point (far below the 0.01 px the contract promises) so that rounding noise in
/// the last bits never makes two equal layouts print differently.
public enum NumberFormat {
  public static let scale = 10_000.0

  public static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(rounded)
  }
}
