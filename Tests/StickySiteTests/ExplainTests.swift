import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The preview page's explanations: the breakpoint ticks and their labels,
/// the motion plot, and the facts.
@Suite struct ExplainTests {
  static func labels(_ screen: Screen) -> [Double: String] {
    Dictionary(
      BreakpointTicks(table: FrameTable(screen: screen)).ticks.map {
        ($0.offset, $0.label)
      },
      uniquingKeysWith: { first, _ in first })
  }

  @Test(arguments: Screens.gallery)
  func ticksAreTheBreakpointsOfFrames(_ screen: Screen) {
    let table = FrameTable(screen: screen)
    let breakpoints = table.breakpointOffsets(of: table.allElements)
    let ticks = BreakpointTicks(table: table).ticks
    #expect(ticks.map(\.offset) == Array(breakpoints.dropFirst().dropLast()))
    #expect(ticks.allSatisfy { !$0.label.isEmpty })
  }

  @Test func labelsSayWhatChanges() throws {
    let cell = Self.labels(Screens.stickyCell)
    // Row 25 starts pinned to the bottom of the screen.
    #expect(cell == [393: "items-25 reaches its place", 1000: "items-25 pins to the top"])
    // The cover covers the status bar at rest: it stretches from offset 59 down.
    #expect(
      Self.labels(Screens.stretchyHeader) == [59: "cover scrolls away; cover starts to stretch"])
    #expect(
      Self.labels(Screens.sectionHeaders) == [
        0: "header-1 pins to the top", 308: "header-1 is pushed away",
        364: "header-2 pins to the top",
      ])
    var collapsing = Screens.stretchyHeader
    collapsing.scroll.header?.collapsedHeight = 100
    #expect(Self.labels(collapsing).values.contains { $0.contains("cover is fully collapsed") })
  }

  @Test func ticksStayFewOnHugeLists() {
    let screen = Self.pinnedList(count: 1_000_000, pins: 10_000)
    let ticks = BreakpointTicks(table: FrameTable(screen: screen)).ticks
    #expect(ticks.count <= BreakpointTicks.limit)
    #expect(ticks.count > BreakpointTicks.limit / 2)
    #expect(ticks.contains { $0.label.hasSuffix("more") })
  }

  static func pinnedList(count: Int, pins: Int) -> Screen {
    Screen.testing(
      id: "pinned", device: Screens.iphone15,
      scroll: Scroll.testing(children: [
        Block.testing(
          id: "rows",
          kind: .list(
            RowList.testing(
              count: count, rowHeights: [44],
              pins: (0..<pins).map { .init(index: $0 * (count / pins) + 5, edge: .top) })))
      ]))
  }

  /// The plot as an XML parser reads it: the `data-for` of each curve, the
  /// breakpoint marks, the box the page's cursor spans. Nil when it is not
  /// well-formed.
  struct PlotMarkup {
    var curves: [String] = []
    var breaks: [Double] = []
    /// `data-x0`, `data-x1`, `data-y0`, `data-y1`.
    var axis: [Double] = []

    init?(_ svg: String) {
      guard let document = try? XMLDocument(xmlString: svg) else { return nil }
      func values(_ path: String, _ attribute: String) -> [String] {
        ((try? document.nodes(forXPath: path)) ?? []).compactMap {
          ($0 as? XMLElement)?.attribute(forName: attribute)?.stringValue
        }
      }
      curves = values("//*[@data-for]", "data-for")
      breaks = values("//*[@class='plot-break']", "data-offset").compactMap(Double.init)
      axis = ["data-x0", "data-x1", "data-y0", "data-y1"].compactMap {
        values("/*", $0).first.flatMap(Double.init)
      }
    }
  }

  @Test func plotDrawsMovingElementsAndBreakpoints() throws {
    for (screen, moving) in [
      (Screens.stickyCell, ["items-25"]), (Screens.stretchyHeader, ["cover"]),
      (Screens.sectionHeaders, ["header-1", "header-2", "header-3"]),
    ] {
      let table = FrameTable(screen: screen)
      let ticks = BreakpointTicks(table: table).ticks
      let markup = try #require(PlotMarkup(MotionPlot(table: table, ticks: ticks).svg()))
      #expect(markup.curves == moving, "\(screen.id)")
      #expect(markup.breaks == ticks.map(\.offset), "\(screen.id)")
      // The cursor is the page's, outside the SVG, over this box.
      #expect(markup.axis.count == 4 && markup.axis[0] < markup.axis[1])
      #expect(markup.axis.count == 4 && markup.axis[2] < markup.axis[3])
    }
  }

  /// An element that scrolls but fades: drawn for its effect only, in the
  /// effects panel, and its effect's ends are ticks.
  @Test func effectsHaveTheirOwnPanel() throws {
    var screen = Screens.stickyCell
    var fading = Block.testing(id: "fading", kind: .box(.init(height: 80, label: "Fades")))
    fading.effects = [
      Effect(
        part: .text, property: .opacity, timeline: .scroll(start: 100, end: 300), values: [1, 0])
    ]
    screen.scroll.children.insert(fading, at: 0)
    let table = FrameTable(screen: screen)
    let ticks = BreakpointTicks(table: table).ticks
    let labels = Self.labels(screen)
    #expect(labels[100] == "fading's text opacity starts to change")
    #expect(labels[300] == "fading's text opacity stops changing")
    let svg = MotionPlot(table: table, ticks: ticks).svg()
    let markup = try #require(PlotMarkup(svg))
    #expect(markup.curves == ["fading", "items-25"])
    let document = try XMLDocument(xmlString: svg)
    let fadingPaths = try document.nodes(forXPath: "//*[@data-for='fading']/*[local-name()='path']")
    #expect(
      fadingPaths.compactMap { ($0 as? XMLElement)?.attribute(forName: "class")?.stringValue }
        == ["plot-key", "plot-effect"])
  }

  @Test func plotSizeDoesNotGrowWithRows() throws {
    let screens = [(1_000, 1), (1_000_000, 1), (1_000_000, 10_000)].map {
      Self.pinnedList(count: $0, pins: $1)
    }
    let plots = screens.map {
      let table = FrameTable(screen: $0)
      return SiteBuilder.plot(table, ticks: BreakpointTicks(table: table).ticks)
    }
    let sizes = plots.map(\.utf8.count)
    #expect(sizes[1] < sizes[0] * 2)
    let markup = try #require(PlotMarkup(plots[2]))
    #expect(markup.curves.count == MotionPlot.curveLimit)
    #expect(sizes[2] < 40_000)
  }

  @Test func factsReadAsADesignerWouldSay() {
    #expect(NumberFormat.points(1480) == "1,480 pt")
    #expect(NumberFormat.points(1_234_567.25) == "1,234,567.3 pt")
    #expect(NumberFormat.points(120) == "120 pt")
    let facts = SiteBuilder.facts(
      Screens.sectionHeaders, table: FrameTable(screen: Screens.sectionHeaders))
    #expect(
      facts == "<dt>Screen</dt><dd>iPhone 15 · 393 × 852 pt</dd>"
        + "<dt>Content</dt><dd>1,092 pt tall, scrolls 394 pt</dd>"
        + "<dt>Under the top bar</dt><dd>120 pt</dd>"
        + "<dt>Kept clear at the bottom</dt><dd>34 pt</dd>"
        + "<dt>Sticky views pin</dt><dd>below 120 pt, above 818 pt</dd>"
        + "<dt>Pulls past either end</dt><dd>200 pt</dd>")
  }

  @Test func pageDataCarriesPinLinesAndTicks() throws {
    let screen = Screens.sectionHeaders
    let json = try PageData(solving: screen) {
      (value: String) throws(SiteError) in value
    }.json().text
    #expect(json.contains("\"pinLines\":{\"top\":120,\"bottom\":818}"))
    #expect(
      json.contains(
        "\"ticks\":[{\"o\":0,\"label\":\"header-1 pins to the top\"},"
          + "{\"o\":308,\"label\":\"header-1 is pushed away\"},"
          + "{\"o\":364,\"label\":\"header-2 pins to the top\"}]"))
  }

  @Test func descriptionIsEscapedOrTheHintStays() {
    var screen = Screens.stickyCell
    #expect(SiteBuilder.about(screen).contains(SiteBuilder.genericHint))
    screen.description = Screens.scriptClose
    let about = SiteBuilder.about(screen)
    #expect(!about.contains("<script>"))
    #expect(about.contains("&lt;/script&gt;"))
  }
}
