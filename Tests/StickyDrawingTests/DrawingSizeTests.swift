import StickyCore
import Testing

@testable import StickyDrawing

/// What drawings weigh: rows are `use`s of shared shapes with their labels
/// grouped, so that an animation along a long path through a long list stays
/// small enough to share.
@Suite struct DrawingSizeTests {
  /// The path: a pull, a release, then 50,000 points down (about 970
  /// rows of the fixture) and back.
  static func animation(to depth: Double) throws -> (size: Int, rows: Int) {
    let drawing = try DrawingFixture.drawing("hundred-thousand-rows.xml")
    let path = ScrollPath(points: [
      .init(offset: 0, time: 0), .init(offset: -150, time: 0.6), .init(offset: 0, time: 1),
      .init(offset: depth * 0.4, time: 3), .init(offset: depth, time: 5),
      .init(offset: 0, time: 7),
    ])
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let root = try #require(SVGElement.parse(svg))
    let rows = root.dataIDs.filter { $0.hasPrefix("rows-") }.count
    return (svg.utf8.count, rows)
  }

  @Test func aHundredThousandRowAnimationIsUnder100KB() throws {
    let (size, rows) = try Self.animation(to: 50_000)
    #expect(rows > 900)
    #expect(size < 100_000, "\(size) bytes")
  }

  /// What one more row on the path adds: a `use` and a label, under 80 bytes.
  @Test func anAnimatedRowCostsUnder80Bytes() throws {
    let deep = try Self.animation(to: 50_000)
    let shallow = try Self.animation(to: 25_000)
    let perRow = Double(deep.size - shallow.size) / Double(deep.rows - shallow.rows)
    #expect(deep.rows - shallow.rows > 400)
    #expect(perRow < 80, "\(perRow) bytes a row")
  }
}
