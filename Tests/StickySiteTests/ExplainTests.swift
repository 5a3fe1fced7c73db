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
      BreakpointTicks(table: Scene(screen: screen)).ticks.map {
        ($0.offset, $0.label)
      },
      uniquingKeysWith: { first, _ in first })
  }

  @Test(arguments: Screens.gallery)
  func ticksAreTheBreakpointsOfFrames(_ screen: Screen) {
    let table = Scene(screen: screen)
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
    let ticks = BreakpointTicks(table: Scene(screen: screen)).ticks
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
      let table = Scene(screen: screen)
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
    let table = Scene(screen: screen)
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
        == ["plot-key", "plot-effect p-text"])
  }

  /// The texts of the plot, by class, in document order.
  static func texts(_ svg: String, _ kind: String) throws -> [String] {
    let document = try XMLDocument(xmlString: svg)
    return try document.nodes(forXPath: "//*[local-name()='text'][@class='\(kind)']").compactMap {
      $0.stringValue
    }
  }

  /// One band per property, each with its name and its own scale: opacity
  /// 0 to 1, scale from 0, translations in points through 0; a legend says
  /// which line style is which part.
  @Test func effectBandsHaveANameAScaleAndALegend() throws {
    var screen = Screens.stickyCell
    var moving = Block.testing(id: "moving", kind: .box(.init(height: 80, label: "Moves")))
    let timeline = Effect.Timeline.scroll(start: 100, end: 300)
    moving.effects = [
      Effect(part: .text, property: .opacity, timeline: timeline, values: [1, 0.25]),
      Effect(part: .self, property: .scale, timeline: timeline, values: [1, 1.2]),
      Effect(part: .text, property: .translateY, timeline: timeline, values: [0, -28]),
    ]
    screen.scroll.children.insert(moving, at: 0)
    let table = Scene(screen: screen)
    let svg = MotionPlot(table: table, ticks: BreakpointTicks(table: table).ticks).svg()
    #expect(try Self.texts(svg, "plot-name") == ["opacity", "scale", "translateY, pt"])
    let labels = try Self.texts(svg, "plot-label")
    // Screen top and bottom, then each band's top and bottom.
    #expect(Array(labels.prefix(8)) == ["0", "667", "1", "0", "1.2", "0", "0", "-28"])
    #expect(labels.contains("on its text") && labels.contains("effect on the element"))
    #expect(!labels.contains("on its image"))
    let document = try XMLDocument(xmlString: svg)
    let paths = try document.nodes(forXPath: "//*[@data-for='moving']/*[local-name()='path']")
    #expect(
      paths.compactMap { ($0 as? XMLElement)?.attribute(forName: "class")?.stringValue }
        == ["plot-key", "plot-effect p-text", "plot-effect p-self", "plot-effect p-text"])
  }

  /// The axis is labelled with the slider's range at its ends, offset 0 and
  /// the end of the scroll at their lines.
  @Test func theAxisHasTheSlidersRange() throws {
    let table = Scene(screen: Screens.stickyCell)
    let svg = MotionPlot(table: table, ticks: BreakpointTicks(table: table).ticks).svg()
    let labels = try Self.texts(svg, "plot-label")
    let n = NumberFormat.string
    let axis = [n(table.lowestOffset), "offset, pt", n(table.highestOffset)]
    #expect(labels.indices.contains { Array(labels.dropFirst($0).prefix(3)) == axis })
    #expect(labels.contains(n(table.maxOffset)))
    #expect(table.lowestOffset == -table.overscroll)
    #expect(table.highestOffset == table.maxOffset + table.overscroll)
  }

  /// A screen where only effects change has its bands and no empty panel of
  /// tops and heights.
  @Test func onlyEffectsMeansOnlyBands() throws {
    var fading = Block.testing(id: "fading", kind: .box(.init(height: 80, label: "Fades")))
    fading.effects = [
      Effect(
        part: .self, property: .opacity, timeline: .scroll(start: 0, end: 100), values: [1, 0])
    ]
    let screen = Screen.testing(
      id: "fades", device: Screens.iphone15, scroll: Scroll.testing(children: [fading]))
    let table = Scene(screen: screen)
    let svg = MotionPlot(table: table, ticks: BreakpointTicks(table: table).ticks).svg()
    let document = try XMLDocument(xmlString: svg)
    #expect(try document.nodes(forXPath: "//*[@class='plot-panel']").count == 1)
    #expect(try Self.texts(svg, "plot-name") == ["opacity"])
    #expect(!(try Self.texts(svg, "plot-label")).contains("852"))
  }

  /// A screen where nothing moves on its own gets a sentence, not a plot.
  @Test func aStillScreenGetsASentence() {
    let screen = Screen.testing(
      id: "still", device: Screens.iphone15,
      scroll: Scroll.testing(children: [
        Block.testing(id: "card", kind: .box(.init(height: 120, label: "Still")))
      ]))
    let table = Scene(screen: screen)
    #expect(MotionPlot(table: table, ticks: []).isEmpty)
    let html = SiteBuilder.plot(table, ticks: [])
    #expect(html == "<p class=\"plot-empty\" id=\"plot-empty\">\(SiteBuilder.emptyPlot)</p>")
    #expect(!MotionPlot(table: Scene(screen: Screens.stickyCell), ticks: []).isEmpty)
  }

  /// Where nothing follows the content's offset but a carousel's cards
  /// change as it scrolls (the gallery's growing card), the content's
  /// sentence says so for the content alone, and the carousel's plot follows.
  @Test func aStillContentKeepsItsCarouselsPlots() throws {
    let screen = try #require(try BuiltInGalleryTests.screens().first { $0.id == "growing-card" })
    let table = Scene(screen: screen)
    #expect(MotionPlot(table: table, ticks: BreakpointTicks(table: table).ticks).isEmpty)
    let html = SiteBuilder.plot(table, ticks: BreakpointTicks(table: table).ticks)
    #expect(
      html.hasPrefix(
        "<p class=\"plot-empty\" id=\"plot-empty\">\(SiteBuilder.emptyContentPlot)</p>"))
    #expect(html.contains("Carousel row, against its own offset"))
    #expect(html.contains("data-carousel=\"row\""))
  }

  /// Each breakpoint is a button that says its offset and what changes there.
  @Test func breakpointsAreButtons() {
    let ticks = BreakpointTicks(table: Scene(screen: Screens.sectionHeaders)).ticks
    let html = SiteBuilder.breakpoints(ticks)
    #expect(
      html.contains(
        "<li><button type=\"button\" data-offset=\"308\">header-1 is pushed away</button></li>"))
    #expect(html.components(separatedBy: "<button").count == ticks.count + 1)
    #expect(SiteBuilder.breakpoints([]) == "")
  }

  @Test func plotSizeDoesNotGrowWithRows() throws {
    let screens = [(1_000, 1), (1_000_000, 1), (1_000_000, 10_000)].map {
      Self.pinnedList(count: $0, pins: $1)
    }
    let plots = screens.map {
      let table = Scene(screen: $0)
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
    // Numbers keep to their units and the words before them (no-break spaces).
    let facts = SiteBuilder.facts(
      Screens.sectionHeaders, table: Scene(screen: Screens.sectionHeaders)
    ).replacingOccurrences(of: "\u{00A0}", with: "_")
    #expect(
      facts == "<dt>Screen</dt><dd>iPhone_15_· 393_×_852_pt</dd>"
        + "<dt>Content</dt><dd>1,092_pt tall, scrolls_394_pt</dd>"
        + "<dt>Under the top bar</dt><dd>120_pt</dd>"
        + "<dt>Kept clear at the bottom</dt><dd>34_pt</dd>"
        + "<dt>Sticky views pin</dt><dd>below_120_pt, above_818_pt</dd>"
        + "<dt>Pulls past either end</dt><dd>200_pt</dd>")
  }

  @Test func pageDataCarriesPinLinesAndTicks() throws {
    let screen = Screens.sectionHeaders
    let json = try PageData(solving: screen) {
      (value: String) throws(SiteError) in value
    }.json()
    #expect(json.contains("\"pinLines\":{\"top\":120,\"bottom\":818}"))
    #expect(
      json.contains(
        "\"ticks\":[{\"o\":0,\"label\":\"header-1 pins to the top\"},"
          + "{\"o\":308,\"label\":\"header-1 is pushed away\"},"
          + "{\"o\":364,\"label\":\"header-2 pins to the top\"}]"))
  }

  @Test func descriptionIsEscapedOrTheHintStays() {
    var screen = Screens.stickyCell
    #expect(SiteBuilder.about(screen).contains(SiteBuilder.genericHint.pointer))
    #expect(SiteBuilder.about(screen).contains(SiteBuilder.genericHint.touch))
    screen.description = Screens.scriptClose
    let about = SiteBuilder.about(screen)
    #expect(!about.contains("<script>"))
    #expect(about.contains("&lt;/script&gt;"))
  }
}
