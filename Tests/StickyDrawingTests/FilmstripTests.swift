import Testing

@testable import StickyDrawing

/// A filmstrip: one captioned screen per offset, in rows of `columns`, each the
/// snapshot at its offset; the rows' shapes defined once for all of them.
@Suite struct FilmstripTests {
  static let offsets = [0, 27, 1000.0]

  static func film(columns: Int) throws -> (drawing: ScreenDrawing, root: SVGElement) {
    let drawing = try DrawingFixture.drawing("inbox.xml")
    let svg = try Filmstrip(drawing: drawing, offsets: offsets, columns: columns).svg()
    return (drawing, try #require(SVGElement.parse(svg)))
  }

  @Test func screensGoInRowsOfColumnsEachUnderItsCaption() throws {
    let (_, root) = try Self.film(columns: 2)
    // Cells are the screen (375 x 667), a caption of 32 and a gap of 24 wide and tall.
    let size: (width: Double, height: Double) = (2 * (375 + 24) + 24, 2 * (667 + 32 + 24) + 24)
    #expect(root.number("width") == size.width && root.number("height") == size.height)
    #expect(root.all.first { $0.name == "title" }?.text == "Inbox at offsets 0, 27, 1000")
    let screens = root.screens
    #expect(screens.map { $0["data-offset"] } == ["0", "27", "1000"])
    let origins = screens.map { [$0.number("x"), $0.number("y")] }
    let expected: [[Double?]] = [[24, 56], [423, 56], [24, 779]]
    #expect(origins == expected)
    let captions = root.children.filter { $0.name == "text" }
    #expect(captions.map(\.text) == ["offset 0", "offset 27", "offset 1000"])
    // Centred over their screens, 12 above them.
    let centres: [Double?] = [211.5, 610.5, 211.5]
    let baselines: [Double?] = [44, 44, 767]
    #expect(captions.map { $0.number("x") } == centres)
    #expect(captions.map { $0.number("y") } == baselines)
  }

  @Test func moreColumnsThanOffsetsMakeOneRow() throws {
    let (_, root) = try Self.film(columns: 10)
    let size: (width: Double, height: Double) = (3 * (375 + 24) + 24, 667 + 32 + 24 + 24)
    #expect(root.number("width") == size.width && root.number("height") == size.height)
  }

  @Test func eachScreenIsTheSnapshotAtItsOffset() throws {
    let (drawing, root) = try Self.film(columns: 3)
    for (screen, offset) in zip(root.screens, Self.offsets) {
      let snapshot = try ElementSetTests.snapshot(drawing, at: offset)
      #expect(screen.dataIDs == snapshot.dataIDs, "at \(offset)")
      #expect(
        try #require(screen.boxes()).map(\.frame) == snapshot.screens[0].boxes()?.map(\.frame))
    }
  }

  @Test func theRowsShapesAreDefinedOnceForEveryScreen() throws {
    let (_, root) = try Self.film(columns: 3)
    let ids = root.all.compactMap { $0["id"] }
    #expect(Set(ids).count == ids.count, "an id twice: \(ids)")
    #expect(root.all.filter { $0.name == "defs" }.count == 1)
    // A row's background and a pinned row's.
    #expect(ids.count == 2)
    for use in root.all where use.name == "use" {
      let href = try #require(use["href"])
      #expect(ids.contains(String(href.dropFirst())), "\(href)")
    }
  }
}
