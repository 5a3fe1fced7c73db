import StickyFormats
import Testing

@Test(arguments: [
  ("0", [0.0]),
  ("40", [40]),
  ("-12.5", [-12.5]),
  ("1e3,2", [2, 1000]),
  ("-100:0:25,40,1000:1200:50", [-100, -75, -50, -25, 0, 40, 1000, 1050, 1100, 1150, 1200]),
  ("100,0,50", [0, 50, 100]),
  ("0,0,0:10:5,10", [0, 5, 10]),
  ("-0,0", [0]),
  ("0:10:3", [0, 3, 6, 9]),
  ("5:5:1", [5]),
  ("0:0.3:0.1", [0, 0.1, 0.2, 0.3]),
  ("0:1:0.1", [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
  ("1e-5:3e-5:1e-5", [0]),
  ("13.37,13.370000001,13.37004", [13.37]),
  ("0.00004,0.00006,-0.00004", [0, 0.0001]),
  (" 0 , 10 : 20 : 10 ", [0, 10, 20]),
  ("0.5,5.0", [0.5, 5]),
])
func parses(_ text: String, offsets: [Double]) throws {
  #expect(try OffsetList(parsing: text).offsets == offsets)
}

@Test(arguments: [
  ("", OffsetList.ParseError.emptyItem(1)),
  ("1,", .emptyItem(2)),
  ("1, ,2", .emptyItem(2)),
  ("abc", .notANumber("abc")),
  ("inf", .notANumber("inf")),
  ("nan", .notANumber("nan")),
  ("0x10", .notANumber("0x10")),
  ("1-2", .notANumber("1-2")),
  ("+2", .notANumber("+2")),
  (".5", .notANumber(".5")),
  ("-.5", .notANumber("-.5")),
  ("5.", .notANumber("5.")),
  ("007", .notANumber("007")),
  ("0:x:1", .notANumber("x")),
  ("0:10:", .notANumber("")),
  ("1e400", .notFinite("1e400")),
  ("-1e400:0:1", .notFinite("-1e400")),
  ("0:1", .malformedRange("0:1")),
  ("0:1:2:3", .malformedRange("0:1:2:3")),
  ("0:10:0", .nonPositiveStep("0:10:0")),
  ("0:10:-1", .nonPositiveStep("0:10:-1")),
  ("10:0:1", .reversedRange("10:0:1")),
  ("0:1e9:1e-9", .tooMany(.offsets)),
  ("0:100000:1", .tooMany(.offsets)),
  ("1,0:99999:1", .tooMany(.offsets)),
])
func rejects(_ text: String, error: OffsetList.ParseError) {
  #expect(throws: error) { try OffsetList(parsing: text) }
}

@Test func acceptsExactlyTheMaximum() throws {
  #expect(try OffsetList(parsing: "0:99999:1").offsets.count == OffsetList.maximumCount)
}

@Test func rangeItemsAreStartPlusMultiplesOfTheStep() throws {
  // Adding 0.1 up 999 times gives 99.8999999999986.
  let offsets = try OffsetList(parsing: "0:100:0.1").offsets
  #expect(offsets.count == 1001)
  #expect(offsets[999] == 99.9)
  #expect(offsets.last == 100)
}
