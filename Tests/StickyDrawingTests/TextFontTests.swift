import Testing

@testable import StickyDrawing

/// A text block's lines are drawn in the page's font: a heading (lines of 28
/// pt or more) bold at its line height over 1.25, rounded; the body at 17 pt;
/// lines shorter than the body's own at their height over 1.25.
@Suite struct TextFontTests {
  @Test func textBlocksTakeThePagesFont() throws {
    let drawing = try DrawingFixture.drawing("text-fonts.xml")
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    for (id, size, weight) in [
      ("heading", 27.0, "700"), ("body", 17, nil), ("tight", 12.8, nil),
    ] {
      let frame = try #require(root.all.first { $0["data-id"] == id })
      let line = try #require(frame.parent?.all.first { $0.name == "text" }, "\(id)")
      #expect(line.number("font-size") == size, "\(id)")
      #expect(line["font-weight"] == weight, "\(id)")
    }
  }
}
