import Foundation
import StickyCore
import Testing

/// Every output prints lengths through `NumberFormat.string`, digit by digit.
/// What it must print is the value rounded to 1/10,000, as Swift's shortest
/// text for that Double, without a trailing `.0`.
struct NumberFormatTests {
  static func expected(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e11 else { return NumberFormat.exact(value) }
    let shown = (value * NumberFormat.scale).rounded() / NumberFormat.scale
    if shown == 0 { return "0" }
    if shown == shown.rounded() { return String(Int64(shown)) }
    return String(shown)
  }

  @Test(arguments: [
    0, -0.0, 0.00004, -0.00004, 0.00005, 0.0001, -0.0001, 0.0005, 0.001, 0.1, 0.5, 1, -1, 1.5,
    12.34565, 625.58243, 99_999_999_999.9999, -99_999_999_999.99, 1e11, 2e15, 9.2e18, 1e300,
    .infinity, -.infinity, .nan, 0.30000000000000004, 1 / 60, 2 / 3, 123_456.789_01,
  ])
  func printsTheRoundedValue(value: Double) {
    #expect(NumberFormat.string(value) == Self.expected(value))
  }

  @Test func agreesOnValuesOfEveryScale() {
    var generator = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for k in 0..<200_000 {
      let magnitude = Double.random(in: -5...11.2, using: &generator)
      var value = (Bool.random(using: &generator) ? -1 : 1) * pow(10, magnitude)
      // Values on the grid and just off it, where rounding decides.
      if k % 3 == 0 { value = (value * 10_000).rounded() / 10_000 }
      if k % 3 == 1 { value = ((value * 10_000).rounded() + 0.5) / 10_000 }
      if NumberFormat.string(value) != Self.expected(value) {
        mismatches.append("\(value): \(NumberFormat.string(value)) vs \(Self.expected(value))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
  }
}
