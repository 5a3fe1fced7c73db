import StickyCore
import Testing

@testable import StickyDrawing

/// Which elements a drawing holds: each element of the frames output that is on
/// screen (for an animation, on screen at some time of its path), once, and no
/// other; and where it draws each one.
@Suite struct ElementSetTests {
  static func rows(_ indices: ClosedRange<Int>) -> [String] { indices.map { "rows-\($0)" } }

  static func snapshot(_ drawing: ScreenDrawing, at offset: Double) throws -> SVGElement {
    let svg = try Snapshot(drawing: drawing, offset: offset, framing: .none, appearance: .light)
      .svg()
    return try #require(SVGElement.parse(svg))
  }

  @Test func aSnapshotHoldsExactlyTheElementsOnScreen() throws {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    // Rows are 50 points from y = 144 at rest; row 20 is held at the bottom edge.
    let expected: [(offset: Double, ids: [String])] = [
      (0, ["bar-top", "content", "hero", "rows"] + Self.rows(0...10) + ["rows-20"]),
      (1000, ["bar-top", "content", "rows"] + Self.rows(17...30)),
    ]
    for (offset, ids) in expected {
      let drawn = try Self.snapshot(drawing, at: offset).dataIDs
      #expect(drawn.sorted() == ids.sorted(), "at \(offset)")
      #expect(Set(ids) == DrawingFixture.onScreen(drawing, at: offset), "at \(offset)")
    }
  }

  @Test func anAnimationHoldsEveryElementOnScreenAtSomeTimeOfItsPath() throws {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    let path = ScrollPath(points: [.init(offset: 0, time: 0), .init(offset: 1000, time: 1)])
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let drawn = try #require(SVGElement.parse(svg)).dataIDs
    // Row 30 comes up to y = 644 at the end; row 31 never shows.
    #expect(
      drawn.sorted() == (["bar-top", "content", "hero", "rows"] + Self.rows(0...30)).sorted())
  }

  @Test(arguments: ["inbox.xml", "sticky-box.xml", "colored-rows.xml", "hostile.json"])
  func everyBoxIsItsFrame(name: String) throws {
    let drawing = try DrawingFixture.drawing(name)
    for offset in [-120, 0, 27, 333.25, 1000] {
      let screen = try #require(Self.snapshot(drawing, at: offset).screens.first)
      let boxes = try #require(screen.boxes(), "\(name): something but a translation moves")
      #expect(!boxes.isEmpty)
      for (id, box) in boxes {
        let reference = try #require(drawing.table.element(withID: id), "\(name): \(id)")
        let frame = drawing.table.frame(of: reference, at: offset)
        let drawn = [box.x, box.y, box.width, box.height]
        let want = [frame.x, frame.y, frame.width, frame.height]
        #expect(
          !zip(drawn, want).contains { abs($0 - $1) > 0.01 },
          "\(name) at \(offset): \(id) is drawn at \(drawn), frames say \(want)")
      }
    }
  }
}
