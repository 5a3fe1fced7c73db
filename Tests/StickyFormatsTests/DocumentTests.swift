import StickyCore
import StickyFormats
import Testing

/// `config validate` and `config fmt` take layouts and configs alike, told
/// apart by content and each read once.
@Suite struct DocumentTests {
  static func kind(_ text: String) throws -> String {
    switch try Document.read(Array(text.utf8), file: "test") {
    case .layout(let root, let isXML): (isXML ? "xml " : "json ") + root.type
    case .config: "config"
    }
  }

  @Test func layoutsAndConfigsAreToldApart() throws {
    #expect(try Self.kind(specExampleXML) == "xml screen")
    #expect(try Self.kind(specExampleJSON) == "json screen")
    #expect(try Self.kind("\u{FEFF}\n" + specExampleJSON) == "json screen")
    #expect(
      try Self.kind(#"{"$schema": "layout.json", "type": "screen", "id": "a"}"#) == "json screen")
    // The type may come last; what comes before it is read past, not kept.
    #expect(
      try Self.kind(#"{"id": "a", "children": [{"type": "scroll"}], "type": "screen"}"#)
        == "json screen")
    #expect(try Self.kind(#"{"version": 1, "screens": ["*.xml"]}"#) == "config")
    #expect(try Self.kind("{}") == "config")
  }

  /// What is wrong is said by the reader of what the file is: a config's
  /// reader before any `"type"`, a layout's after one, which also reports
  /// the layout's own problems.
  @Test(arguments: [
    (#"{"version": 1,, "type": "screen"}"#, ["1:15: expected a member name in quotes"]),
    (#"{"version": 1 "screens": []}"#, ["1:15: expected ',' or '}' after object member"]),
    (
      #"{"type": "screen", "type": "bar", "children": [1]"#,
      [
        "1:20: duplicate member \"type\"",
        "1:48: each child must be a node object",
        "1:50: unexpected end of file",
      ]
    ),
    ("", ["1:1: file is empty"]),
    ("[1]", ["1:1: expected an XML or JSON layout"]),
  ])
  func problemsAreReportedOnce(text: String, expected: [String]) {
    do throws(DiagnosticError) {
      _ = try Document.read(Array(text.utf8), file: "test")
      Issue.record("read without a problem")
    } catch {
      let found = error.diagnostics.map { "\(place($0.location)): \($0.message)" }
      #expect(found == expected)
    }
  }
}
