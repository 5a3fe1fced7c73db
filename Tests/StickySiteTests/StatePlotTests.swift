import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// State effects and colours on the preview page's plot and in its facts
/// (SPEC section 13): a state is drawn in steps with the jump at the exact
/// threshold, a colour as a strip of itself, and the facts say when a state
/// holds and how long the page takes to change.
@Suite struct StatePlotTests {
  /// The sticky cell with a box at the top holding `effects`.
  static func screen(_ effects: [Effect]) -> Screen {
    var screen = Screens.stickyCell
    var title = Block.testing(id: "title", kind: .box(.init(height: 80, label: "Title")))
    title.effects = effects
    screen.scroll.children.insert(title, at: 0)
    return screen
  }

  /// The section headers of `Screens.sectionHeaders`, every header with
  /// `headerEffects` and the second section's text with `textEffects`.
  static func sections(headerEffects: [Effect], textEffects: [Effect] = []) -> Screen {
    var screen = Screens.sectionHeaders
    screen.scroll = Scroll.testing(
      children: (1...3).map { index in
        var header = Block.testing(
          id: "header-\(index)", sticky: .top,
          kind: .box(.init(height: 56, label: "Section \(index)", color: "#34c759")))
        header.effects = headerEffects
        var text = Block.testing(
          id: "text-\(index)", kind: .text(Block.Text.testing(text: "Long text", lines: 14)))
        text.effects = index == 2 ? textEffects : []
        return Block.testing(
          id: "section-\(index)", kind: .stack(Block.Stack.testing(children: [header, text])))
      })
    return screen
  }

  /// The height of the plot's effect bands, as the plot draws them.
  static func bandHeight(_ svg: String) throws -> Double {
    try #require(Double(try nodes(svg, "//*[@class='plot-panel']").last?["height"] ?? ""))
  }

  static func svg(_ screen: Screen) -> (svg: String, table: Scene) {
    let table = Scene(screen: screen)
    return (MotionPlot(table: table, ticks: BreakpointTicks(table: table).ticks).svg(), table)
  }

  /// The nodes under `path` with their attributes.
  static func nodes(_ svg: String, _ path: String) throws -> [[String: String]] {
    let document = try XMLDocument(xmlString: svg)
    return try document.nodes(forXPath: path).compactMap { node in
      guard let element = node as? XMLElement else { return nil }
      var attributes: [String: String] = [:]
      for attribute in element.attributes ?? [] {
        attributes[attribute.name ?? ""] = attribute.stringValue
      }
      return attributes
    }
  }

  /// Where the plot puts `offset` on its axis, from the axis it states.
  static func x(_ offset: Double, in svg: String) throws -> Double {
    let root = try #require(try nodes(svg, "/*").first)
    let number = { (name: String) in Double(root[name] ?? "") ?? .nan }
    return number("data-x0") + (offset - number("data-lowest"))
      / (number("data-highest") - number("data-lowest")) * (number("data-x1") - number("data-x0"))
  }

  /// A path's commands, each with its numbers.
  static func commands(_ d: String) -> [(String, [Double])] {
    d.matches(of: /([MLHV])([-0-9. ]+)/).map {
      (
        String($0.output.1),
        $0.output.2.split(separator: " ").compactMap { Double($0) }
      )
    }
  }

  /// The vertical jumps of a path: where (x) and from which height to which.
  static func jumps(_ d: String) -> [(x: Double, from: Double, to: Double)] {
    var x = 0.0
    var y = 0.0
    var result: [(x: Double, from: Double, to: Double)] = []
    for (command, numbers) in commands(d) {
      switch command {
      case "M", "L":
        x = numbers[0]
        y = numbers[1]
      case "H": x = numbers[0]
      case "V":
        result.append((x, y, numbers[0]))
        y = numbers[0]
      default: break
      }
    }
    return result
  }

  static func effectPaths(_ svg: String, of id: String) throws -> [String] {
    try nodes(
      svg, "//*[@data-for='\(id)']/*[local-name()='path'][starts-with(@class, 'plot-effect')]"
    )
    .compactMap { $0["d"] }
  }

  /// A state is level between thresholds and jumps by the band's whole height
  /// at the exact threshold: up where `scrolled` starts to hold at 0, down
  /// where `not-at-end` stops at `maxOffset`.
  @Test func statesAreDrawnAsSteps() throws {
    let (svg, table) = Self.svg(
      Self.screen([
        Effect(part: .self, property: .shadow, timeline: .state(.scrolled), values: [0, 1]),
        Effect(part: .text, property: .opacity, timeline: .state(.notAtEnd), values: [0.2, 1]),
      ]))
    let paths = try Self.effectPaths(svg, of: "title")
    #expect(paths.count == 2)
    let shadow = Self.jumps(paths[0])
    try #require(shadow.count == 1)
    #expect(abs(shadow[0].x - (try Self.x(0, in: svg))) < 0.01)
    #expect(abs((shadow[0].from - shadow[0].to) - (try Self.bandHeight(svg))) < 0.01)
    let opacity = Self.jumps(paths[1])
    try #require(opacity.count == 1)
    #expect(abs(opacity[0].x - (try Self.x(table.maxOffset, in: svg))) < 0.01)
    // Down from 1 to 0.2 of the opacity band.
    #expect(abs((opacity[0].to - opacity[0].from) - 0.8 * (try Self.bandHeight(svg))) < 0.01)
  }

  /// A stuck header steps where it pins, once for each section header, at
  /// the offsets where the frames leave the natural place.
  @Test func stuckHeadersStepWhereTheyPin() throws {
    let (svg, table) = Self.svg(
      Self.sections(headerEffects: [
        Effect(part: .self, property: .shadow, timeline: .state(.stuck), values: [0, 1])
      ]))
    for (id, pins) in [("header-1", 0.0), ("header-2", 364), ("header-3", 728)]
    where pins < table.highestOffset {
      let jumps = Self.jumps(try #require(try Self.effectPaths(svg, of: id).first))
      #expect(
        jumps.map(\.x).map { ($0 * 100).rounded() } == [
          ((try Self.x(pins, in: svg)) * 100).rounded()
        ], "\(id)")
    }
  }

  /// Tops and heights that leave the screen are cut at their panel's edge,
  /// so that a header coming from below never crosses the bands under it.
  @Test func topsAndHeightsStayInTheirPanel() throws {
    let (svg, _) = Self.svg(
      Self.sections(headerEffects: [
        Effect(part: .self, property: .shadow, timeline: .state(.stuck), values: [0, 1])
      ]))
    let panel = try #require(try Self.nodes(svg, "//*[@class='plot-panel']").first)
    let clip = try #require(
      try Self.nodes(svg, "//*[local-name()='clipPath'][@id='plot-panel-clip']/*").first)
    #expect(clip["y"] == panel["y"] && clip["height"] == panel["height"])
    let lines = try Self.nodes(svg, "//*[@class='plot-y' or @class='plot-h']")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0["clip-path"] == "url(#plot-panel-clip)" })
  }

  /// A colour is a strip of itself: a state as one rectangle per stretch, in
  /// its two colours, split at the threshold; a colour on the offset as a
  /// gradient with a stop where each channel bends.
  @Test func colorsAreStripsOfThemselves() throws {
    let colors = ["#ffffff", "#3366cc80"].map { Color($0)! }
    let (svg, _) = Self.svg(
      Self.screen([
        Effect(part: .self, property: .color, timeline: .state(.scrolled), colors: colors)
      ]))
    let rects = try Self.nodes(svg, "//*[@data-for='title']/*[@class='plot-swatch']")
    #expect(rects.map { $0["fill"] } == ["#ffffff", "#3366cc"])
    #expect(rects.map { $0["fill-opacity"] } == ["1", "0.502"])
    let split = try Self.x(0, in: svg)
    let first = try #require(rects.first)
    let last = try #require(rects.last)
    let firstEnd = Double(first["x"]!)! + Double(first["width"]!)!
    #expect(abs(firstEnd - split) < 0.01 && abs(Double(last["x"]!)! - split) < 0.01)
    #expect(try Self.texts(svg).contains("color"))

    let fading = ["#ff0000", "#0000ff00"].map { Color($0)! }
    let (gradientSVG, table) = Self.svg(
      Self.screen([
        Effect(part: .self, property: .color, timeline: .scroll(start: 0, end: 100), colors: fading)
      ]))
    let stops = try Self.nodes(gradientSVG, "//*[local-name()='linearGradient']/*")
    #expect(stops.map { $0["stop-color"] } == ["#ff0000", "#ff0000", "#000000", "#000000"])
    #expect(stops.map { $0["stop-opacity"] } == ["1", "1", "0", "0"])
    let span = table.highestOffset - table.lowestOffset
    #expect(
      stops.compactMap { $0["offset"].flatMap(Double.init) }.map { ($0 * 1000).rounded() }
        == [0, -table.lowestOffset / span, (100 - table.lowestOffset) / span, 1].map {
          ($0 * 1000).rounded()
        })
  }

  static func texts(_ svg: String) throws -> [String] {
    try XMLDocument(xmlString: svg).nodes(forXPath: "//*[local-name()='text']").compactMap {
      $0.stringValue
    }
  }

  /// Each element's states in words: what changes from what to what, while
  /// what holds, at which offsets, and over how long; effects of one element
  /// that agree share a fact.
  @Test func factsSayWhenAStateHoldsAndHowLongItTakes() throws {
    var screen = Self.screen([
      Effect(
        part: .self, property: .color, timeline: .state(.scrolled),
        colors: ["#ffffff00", "#f9f9f9f0"].map { Color($0)! }),
      Effect(part: .self, property: .shadow, timeline: .state(.scrolled), values: [0, 1]),
      Effect(
        part: .text, property: .opacity, timeline: .state(.notAtEnd), values: [0, 1], duration: 0),
    ])
    screen.scroll.children[1].effects = []
    let table = Scene(screen: screen)
    let facts = SiteBuilder.facts(screen, table: table)
      .replacingOccurrences(of: "\u{00A0}", with: " ")
    #expect(
      facts.contains(
        "<dt>title</dt><dd>background #ffffff00 → #f9f9f9f0, shadow 0 → 1 while the content is "
          + "scrolled (offset above 0), over 0.25 s</dd>"))
    #expect(
      facts.contains(
        "<dt>title</dt><dd>text opacity 0 → 1 while the content is short of its end "
          + "(offset below \(NumberFormat.string(table.maxOffset))), at once</dd>"))
  }

  @Test func factsNameTheStuckSubjectAndTheCollapse() throws {
    var screen = Self.sections(
      headerEffects: [],
      textEffects: [
        Effect(
          part: .self, property: .opacity, timeline: .state(.stuck), values: [1, 0.5],
          subject: "header-2", duration: 0.6)
      ])
    screen.scroll.header = Header.testing(id: "top", height: 200, collapsedHeight: 100)
    screen.scroll.header?.effects = [
      Effect(part: .image, property: .opacity, timeline: .state(.collapsed), values: [1, 0])
    ]
    let table = Scene(screen: screen)
    let facts = SiteBuilder.stateFacts(table).map { "\($0): \($1)" }
    // Where each state starts to hold, as its track says.
    func start(_ id: String) throws -> String {
      NumberFormat.string(
        try #require(
          table.tracks.first { $0.id == id }?.effects.first?.state?.intervals.first?.lower))
    }
    let expected = [
      "top: image opacity 1 → 0 while the header is collapsed (offset from \(try start("top"))), "
        + "over 0.25 s",
      "text-2: opacity 1 → 0.5 while header-2 is stuck (offset above \(try start("text-2"))), "
        + "over 0.6 s",
    ]
    #expect(expected.allSatisfy(facts.contains), "\(facts)")
  }

  /// A tick at each threshold says what the state steps to past it.
  @Test func ticksSayWhatAStateStepsTo() {
    let screen = Self.screen([
      Effect(part: .self, property: .shadow, timeline: .state(.scrolled), values: [0, 1]),
      Effect(
        part: .self, property: .color, timeline: .state(.notAtEnd),
        colors: ["#ffffff00", "#f9f9f9f0"].map { Color($0)! }),
    ])
    let table = Scene(screen: screen)
    let labels = Dictionary(
      BreakpointTicks(table: table).ticks.map { ($0.offset, $0.label) },
      uniquingKeysWith: { first, _ in first })
    #expect(labels[0]?.contains("title's shadow steps to 1") == true)
    // A colour as written.
    #expect(labels[table.maxOffset]?.contains("title's color steps to #ffffff00") == true)
  }
}
