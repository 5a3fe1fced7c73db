import Foundation
import StickyFormats
import Testing

/// The README's tables of the format, and its list of what the schemas
/// cannot say, are the generated ones. Run with
/// `STICKYPREVIEW_RECORD=1` to write them in after a change to the
/// description; a recording run fails so it is never mistaken for a pass.
@Suite(.serialized) struct ReadmeTablesTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  @Test(arguments: [
    ("layout table", SchemaMarkdown.layoutTable()), ("config table", SchemaMarkdown.configTable()),
    ("xsd rules", SchemaMarkdown.xsdUnstatedRules()),
    ("schema blind spots", SchemaBlindSpot.markdownList),
  ])
  func readmeHoldsTheGeneratedTable(name: String, table: String) throws {
    var text = try String(contentsOf: Self.readme, encoding: .utf8)
    let start = try #require(text.range(of: "<!-- generated: \(name) "), "no marker for \(name)")
    let body = try #require(text.range(of: "-->\n", range: start.upperBound..<text.endIndex))
    let end = try #require(
      text.range(of: "<!-- end generated -->", range: body.upperBound..<text.endIndex))
    if ProcessInfo.processInfo.environment["STICKYPREVIEW_RECORD"] != nil {
      text.replaceSubrange(body.upperBound..<end.lowerBound, with: table)
      try text.write(to: Self.readme, atomically: true, encoding: .utf8)
      Issue.record("recorded the README's \(name); run again without STICKYPREVIEW_RECORD")
      return
    }
    #expect(String(text[body.upperBound..<end.lowerBound]) == table)
  }
}
