import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// A list's pins, kept as one array of rows with their edges and tracks.
@Suite struct RowTracksTests {
  @Test func everyPinIsFoundByItsIndexAndNoOtherRowIs() throws {
    let json = ManyPinsLayout.json(rows: 10_000, every: 7)
    let screen = try ScreenLoader.load(Array(json.utf8), file: "pins.json")
    let table = Scene(screen: screen)
    let rows = try #require(table.tracks.compactMap(\.rows).first)
    #expect(rows.pins.map(\.index) == Array(stride(from: 3, to: 10_000, by: 7)))
    #expect(rows.pins.allSatisfy { $0.edge == .top })
    let positions = Dictionary(
      uniqueKeysWithValues: rows.pins.enumerated().map { ($1.index, $0) })
    for row in 0..<rows.count {
      #expect(rows.pinPosition(of: row) == positions[row], "row \(row)")
    }
    for pin in rows.pins {
      #expect(rows.y(ofRow: pin.index) == pin.y)
    }
  }

  /// The edges the layout gives its pins reach the tracks, each with its row.
  @Test func pinsKeepTheEdgesTheLayoutGives() throws {
    let json = """
      {"type": "screen", "id": "edges", "children": [{"type": "scroll", "children": [
        {"type": "list", "id": "rows", "count": 40, "children": [
          {"type": "pin", "index": 30, "edge": "bottom"}, {"type": "pin", "index": 2, "edge": "top"},
          {"type": "pin", "index": 12, "edge": "both"}]}]}]}
      """
    let table = Scene(screen: try ScreenLoader.load(Array(json.utf8), file: "edges.json"))
    let rows = try #require(table.tracks.compactMap(\.rows).first)
    #expect(rows.pins.map(\.index) == [2, 12, 30])
    #expect(rows.pins.map(\.edge) == [.top, .both, .bottom])
  }
}
