import StickyCore
import Testing

@testable import StickyDrawing

/// A header's titles take the page's ink: white on the default header (the
/// accent shaded darker), else the ink readable on the header's own color.
@Suite struct HeaderInkTests {
  @Test(arguments: [(nil, "ink-light"), ("#1c3d5a", "ink-light"), ("#f4e9c8", "ink-dark")])
  func titlesTakeTheHeadersInk(color: String?, ink: String) throws {
    var screen = try DrawingFixture.screen("hundred-thousand-rows.xml")
    screen.scroll.header?.color = color.flatMap(Color.init)
    let drawing = ScreenDrawing(screen: screen, table: Scene(screen: screen))
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    let title = try #require(root.all.first { $0.name == "text" && $0.text == "Header" })
    #expect(title["class"] == ink)
  }
}
