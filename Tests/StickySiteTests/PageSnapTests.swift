import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickyDrawing
@testable import StickySite

/// What a page gets of SPEC section 14: the rule as page data, the panel's
/// line naming the block the content rests at, and the plot's marks.
@Suite struct PageSnapTests {
  static let feed = Screen.testing(
    id: "feed", device: Device.named("iphone-se")!,
    topBar: Bar.testing(edge: .top, height: 44),
    scroll: Scroll(
      id: "content", padding: .zero, spacing: 0, fill: false,
      children: [
        Block(
          id: "intro", sticky: .none, kind: .box(.init(height: 120)),
          snap: BlockSnap(align: .center, stop: .always)),
        Block(id: "plain", sticky: .none, kind: .box(.init(height: 80))),
        Block(
          id: "rows", sticky: .none,
          kind: .list(RowList.testing(count: 1_000_000, rowHeights: [300, 180])),
          snap: BlockSnap(align: .start)),
      ],
      snap: ScrollSnap(type: .proximity, duration: 0.4, easing: .ease)))

  static func data(_ screen: Screen) throws -> [String: Any] {
    let text = try PageData(solving: screen) { (value: String) throws(SiteError) in value }.json()
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The rule's numbers and its areas, a block by its height and a list by
  /// its rows, exactly as the twin reads them.
  @Test func thePageDataCarriesTheRule() throws {
    let snap = try #require(try Self.data(Self.feed)["snap"] as? [String: Any])
    let rule = Scene(screen: Self.feed).snap
    #expect(snap["type"] as? String == "proximity")
    // From under the bar (which covers the status bar) to the screen's foot.
    #expect(snap["snapport"] as? Double == rule.snapport && rule.snapport == 667 - 44)
    #expect(snap["shift"] as? Double == rule.shift)
    #expect(snap["maxOffset"] as? Double == rule.maxOffset)
    #expect(snap["duration"] as? Double == 0.4)
    #expect(snap["easing"] as? [Double] == [0.25, 0.1, 0.25, 1])
    let areas = try #require(snap["areas"] as? [[String: Any]])
    #expect(areas.count == 2)
    #expect(areas[0]["id"] as? String == "intro" && areas[0]["share"] as? Double == 0.5)
    #expect(areas[0]["stop"] as? Bool == true && areas[0]["height"] as? Double == 120)
    #expect(areas[0]["top"] as? Double == 0 && areas[0]["rows"] == nil)
    #expect(areas[1]["id"] as? String == "rows" && areas[1]["top"] as? Double == 200)
    #expect(areas[1]["stop"] as? Bool == false && areas[1]["height"] == nil)
    let rows = try #require(areas[1]["rows"] as? [String: Any])
    #expect(rows["count"] as? Int == 1_000_000 && rows["heights"] as? [Double] == [300, 180])
  }

  /// A screen that does not snap carries no rule and no line for it.
  @Test func aScreenThatDoesNotSnapCarriesNothingOfIt() throws {
    var plain = Self.feed
    plain.scroll.snap = .none
    #expect(try Self.data(plain)["snap"] == nil)
    #expect(SiteBuilder.snapReadout(Scene(screen: plain)).isEmpty)
    #expect(!MotionPlot(table: Scene(screen: plain), ticks: []).svg().contains("plot-snaps"))
    #expect(SiteBuilder.snapReadout(Scene(screen: Self.feed)).contains("id=\"snap-target\""))
  }

  /// The plot marks a million rows with one path of at most a mark per unit
  /// of its axis, each where the rule puts one; and a screen where only the
  /// content snaps still has a plot.
  @Test func thePlotMarksTheSnapPositionsPerUnit() throws {
    let table = Scene(screen: Self.feed)
    let plot = MotionPlot(table: table, ticks: [])
    #expect(!plot.isEmpty)
    let svg = plot.svg()
    let paths = svg.components(separatedBy: "class=\"plot-snaps\"")
    try #require(paths.count == 2, "one path of snap marks")
    let marks = paths[1].prefix { $0 != ">" }.components(separatedBy: "M").count - 1
    let units = Int(MotionPlot.width - MotionPlot.left - MotionPlot.right)
    let expected = table.snap.marks(
      from: table.lowestOffset, to: table.highestOffset, buckets: units)
    #expect(marks == expected.count && marks <= units && marks > 200, "\(marks) marks")
  }
}
