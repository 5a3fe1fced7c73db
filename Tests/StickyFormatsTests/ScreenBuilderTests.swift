import StickyCore
import StickyFormats
import Testing

/// Semantic errors: each layout is wrong in one way, and the diagnostics must say
/// what and where, in both spellings.
struct ScreenBuilderTests {
  static func diagnostics(_ text: String, file: String = "bad.xml") -> [String] {
    do {
      _ = try ScreenLoader.load(Array(text.utf8), file: file)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// Each screen id names a folder of the site, which takes it as it is: one
  /// that could lead out of the site or onto its images is refused here.
  @Test(arguments: ["../up", "a/b", "", "1abc", "a b", "_images"])
  func screenIDsAreFolderNames(id: String) {
    let layout = "<screen id=\"\(id)\"><scroll/></screen>"
    #expect(
      Self.diagnostics(layout) == [
        "bad.xml:1:13: error: invalid id \(DiagnosticText.quoted(id)): ids start with a letter "
          + "and hold only letters, digits, \"-\" and \"_\""
      ])
  }

  static let xmlCases: [(String, [String])] = [
    (
      "<screen id=\"s\">\n  <scroll>\n    <boxx height=\"10\"/>\n  </scroll>\n</screen>",
      ["bad.xml:3:6: error: unknown node type \"boxx\" (did you mean \"box\"?)"]
    ),
    (
      "<screen id=\"s\">\n  <scroll>\n    <box hieght=\"10\"/>\n  </scroll>\n</screen>",
      // One mistake, one line: the "missing height" it causes is not reported.
      ["bad.xml:3:10: error: unknown property \"hieght\" on \"box\" (did you mean \"height\"?)"]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"-4\"/></scroll></screen>",
      ["bad.xml:1:37: error: \"height\" is -4, but it must be at least 0 and at most 100000"]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"tall\"/></scroll></screen>",
      ["bad.xml:1:37: error: \"height\" must be a length, not \"tall\""]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"inf\"/></scroll></screen>",
      ["bad.xml:1:37: error: \"height\" must be a length, not \"inf\""]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"044\"/></scroll></screen>",
      ["bad.xml:1:37: error: \"height\" must be a length, not \"044\""]
    ),
    (
      "<screen id=\"s\"><scroll><box id=\"a\" height=\"1\"/><box id=\"a\" height=\"1\"/></scroll></screen>",
      ["bad.xml:1:57: error: duplicate id \"a\" (first used at bad.xml:1:33)"]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"1\"/><header height=\"100\"/></scroll></screen>",
      ["bad.xml:1:41: error: \"header\" must be the first child of \"scroll\""]
    ),
    (
      "<screen id=\"s\"><scroll><stack sticky=\"top\"><box height=\"1\" sticky=\"bottom\"/></stack></scroll></screen>",
      [
        "bad.xml:1:44: error: sticky element \"box-1\" is inside sticky element \"stack-1\"; sticky elements cannot nest"
      ]
    ),
    (
      "<screen id=\"s\"><scroll><list count=\"1000001\"/></scroll></screen>",
      ["bad.xml:1:37: error: \"count\" is 1000001, but it must be from 1 to 1000000"]
    ),
    (
      "<screen id=\"s\"><scroll><list count=\"3\"><pin index=\"3\" edge=\"top\"/></list></scroll></screen>",
      ["bad.xml:1:52: error: pin index 3 is past the last row (the list has 3 rows, 0 to 2)"]
    ),
    (
      "<screen id=\"s\"><scroll><box id=\"l-1\" height=\"1\"/><list id=\"l\" count=\"3\"/></scroll></screen>",
      ["bad.xml:1:33: error: duplicate id \"l-1\": list \"l\" gives it to one of its rows"]
    ),
    (
      "<screen id=\"s\"><scroll><box height=\"1\" sticky=\"tpo\"/></scroll></screen>",
      ["bad.xml:1:48: error: \"tpo\" is not a valid \"sticky\" (did you mean \"top\"?)"]
    ),
    (
      // Bars stack on an edge; the second one's default id may still be taken.
      "<screen id=\"s\"><bar edge=\"top\" height=\"10\" id=\"bar-top-2\"/><bar edge=\"top\" height=\"5\"/><scroll/></screen>",
      ["bad.xml:1:60: error: duplicate id \"bar-top-2\" (first used at bad.xml:1:48)"]
    ),
    (
      "<screen id=\"s\"><scroll><pin index=\"0\" edge=\"top\"/></scroll></screen>",
      ["bad.xml:1:25: error: \"pin\" cannot be inside \"scroll\"; it belongs in \"list\""]
    ),
    (
      "<screen id=\"s\"/>",
      ["bad.xml:1:1: error: \"screen\" must contain one \"scroll\""]
    ),
    (
      "<scroll/>",
      ["bad.xml:1:2: error: the top-level node must be a \"screen\", not \"scroll\""]
    ),
    (
      "<screen id=\"9s\"><scroll><header height=\"10\" collapsedHeight=\"20\"/></scroll></screen>",
      [
        "bad.xml:1:13: error: invalid id \"9s\": ids start with a letter and hold only letters, digits, \"-\" and \"_\"",
        "bad.xml:1:62: error: \"collapsedHeight\" (20) cannot exceed \"height\" (10)",
      ].sorted()
    ),
    (
      "<screen id=\"s\"><scroll><list count=\"2\" rowHeight=\"4\" rowHeights=\"1 x\"/></scroll></screen>",
      ["bad.xml:1:66: error: \"rowHeights\" must be a list of lengths, not \"x\""]
    ),
    // A header floats or pins; only what hides or floats snaps.
    (
      "<screen id=\"s\"><bar edge=\"top\" height=\"10\" snap=\"true\"/><scroll><header height=\"10\" snap=\"true\"/></scroll></screen>",
      [
        "bad.xml:1:50: error: \"snap\" is true only with \"hide\" set to \"scroll\"",
        "bad.xml:1:91: error: \"snap\" is true only with \"floating\" set to \"true\"",
      ]
    ),
    // How a part snaps belongs to one that snaps, in the easing grammar, and
    // is the same on every part of a screen that snaps.
    (
      "<screen id=\"s\"><bar edge=\"top\" height=\"10\" hide=\"scroll\" snapTarget=\"direction\"/><scroll><header height=\"10\" floating=\"true\" snap=\"true\" snapEasing=\"steps(2)\"/></scroll></screen>",
      [
        "bad.xml:1:70: error: \"snapTarget\" is given only with \"snap\" set to \"true\"",
        "bad.xml:1:150: error: \"snapEasing\" must be \(EasingText.summary), not \"steps(2)\"",
      ]
    ),
    (
      "<screen id=\"s\"><bar edge=\"top\" height=\"10\" hide=\"scroll\" snap=\"true\"/><bar edge=\"bottom\" height=\"10\" hide=\"scroll\" snap=\"true\" snapEasing=\"cubic-bezier(0.2, 0, 0, 1)\"/><scroll/></screen>",
      [
        "bad.xml:1:140: error: the parts of a screen that snap start together at a lift and run together, so they share \"snapDuration\" and \"snapEasing\": \"bar-top\" snaps over 0.25 s along ease-out"
      ]
    ),
    (
      "<screen id=\"s\"><scroll><header height=\"10\" pinned=\"true\" floating=\"true\"/></scroll></screen>",
      [
        "bad.xml:1:68: error: \"pinned\" and \"floating\" cannot be used together"
      ]
    ),
    // A bar takes effects only: a misplaced block is rejected whole, so nothing inside it
    // is reported as well.
    (
      "<screen id=\"s\"><bar edge=\"top\" height=\"10\"><box height=\"x\" id=\"1 bad\" bogus=\"1\"/></bar><scroll/></screen>",
      [
        "bad.xml:1:45: error: \"box\" cannot be inside \"bar\"; it belongs in \"scroll\", "
          + "\"stack\" or \"carousel\""
      ]
    ),
    // A node that takes no children rejects each one, so nothing inside it goes unchecked.
    (
      "<screen id=\"s\"><scroll><list count=\"5\"><pin index=\"2\" edge=\"top\"><pin index=\"99\" edge=\"sideways\"/><effect/></pin></list></scroll></screen>",
      [
        "bad.xml:1:67: error: \"pin\" cannot be inside \"pin\"; \"pin\" takes no children",
        "bad.xml:1:100: error: \"effect\" cannot be inside \"pin\"; \"pin\" takes no children",
      ]
    ),
  ]

  @Test(arguments: xmlCases)
  func reportsXMLMistakesWhereTheyAre(layout: String, expected: [String]) {
    #expect(Self.diagnostics(layout).sorted() == expected.sorted())
  }

  static let jsonCases: [(String, [String])] = [
    (
      "{\"type\": \"screen\", \"id\": \"s\", \"children\": [\n  {\"type\": \"scroll\", \"children\": [\n    {\"type\": \"box\", \"height\": \"10\"}]}]}",
      ["bad.json:3:31: error: \"height\" must be a length, not \"10\""]
    ),
    (
      "{\"type\": \"screen\", \"id\": \"s\", \"children\": [{\"type\": \"scroll\", \"fill\": 1}]}",
      ["bad.json:1:71: error: \"fill\" must be true or false, not 1"]
    ),
    (
      "{\"type\": \"screen\", \"id\": \"s\", \"children\": [{\"type\": \"scroll\", \"Padding\": 4}]}",
      [
        "bad.json:1:63: error: unknown property \"Padding\" on \"scroll\" (did you mean \"padding\"?)"
      ]
    ),
    (
      "{\"type\": \"screen\", \"id\": \"s\", \"children\": [{\"type\": \"scroll\", \"children\": [{\"type\": \"list\", \"count\": 2.5}]}]}",
      ["bad.json:1:102: error: \"count\" must be a whole number, not 2.5"]
    ),
    (
      "{\"type\": \"screen\", \"id\": \"s\", \"children\": [{\"type\": \"scroll\", \"children\": [{\"type\": \"box\", \"height\": 1, \"children\": [{\"type\": \"effect\", \"property\": \"opacity\", \"range\": \"0 1\", \"values\": [0, 1], \"children\": [{\"type\": \"box\", \"height\": 1, \"label\": \"\\u001b\\u0000\"}]}]}]}]}",
      ["bad.json:1:216: error: \"box\" cannot be inside \"effect\"; \"effect\" takes no children"]
    ),
  ]

  @Test(arguments: jsonCases)
  func reportsJSONMistakesWhereTheyAre(layout: String, expected: [String]) {
    #expect(Self.diagnostics(layout, file: "bad.json").sorted() == expected.sorted())
  }

  @Test func defaultIDsCountEachTypeInDocumentOrder() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        <screen id="s"><scroll><box id="named" height="1"/><box height="1"/>
        <stack><text text="t"/><box height="2"/></stack></scroll></screen>
        """.utf8), file: "ids.xml")
    let table = Scene(screen: screen)
    let ids = table.allElements.map { table.motion(of: $0).id }
    #expect(ids == ["content", "named", "box-2", "stack-1", "text-1", "box-3"])
  }

  /// Bars on one edge stack in document order; the first on an edge keeps
  /// the id other tools know (`bar-bottom`), later ones count on from 2.
  @Test func barsStackOnAnEdgeWithCountedIDs() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        <screen id="s"><bar edge="bottom" height="49"/><bar edge="top" height="100"/>
        <bar edge="bottom" height="64" translucent="true"/><bar edge="bottom" height="20" id="strip"/>
        <bar edge="bottom" height="10"/><scroll/></screen>
        """.utf8), file: "stack.xml")
    #expect(screen.topBars.map(\.id) == ["bar-top"])
    #expect(screen.bottomBars.map(\.id) == ["bar-bottom", "bar-bottom-2", "strip", "bar-bottom-4"])
    #expect(screen.bottomBars.map(\.height) == [49, 64, 20, 10])
  }

  /// What hides, floats and snaps reaches the model; `pinned="false"` beside
  /// `floating` is no conflict.
  @Test func hidingFloatingAndSnapReachTheModel() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        <screen id="s"><bar edge="bottom" height="50" hide="scroll" snap="true"/>
        <scroll><header height="100" pinned="false" floating="true" snap="true"/></scroll></screen>
        """.utf8), file: "paths.xml")
    let bar = try #require(screen.bottomBars.first)
    let header = try #require(screen.scroll.header)
    #expect(bar.hide == .scroll && bar.snap && bar.liesOverContent && !bar.translucent)
    #expect(header.floating && header.snap && !header.pinned)
    #expect(Viewport(screen: screen).bottom == screen.height)
    #expect(bar.snapStyle == .standard && header.snapStyle == .standard)
  }

  /// `snapDuration`, `snapEasing` and `snapTarget` reach the model, the
  /// easing as its curve whether named or written out.
  @Test func howAPartSnapsReachesTheModel() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        <screen id="s"><bar edge="bottom" height="50" hide="scroll" snap="true" snapDuration="0.4"
          snapEasing="cubic-bezier(0.2, 0, 0, 1)" snapTarget="direction"/>
        <scroll><header height="100" floating="true" snap="true" snapDuration="0.4"
          snapEasing="cubic-bezier(0.2,0,0,1)"/></scroll></screen>
        """.utf8), file: "snaps.xml")
    let bar = try #require(screen.bottomBars.first)
    let header = try #require(screen.scroll.header)
    #expect(
      bar.snapStyle
        == SnapStyle(duration: 0.4, easing: CubicBezier(0.2, 0, 0, 1), target: .direction))
    #expect(header.snapStyle == SnapStyle(duration: 0.4, easing: CubicBezier(0.2, 0, 0, 1)))
    #expect(EasingText.parse("ease-out") == .easeOut)
    #expect(EasingText.text(of: CubicBezier(0.2, 0, 0, 1)) == "cubic-bezier(0.2, 0, 0, 1)")
  }
}
