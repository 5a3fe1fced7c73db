import StickyCore
import StickyFormats
import Testing

@testable import StickySite

@Suite struct SourceHighlighterTests {
  /// The text a reader sees: the spans taken out and the entities read back.
  static func shown(_ html: String) -> String {
    html.replacing(/<span class="tok-[a-z]+">/, with: "").replacing("</span>", with: "")
      .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
  }

  @Test func xmlTokens() {
    let html = SourceHighlighter.xml(
      "<!-- a note -->\n<screen id=\"a\">\n  <box label=\"x &amp; y\"/>\n</screen>\n")
    #expect(
      html
        == """
        <span class="tok-com">&lt;!-- a note --&gt;</span>
        &lt;<span class="tok-tag">screen</span> <span class="tok-name">id</span>=\
        <span class="tok-str">"a"</span>&gt;
          &lt;<span class="tok-tag">box</span> <span class="tok-name">label</span>=\
        <span class="tok-str">"x &amp;amp; y"</span>/&gt;
        &lt;/<span class="tok-tag">screen</span>&gt;

        """)
  }

  @Test func jsonTokens() {
    let html = SourceHighlighter.json(
      "{\n  \"type\": \"box\",\n  \"height\": -1.5e2,\n  \"pinned\": true,\n  \"x\": null\n}\n")
    #expect(
      html
        == """
        {
          <span class="tok-name">"type"</span>: <span class="tok-tag">"box"</span>,
          <span class="tok-name">"height"</span>: <span class="tok-num">-1.5e2</span>,
          <span class="tok-name">"pinned"</span>: <span class="tok-lit">true</span>,
          <span class="tok-name">"x"</span>: <span class="tok-lit">null</span>
        }

        """)
  }

  @Test func escapedQuotesStayInsideTheirString() {
    let html = SourceHighlighter.json(#"{"label": "say \"hi\", 3"}"#)
    #expect(html.contains(#"<span class="tok-str">"say \"hi\", 3"</span>"#))
    #expect(!html.contains("tok-num"))
  }

  /// A label that would end the page's script shows as text in both spellings,
  /// and the highlighted text reads back as what the writers wrote.
  @Test func hostileLabelsStayTextInBothSpellings() throws {
    let label = "</script><script>alert(1)</script>\"><img src=x onerror=alert(1)> -- & {"
    let layout = """
      {"type": "screen", "id": "x", "title": \(JSONString.quoted(label)), "//": "a -- b",
       "children": [{"type": "scroll", "children": [
         {"type": "box", "height": 10, "label": \(JSONString.quoted(label))}]}]}
      """
    let root = try LayoutParser.read(Array(layout.utf8), file: "x.json")
    let json = LayoutWriter.json(root)
    let withoutComment = try LayoutParser.read(
      Array(layout.replacing(#""//": "a -- b","#, with: "").utf8), file: "x.json")
    let xml = try LayoutWriter.xml(withoutComment)
    for (text, html) in [(json, SourceHighlighter.json(json)), (xml, SourceHighlighter.xml(xml))] {
      #expect(!html.contains("<script") && !html.contains("</script") && !html.contains("<img"))
      #expect(Self.shown(html) == text)
    }
  }
}
