import StickyCore
import Testing

@testable import StickyDrawing

/// Text from a layout lands in SVG text and attributes as itself: it can open
/// no tag, end no attribute and break no XML, and the characters XML cannot
/// hold at all (most control characters) show as U+FFFD.
@Suite struct EscapingTests {
  static let bell = "\u{7}"

  @Test func hostileLabelsComeBackAsTheirText() throws {
    let drawing = try DrawingFixture.drawing("hostile.json")
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg), "not well-formed")
    let texts = root.all.filter { $0.name == "text" }.map(\.text)
    for label in [
      "\" onload=\"alert(2)", "<svg onload=alert(3)>", "]]> &amp; &lt;",
      "</text><script>alert(4)</script>", "bell\u{FFFD} escape\u{FFFD} ' onclick='alert(5)'",
      "<a href=\"javascript:alert(6)\">0</a>",
    ] {
      #expect(texts.contains(label), "\(label)")
    }
    let title = root.all.first { $0.name == "title" }?.text
    #expect(title == "</title><script>alert(1)</script> & \"quoted\" at offset 0")
    let names = Set(root.all.map(\.name))
    #expect(!names.contains("script") && !names.contains("a") && !names.contains("foreignObject"))
    #expect(!root.all.contains { $0.attributes.keys.contains { $0.lowercased().hasPrefix("on") } })
  }

  /// The attributes a caller or the site gives (a thumbnail's label, an image's
  /// path) hold any text, quotes, tabs and line breaks included.
  @Test func attributesHoldAnyText() throws {
    let hostile = "a\"b'c<d>e&f\tg\nh\r" + Self.bell + "i"
    let drawing = try DrawingFixture.drawing(
      "hostile.json",
      images: ["photo.png": DrawnImage(href: hostile, file: ImageFile([], kind: .png))])
    var svg = SVGWriter()
    var shapes = SharedShapes()
    try drawing.write(
      into: &svg, timing: .offset(0), attributes: [("aria-label", hostile)], shapes: &shapes)
    let root = try #require(SVGElement.parse(svg.text), "not well-formed")
    let expected = "a\"b'c<d>e&f\tg\nh\r\u{FFFD}i"
    #expect(root["aria-label"] == expected)
    #expect(root.all.first { $0.name == "image" }?["href"] == expected)
  }

  @Test(arguments: [
    ("<a & b>", "&lt;a &amp; b&gt;"),
    ("\"it's\"", "\"it's\""),
    ("tab\tline\nend\r", "tab\tline\nend&#13;"),
    ("nul\u{0}bell\u{7}esc\u{1B}", "nul\u{FFFD}bell\u{FFFD}esc\u{FFFD}"),
    ("\u{FFFE}\u{FFFF}é✓", "\u{FFFD}\u{FFFD}é✓"),
  ])
  func theWriterEscapesText(input: String, text: String) {
    #expect(MarkupText.escape(input) == text)
  }
}
