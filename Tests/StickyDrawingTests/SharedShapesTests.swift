import Testing

@testable import StickyDrawing

/// Rows drawn through shared shapes: one definition for each size and color a
/// row has, each row a `use` of the one it needs, its label in a group of the
/// labels that look alike.
@Suite struct SharedShapesTests {
  @Test(arguments: [(0, "a"), (25, "z"), (26, "aa"), (27, "ab"), (701, "zz"), (702, "aaa")])
  func idsAreAsShortAsTheyCanBe(number: Int, name: String) {
    #expect(SharedShapes.name(number) == name)
  }

  /// Three heights by two colors make six shapes; the dark rows' labels are white.
  @Test func eachRowUsesTheShapeOfItsHeightAndColor() throws {
    let drawing = try DrawingFixture.drawing("colored-rows.xml")
    let root = try ElementSetTests.snapshot(drawing, at: 0)
    let shapes = root.all.filter { $0.parent?.name == "defs" }
    #expect(shapes.count == 6)
    let uses = root.all.filter { $0.name == "use" }
    #expect(uses.count == 16)
    for use in uses {
      let id = try #require(use["data-id"])
      let index = try #require(Int(id.dropFirst("rows-".count)))
      let shape = try #require(use["href"].flatMap { use.element(withID: String($0.dropFirst())) })
      let background = try #require(shape.children.first)
      #expect(background.number("height") == [44, 60, 52][index % 3], "\(id)")
      #expect(background["fill"] == (index % 2 == 0 ? "#ffffff" : "#202020"), "\(id)")
      #expect(background.number("width") == 393)
      let separator = try #require(shape.children.last)
      #expect(separator["class"] == "s-separator")
    }
    let labelGroups = root.all.filter { $0.name == "g" && $0.children.first?.name == "text" }
    #expect(labelGroups.map { $0["class"] } == ["ink-dark", "ink-light"])
    #expect(labelGroups.map { $0.children.count } == [8, 8])
    #expect(labelGroups.allSatisfy { $0["transform"] == "translate(16)" })
  }

  @Test func aDrawingAmongOthersTakesAPrefix() throws {
    let drawing = try DrawingFixture.drawing("colored-rows.xml")
    var svg = SVGWriter()
    var shapes = SharedShapes(idPrefix: "thumb-colored-rows-")
    try drawing.write(into: &svg, timing: .offset(0), shapes: &shapes)
    let root = try #require(SVGElement.parse(svg.text))
    let ids = root.all.compactMap { $0["id"] }
    #expect(
      ids == ["a", "b", "c", "d", "e", "f"].map { "thumb-colored-rows-" + $0 })
    #expect(
      root.all.filter { $0.name == "use" }.allSatisfy {
        $0["href"]?.hasPrefix("#thumb-colored-rows-") == true
      })
  }

  /// A row's separator lies inside it, so that the box of its `use` is its
  /// frame, and runs across it, a screen pixel thick, as on the page; a pinned
  /// row has one at its top too.
  @Test func theSeparatorStaysInsideTheRow() throws {
    var shapes = SharedShapes()
    var svg = SVGWriter()
    let drawing = try DrawingFixture.drawing("inbox.xml")
    try drawing.write(into: &svg, timing: .offset(0), shapes: &shapes)
    let root = try #require(SVGElement.parse(svg.text))
    for shape in root.all where shape.parent?.name == "defs" {
      let background = try #require(shape.children.first)
      let separator = try #require(shape.children.last)
      let bottom = try #require(background.number("height"))
      #expect(try #require(separator.number("y")) + separator.number("height")! == bottom)
      #expect(separator.number("x") ?? 0 == 0)
      #expect(separator.number("width") == background.number("width"))
      #expect(separator.number("height") == 1)
      let lines = shape.children.filter { $0["class"] == "s-separator" }
      let pinned = background["class"] == "s-pinned"
      #expect(lines.count == (pinned ? 2 : 1))
      if pinned { #expect(lines[0].number("y") ?? 0 == 0 && lines[0].number("height") == 1) }
    }
    #expect(root.all.contains { $0["class"] == "s-pinned" })
  }
}
