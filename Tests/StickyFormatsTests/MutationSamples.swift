import StickyCore
import StickyFormats

/// Values a mutation writes into a property or config key: valid ones, those
/// exactly at a limit and just past it, and values of the wrong type, all
/// taken from the description of the format (`PropertyKind`, `ConfigKind`,
/// `LayoutLimits`, `Effect.Property.valueBounds`).
enum MutationSamples {
  /// Values of the wrong type for any kind.
  static let wrongTypes: [TreeValue] = [
    .null, .bool(true), .array([]), .object([]), .object([TreeMember("a", .number("1"))]),
  ]

  /// Numbers around 0 and the longest length, in several spellings.
  static let lengths: [String] = {
    let limit = NumberFormat.exact(LayoutLimits.maximumLength)
    return [
      "0", "-0", "0.0", "-0.0", "1", "44", "0.5", "1e-400", limit, "1e5", "1E+5", "\(limit).0",
      // Rounds to the limit exactly, for both readers.
      "\(limit).00000000001",
      NumberFormat.exact(LayoutLimits.maximumLength + 0.0001),
      NumberFormat.exact(LayoutLimits.maximumLength + 1), "-1", "-0.0001", "1e400",
    ]
  }()

  static let texts: [String] = [
    "", "Hello", "</script><script>alert(1)</script>", "é", "e\u{301}", "😀", "👍🏽", "  ",
    "a\r\nb", "tab\there", "\u{7F}", "\u{85}", "\u{1B}[31m", "\u{0}", "{i} of {n}",
  ]

  static let ids: [String] = [
    "a", "Z9", "a-b_c", String(repeating: "x", count: 300), "9a", "-a", "_a", "a b", "a.b", "é",
    "", "a\n", "\ta", "a\u{0}", "content", "bar-top", "header-1", "box-1",
  ]

  static let colors: [String] = [
    "#fff", "#FFF", "#0A84FF", "#0a84ff80", "#12", "#1234", "#12345", "#1234567", "fff", "#ggg",
    "# fff", "#fff\n", " #fff", "#fff ", "red", "", "#ＦＦＦ",
  ]

  static let easings: [String] = [
    "ease-out", "linear", "ease-in-out", "cubic-bezier(0.2, 0, 0, 1)", "cubic-bezier(0,0,1,1)",
    "cubic-bezier( 0.05 ,0.7,  0.1 , 1.0 )", "cubic-bezier(1.000, 0, 1, 1)", "EASE",
    "ease ", "steps(4)", "cubic-bezier(1.5, 0, 0, 1)", "cubic-bezier(0.2, -0.1, 0, 1)",
    "cubic-bezier(.5, 0, 0, 1)", "cubic-bezier(0.2, 0, 0)", "cubic-bezier(0.2, 0, 0, 1, 1)",
    "cubic-bezier(5e-1, 0, 0, 1)", "cubic-bezier(0.2,\t0, 0, 1)", "cubic-bezier(1.01, 0, 0, 1)",
    "cubic-bezier(0., 0, 0, 1)", "cubic-bezier(0.2, 0, 0, 1) ", "cubic-bezier(0.2, 0, 0, １)", "",
  ]

  static let paddingStrings: [String] = [
    "8", "8 16", "8 16 24", "8 16 24 32", "1 2 3 4 5", " 8", "8 ", "8  16", "\t8\n16\r\n",
    "8\u{A0}16", "", "  ", "-0", "-0.0 1", "-1", "100000", "100001 0", "1e400", "8,16", "1e5 0.5",
    "007", "+1", ".5", "1.", "8\n",
  ]

  /// Separators and ends for padding strings built from numbers.
  static let spacings: [String] = [" ", "  ", "\t", "\n", "\r\n", " \t ", "\u{A0}", ",", ""]
  static let paddingNumbers: [String] = ["0", "8", "16.5", "1e1", "-0", "100000", "100001", "-2"]

  /// A valid value of the kind: the first of its samples.
  static func valid(_ kind: PropertyKind) -> TreeValue {
    values(of: kind)[0]
  }

  /// Samples of a property's kind, the first of them valid.
  static func values(of kind: PropertyKind) -> [TreeValue] {
    switch kind {
    case .id:
      return ids.map(TreeValue.string) + [.number("1")] + wrongTypes
    case .text:
      return texts.map(TreeValue.string) + [.number("5"), .bool(false)] + wrongTypes
    case .length:
      return lengths.map(TreeValue.number) + [.string("10"), .string("")] + wrongTypes
    case .positiveLength:
      return (lengths + ["1e-300", "5e-324"]).map(TreeValue.number) + [.string("10")] + wrongTypes
    case .integer(let range):
      let low = range.lowerBound
      let high = range.upperBound
      let numbers = [
        "\(low)", "\(high)", "\(low - 1)", "\(high + 1)", "\(low).0", "\(low).5", "\(high)e0",
        "-0", "1e2", "1e15", "1e16", "\(high)0",
      ]
      return numbers.map(TreeValue.number) + [.string("\(low)")] + wrongTypes
    case .boolean:
      return [.bool(true), .bool(false), .string("true"), .string("false"), .number("1"), .null]
    case .color:
      return colors.map(TreeValue.string) + [.number("255")] + wrongTypes
    case .padding:
      return ["0", "8", "-0", "-1", "100000", "100001", "1e5"].map(TreeValue.number)
        + paddingStrings.map(TreeValue.string) + [.array([.number("8"), .number("16")])]
        + wrongTypes
    case .lengthList:
      let limit = LayoutLimits.maximumPatternLength
      return [
        .array([.number("44")]), .array([]), .array([.number("0")]),
        .array([.number("100000")]), .array([.number("100001")]), .array([.number("-1")]),
        .array([.number("-0")]), .array([.string("44")]), .array([.number("44"), .string("x")]),
        .array([.array([.number("44")])]), .string("44 40"), .number("44"),
        .array(Array(repeating: .number("20"), count: limit)),
        .array(Array(repeating: .number("20"), count: limit + 1)),
      ] + wrongTypes
    case .keyframes:
      let limit = NumberFormat.exact(LayoutLimits.maximumLength)
      let count = LayoutLimits.maximumKeyframes
      return [
        numbers(["0", "1"]), numbers(["1"]), .array([]), numbers(["0", "1", "0.5"]),
        numbers(["-\(limit)", limit]), numbers(["-100001", "0"]), numbers(["0", "100001"]),
        .array(Array(repeating: .number("1"), count: count)),
        .array(Array(repeating: .number("1"), count: count + 1)),
        .array([.string("0"), .string("1")]), .array([.number("0"), .null]), .string("0 1"),
        .array([.string("#fff"), .string("#00000080")]), .array([.string("#fff")]),
        .array([.string("#fff"), .number("1")]), .array([.number("1"), .string("#fff")]),
        .array([.string("#fff"), .string("#ffff")]),
      ] + wrongTypes
    case .seconds:
      return ["0", "0.25", "60", "60.5", "-1", "-0"].map(TreeValue.number) + [.string("1")]
        + wrongTypes
    case .easing:
      return easings.map(TreeValue.string) + [.number("1")] + wrongTypes
    case .fraction:
      return ["0.5", "0", "1", "1.0", "-0", "1.5", "-0.1", "5e-1", "1e-320"].map(TreeValue.number)
        + [.string("0.5")] + wrongTypes
    case .choice(let words):
      let word = words[0]
      return words.map(TreeValue.string)
        + ["", word.uppercased(), word + " ", "unknown"].map(TreeValue.string) + [.number("1")]
        + wrongTypes
    }
  }

  static func numbers(_ texts: [String]) -> TreeValue {
    .array(texts.map(TreeValue.number))
  }

  /// Values at and around the ends of a property's range, and a few inside.
  static func effectValues(_ property: Effect.Property) -> [String] {
    let bounds = property.valueBounds
    var values: [String] = []
    for bound in [bounds.lower, bounds.upper].compactMap({ $0 }) {
      let value = bound.value
      values += [value, value + 1e-9, value - 1e-9, value - 1, value + 1].map(NumberFormat.exact)
      if value == 0 { values += ["-0", "0.0"] }
    }
    let limit = LayoutLimits.maximumLength
    values += [-limit, limit, 0.5, 2, -2].map(NumberFormat.exact)
    return values
  }

  static let scrollRanges = [
    "0 100", "-100 0", "0.5 1e3", " 0\t100 ", "100 0", "0 0", "0", "0 100 200", "a b", "0 1e999",
    "", "-0 0",
  ]
  static let viewRanges = [
    "cover 0% cover 100%", "entry 0% exit 100%", "entry-crossing 10% exit-crossing 90%",
    "contain -50% contain 150%", "cover 0 cover 100", "cover 0% over 100%", "Cover 0% cover 100%",
    "cover 0%", "exit 0%  exit\n100%",
  ]

  /// Characters that are controls somewhere: C0, DEL and C1, tab and line breaks.
  static let controls: [Unicode.Scalar] = [
    "\u{0}", "\u{1}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}",
  ]

  /// JSON string literals with an escape of half a surrogate pair.
  static let loneSurrogates = ["\"a\\ud800b\"", "\"\\udfff\"", "\"\\ud83d\""]

  /// A string of exactly `count` Unicode scalars, made of `unit` repeated and
  /// filled up with "a".
  static func text(scalars count: Int, unit: String) -> String {
    let size = unit.unicodeScalars.count
    return String(repeating: unit, count: count / size)
      + String(repeating: "a", count: count % size)
  }

  static let textUnits = ["a", "é", "e\u{301}", "😀", "👍🏽", "\u{1B}"]

  // MARK: Configs

  static func values(of kind: ConfigKind) -> [TreeValue] {
    switch kind {
    case .version:
      return ["1", "1.0", "1e0", "10e-1", "2", "0", "-1"].map(TreeValue.number) + [.string("1")]
        + wrongTypes
    case .text:
      return texts.map(TreeValue.string) + [.number("1")] + wrongTypes
    case .path:
      return ["_site", "", " ", "out/dir", "\u{0}x", "a\nb", "../up"].map(TreeValue.string)
        + [.number("1")] + wrongTypes
    case .baseURL:
      return [
        "/", "/previews/", "https://example.com/p/", "http://example.com", "", "previews/",
        "javascript:alert(1)", "data:,x", "/a b/", "/p?x", "/p#x", "/\u{1}", "https:///p",
      ].map(TreeValue.string) + [.number("1")] + wrongTypes
    case .patterns:
      return [
        ["a.xml"], [], [""], ["a.xml", "b/**/*.json"], ["*.xml"], ["nothing/*.xml"], ["a\u{1}.xml"],
        ["a.xml", "a.xml"],
      ].map { .array($0.map(TreeValue.string)) } + [
        .string("a.xml"), .array([.number("1")]), .array([.null]),
        .array([.array([.string("a.xml")])]),
      ] + wrongTypes
    case .color:
      return colors.map(TreeValue.string) + wrongTypes
    case .choice(let words):
      return values(of: PropertyKind.choice(words))
    case .choices(let words):
      return [
        [], [words[0]], words, [words[0], words[0]], ["unknown"], [words[0].uppercased()],
      ].map { .array($0.map(TreeValue.string)) } + [
        .string(words[0]), .array([.number("1")]), .array([.null]),
      ] + wrongTypes
    case .object:
      return [
        .object([]), .array([]), .string("dark"), .null,
        .object([TreeMember("accent", .string("#fff"))]),
        .object([TreeMember("accent", .string("#fff")), TreeMember("extra", .number("1"))]),
        .object([TreeMember("appearance", .string("dark")), TreeMember("appearance", .string("x"))]
        ),
      ]
    }
  }
}
