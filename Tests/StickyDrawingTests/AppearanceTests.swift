import StickyCore
import Testing

@testable import StickyDrawing

/// The colours of a snapshot: light, dark, or both with the dark ones under
/// the viewer's `prefers-color-scheme`, as the site's pages follow it.
@Suite struct AppearanceTests {
  @Test func autoHoldsBothPalettesAndTheDarkOneFollowsTheSystem() throws {
    let drawing = try DrawingFixture.drawing("sticky-box.xml")
    func style(_ appearance: Appearance) throws -> String {
      let svg = try Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: appearance)
        .svg()
      let style = try #require(SVGElement.parse(svg)?.children.first { $0.name == "style" })
      return style.text
    }
    let (light, dark, auto) = (try style(.light), try style(.dark), try style(.auto))
    #expect(light != dark)
    let font = try #require(light.firstRange(of: "}")).upperBound
    #expect(auto == light + "@media(prefers-color-scheme:dark){" + dark[font...] + "}")
  }
}
