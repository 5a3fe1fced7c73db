import Testing

@testable import StickyDrawing

/// The screen clips: a nested `<svg>` the size of the screen hides what lies
/// outside it, so an element partly on screen is drawn whole, at its frame, and
/// one wholly off screen is left out.
@Suite struct ClippingTests {
  @Test(arguments: [Snapshot.Framing.device, .none])
  func theScreenIsANestedSVGAsLargeAsTheScreenThatHidesTheRest(framing: Snapshot.Framing) throws {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: framing, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    let screen = try #require(root.screens.first)
    #expect(root.screens.count == 1)
    #expect(screen.name == "svg")
    #expect(screen["data-screen"] == "inbox")
    #expect(screen.number("width") == 375 && screen.number("height") == 667)
    #expect(screen["viewBox"] == "0 0 375 667")
    #expect(screen["overflow"] == "hidden")
    let origin = framing == .device ? (16.0, 78.0) : (0, 0)
    #expect(screen.number("x") == origin.0 && screen.number("y") == origin.1)
    // The screen's own color first, under everything.
    let background = try #require(screen.children.first)
    #expect(background.name == "rect" && background["class"] == "s-screen")
    #expect(background.number("width") == 375 && background.number("height") == 667)
  }

  /// At offset 27 rows start at y = 117, so row 10 ends on the bottom edge and
  /// row 11 starts there.
  @Test func elementsAcrossTheEdgeAreDrawnWholeAndThoseBeyondItNot() throws {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    let screen = try #require(ElementSetTests.snapshot(drawing, at: 27).screens.first)
    let boxes = Dictionary(
      uniqueKeysWithValues: try #require(screen.boxes()).map { ($0.id, $0.frame) })
    #expect(boxes["rows-10"]?.y == 617 && boxes["rows-10"]?.height == 50)
    #expect(boxes["rows-11"] == nil)
    // The content is far taller than the screen and starts above it.
    #expect(boxes["content"]?.y == 17 && boxes["content"]?.height == 2100)
    // Under the opaque bar, but on screen: drawn, and covered.
    #expect(boxes["hero"]?.y == 17)
    #expect(boxes["bar-top"]?.y == 0 && boxes["bar-top"]?.height == 44)
  }

  @Test func anElementThatLeftTheScreenIsLeftOut() throws {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    // The box ends at y = 144 - 144 = 0 at offset 144.
    let ids = try ElementSetTests.snapshot(drawing, at: 144).dataIDs
    #expect(!ids.contains("hero"))
    #expect(try ElementSetTests.snapshot(drawing, at: 143.5).dataIDs.contains("hero"))
  }
}
