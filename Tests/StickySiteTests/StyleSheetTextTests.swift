import Testing

@testable import StickySite

@Suite struct StyleSheetTextTests {
  @Test func commentsIndentationAndBlankLinesGoStringsStay() {
    let css = """
      /* The header.
         Two lines of comment. */
      .a {
        content: "/* not a comment */";
        color: red; /* trailing */
      }

      .b::before { content: '\\'/*'; }
      """
    #expect(
      StyleSheetText.compact(css) == """
        .a {
        content: "/* not a comment */";
        color: red; 
        }
        .b::before { content: '\\'/*'; }

        """)
  }

  @Test func theSiteStyleSheetLosesOnlyWhatNoRuleReads() throws {
    let text = try Template.named("site.css").text
    let compact = StyleSheetText.compact(text)
    #expect(!compact.contains("/*"))
    // Every declaration is still there: the same colons and semicolons
    // outside comments.
    let declarations = { (css: String) in css.filter { $0 == ";" || $0 == "{" || $0 == "}" } }
    var uncommented = text
    while let start = uncommented.range(of: "/*"),
      let end = uncommented[start.upperBound...].range(of: "*/")
    {
      uncommented.removeSubrange(start.lowerBound..<end.upperBound)
    }
    #expect(declarations(compact) == declarations(uncommented))
    #expect(text.utf8.count - compact.utf8.count > 5_000)
  }
}
