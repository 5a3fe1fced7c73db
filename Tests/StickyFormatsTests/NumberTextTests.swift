import Testing

@testable import StickyFormats

struct NumberTextTests {
  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("12.5", 12.5), ("-1e3", -1000), ("2E+2", 200), ("5e-1", 0.5),
  ])
  func parsesWhatJSONWrites(text: String, value: Double) {
    #expect(NumberText.parse(text) == value)
  }

  @Test(arguments: [
    "", "-", "+1", ".5", "5.", "-.5", "012", "-00", "1e", "1e+", "0x10", "inf", "nan", " 1", "1 ",
    "1,5",
  ])
  func rejectsEverythingElse(text: String) {
    #expect(NumberText.parse(text) == nil)
  }

  @Test func aNumberTooLargeForADoubleIsInfinite() {
    #expect(NumberText.parse("1e400") == .infinity)
    #expect(NumberText.parse("-1e400") == -.infinity)
  }

  @Test(arguments: [
    ("12]", 2), ("-0.5,", 4), ("1e3x", 3), ("0 1", 1),
  ])
  func endIsWhereTheNumberStops(text: String, end: Int) throws {
    #expect(try NumberText.end(of: Array(text.utf8), from: 0) == end)
  }

  @Test func endNamesTheFlaw() {
    #expect(throws: NumberText.Flaw.leadingZero) {
      try NumberText.end(of: Array("00".utf8), from: 0)
    }
    #expect(throws: NumberText.Flaw.missingDigits) {
      try NumberText.end(of: Array("1.e5".utf8), from: 0)
    }
  }
}
