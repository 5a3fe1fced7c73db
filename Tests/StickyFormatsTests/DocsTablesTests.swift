import Foundation
import StickyFormats
import Testing

/// The docs' tables of the format and of the config, and their lists of what
/// the schemas cannot say, are the generated ones: each stands between
/// `<!-- generated: NAME ... -->` and `<!-- end generated -->` in the docs
/// file that describes it. Run with `STICKYPREVIEW_RECORD=1` to write them in
/// after a change to the description; a recording run fails so it is never
/// mistaken for a pass.
@Suite(.serialized) struct DocsTablesTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")

  @Test(arguments: [
    ("format.md", "layout table", SchemaMarkdown.layoutTable()),
    ("config.md", "config table", SchemaMarkdown.configTable()),
    ("format.md", "xsd rules", SchemaMarkdown.xsdUnstatedRules()),
    ("format.md", "schema blind spots", SchemaBlindSpot.markdownList),
  ])
  func docsHoldTheGeneratedTable(file: String, name: String, table: String) throws {
    let url = Self.docs.appendingPathComponent(file)
    var text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(
      text.range(of: "<!-- generated: \(name) "), "no marker for \(name) in docs/\(file)")
    let body = try #require(text.range(of: "-->\n", range: start.upperBound..<text.endIndex))
    let end = try #require(
      text.range(of: "<!-- end generated -->", range: body.upperBound..<text.endIndex))
    if ProcessInfo.processInfo.environment["STICKYPREVIEW_RECORD"] != nil {
      text.replaceSubrange(body.upperBound..<end.lowerBound, with: table)
      try text.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded the \(name) of docs/\(file); run again without STICKYPREVIEW_RECORD")
      return
    }
    #expect(String(text[body.upperBound..<end.lowerBound]) == table, "docs/\(file): \(name)")
  }
}
