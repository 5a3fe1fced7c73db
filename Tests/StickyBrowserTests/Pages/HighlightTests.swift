import Foundation
import StickyCore
import StickyFormats
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  struct Token: Decodable, Equatable {
    var cls: String?
    var text: String
  }

  /// The tokens of `text` in `spelling` (`xml` or `json`), from the runtime's
  /// highlighter, as [class, text] pairs with class nil for plain text.
  static func tokens(_ text: String, _ spelling: String, in browser: Browser) async throws
    -> [Token]
  {
    struct Request: Encodable {
      var text: String
      var spelling: String
    }
    return try await browser.run(
      """
      (a) => (a.spelling === 'xml' ? window.runtime.xmlTokens : window.runtime.jsonTokens)(a.text)
        .map(([cls, text]) => ({cls, text}))
      """, Request(text: text, spelling: spelling))
  }

  @Test(arguments: BrowserKind.allCases)
  func theSourceHighlighterColoursEachSpelling(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      func t(_ cls: String?, _ text: String) -> Token { Token(cls: cls, text: text) }
      let xml = try await Self.tokens(
        "<!-- a note -->\n<screen id=\"a\">\n  <box label=\"x &amp; y\"/>\n</screen>\n", "xml",
        in: browser)
      #expect(
        xml == [
          t("tok-com", "<!-- a note -->"), t(nil, "\n<"), t("tok-tag", "screen"), t(nil, " "),
          t("tok-name", "id"), t(nil, "="), t("tok-str", "\"a\""), t(nil, ">\n  <"),
          t("tok-tag", "box"), t(nil, " "), t("tok-name", "label"), t(nil, "="),
          t("tok-str", "\"x &amp; y\""), t(nil, "/>\n</"), t("tok-tag", "screen"), t(nil, ">\n"),
        ], "\(kind)")
      let json = try await Self.tokens(
        "{\n  \"type\": \"box\",\n  \"height\": -1.5e2,\n  \"pinned\": true,\n  \"x\": null\n}\n",
        "json", in: browser)
      #expect(
        json == [
          t(nil, "{\n  "), t("tok-name", "\"type\""), t(nil, ": "), t("tok-tag", "\"box\""),
          t(nil, ",\n  "), t("tok-name", "\"height\""), t(nil, ": "), t("tok-num", "-1.5e2"),
          t(nil, ",\n  "), t("tok-name", "\"pinned\""), t(nil, ": "), t("tok-lit", "true"),
          t(nil, ",\n  "), t("tok-name", "\"x\""), t(nil, ": "), t("tok-lit", "null"),
          t(nil, "\n}\n"),
        ], "\(kind)")
      let quoted = try await Self.tokens(#"{"label": "say \"hi\", 3"}"#, "json", in: browser)
      #expect(quoted.contains(t("tok-str", #""say \"hi\", 3""#)), "\(kind)")
      #expect(!quoted.contains { $0.cls == "tok-num" }, "\(kind)")
    }
  }

  /// A label that would end the page's script reads back exactly as the
  /// writers wrote it, token by token, in both spellings.
  @Test(arguments: BrowserKind.allCases)
  func hostileLabelsStayTextInBothSpellings(_ kind: BrowserKind) async throws {
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
    try await Self.withMathPage(in: kind) { browser, _ in
      for (text, spelling) in [(json, "json"), (xml, "xml")] {
        let tokens = try await Self.tokens(text, spelling, in: browser)
        #expect(tokens.map(\.text).joined() == text, "\(kind) \(spelling)")
      }
    }
  }
}
