import Foundation
import StickyCore
import StickyDrawing
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickySite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the preview page says of bars that hide and floating headers (SPEC
/// section 12): their facts, their ticks, and the plot of `e` over the time of
/// the Play path, checked against `PathReplay`.
@Suite struct HidingExplainTests {
  static let screens = (try? BuiltInGalleryTests.screens()) ?? []

  static func screen(_ id: String) throws -> Screen {
    try #require(screens.first { $0.id == id })
  }

  static func facts(_ id: String) throws -> [String: String] {
    let screen = try screen(id)
    let html = SiteBuilder.facts(screen, table: Scene(screen: screen))
      .replacingOccurrences(of: "\u{00A0}", with: " ")
    let pairs = html.components(separatedBy: "<dt>").dropFirst().map {
      $0.replacingOccurrences(of: "</dd>", with: "").components(separatedBy: "</dt><dd>")
    }
    return Dictionary(uniqueKeysWithValues: pairs.map { ($0[0], $0[1]) })
  }

  @Test func factsSayWhatEachHidingElementDoes() throws {
    let reading = try Self.facts("reading-toolbar")
    #expect(
      reading["Bottom bar hides"]
        == "as you scroll down, all 83 pt; returns as soon as you scroll up; stays where you let go"
    )
    #expect(reading["Top bar hides"] == nil && reading["Sticky views pin"] == nil)

    let tabs = try Self.facts("enter-always-tabs")
    #expect(
      tabs["Top bar hides"]
        == "as you scroll down, all 88 pt; returns as soon as you scroll up; "
        + "snaps to the nearer end when you let go")
    // The tabs' pin line goes up with the bar, down to the status bar.
    #expect(
      tabs["Sticky views pin"]
        == "below 88 pt, above 915 pt; the top line moves up with the top bar, to 24 pt")

    let floating = try Self.facts("floating-header")
    #expect(
      floating["Header floats"]
        == "scrolls away as you scroll down; returns as soon as you scroll up, at 56 pt first, "
        + "then opening to 200 pt; snaps to the nearer end when you let go")

    // A screen where nothing hides says none of it.
    let still = try Self.facts("pinned-header-with-tabs")
    #expect(still.keys.allSatisfy { !$0.contains("hides") && !$0.contains("floats") })
    #expect(still["Sticky views pin"] == "below 120 pt, above 769 pt")
  }

  /// A floating header raises the top line to its bottom edge, and a bar at
  /// the bottom that hides lowers the bottom line.
  @Test func pinLinesFollowWhatHides() throws {
    var screen = try Self.screen("floating-header")
    screen.scroll.children[0].sticky = .top
    screen.bottomBars = [
      Bar(id: "tabs", edge: .bottom, height: 83, translucent: false, hide: .scroll)
    ]
    let text = SiteBuilder.pinLines(Scene(screen: screen))
      .replacingOccurrences(of: "\u{00A0}", with: " ")
    #expect(
      text
        == "below 259 pt, above 769 pt; the top line follows the floating header's bottom edge; "
        + "the bottom line moves down with the bottom bar, to 818 pt")
  }

  /// Bars stacked on an edge that hide each say so by id, and what they
  /// carry; the bottom line moves down with the stack, to the safe area.
  @Test func stackedBarsSayWhatTheyCarry() {
    var screen = Screen.testing(
      id: "stacked", device: Device.named("iphone-15")!,
      scroll: Scroll.testing(children: [
        Block.testing(id: "body", kind: .box(.init(height: 2000)))
      ]))
    screen.bottomBars = [
      Bar(id: "tabs", edge: .bottom, height: 83, translucent: false, hide: .scroll),
      Bar(id: "player", edge: .bottom, height: 64, translucent: true, hide: .scroll, snap: true),
    ]
    let table = Scene(screen: screen)
    let facts = SiteBuilder.hidingFacts(table).map {
      [$0.0, $0.1].map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
    }
    #expect(
      facts == [
        [
          "Bottom bar \"tabs\" hides",
          "as you scroll down, all 83 pt, carrying \"player\"; returns as soon as you scroll up; "
            + "stays where you let go",
        ],
        [
          "Bottom bar \"player\" hides",
          "as you scroll down, all 64 pt; returns as soon as you scroll up; "
            + "snaps to the nearer end when you let go",
        ],
      ])
    // B = 852 - 147 at rest; with both gone the player's top is 852, below
    // the home indicator's line at 818.
    #expect(
      SiteBuilder.pinLines(table).replacingOccurrences(of: "\u{00A0}", with: " ")
        == "below 59 pt, above 705 pt; the bottom line moves down with the bottom bars, to 818 pt")
  }

  /// Opaque bars stacked at an edge take room together, and say so.
  @Test func opaqueStackedBarsAreTheRoomTheyTake() {
    var screen = Screen.testing(
      id: "stacked", device: Device.named("iphone-15")!,
      scroll: Scroll.testing(children: [
        Block.testing(id: "body", kind: .box(.init(height: 2000)))
      ]))
    screen.bottomBars = [
      Bar(id: "tabs", edge: .bottom, height: 83, translucent: false),
      Bar(id: "player", edge: .bottom, height: 64, translucent: false),
      Bar(id: "strip", edge: .bottom, height: 20, translucent: true),
    ]
    let html = SiteBuilder.facts(screen, table: Scene(screen: screen))
      .replacingOccurrences(of: "\u{00A0}", with: " ")
    // 83 + 64 take room; the translucent strip further in lies over the content.
    #expect(html.contains("<dt>Under the bottom bars</dt><dd>147 pt</dd>"), "\(html)")
    #expect(html.contains("<dt>Kept clear at the bottom</dt><dd>20 pt</dd>"), "\(html)")
  }

  @Test func ticksSayWhenItHides() {
    let labels = Dictionary(
      uniqueKeysWithValues: ["reading-toolbar", "enter-always-tabs", "floating-header"].map { id in
        (id, (try? Self.screen(id)).map(ExplainTests.labels) ?? [:])
      })
    #expect(
      labels["reading-toolbar"] == [0: "bar-bottom starts to hide", 83: "bar-bottom is hidden"])
    #expect(
      labels["enter-always-tabs"] == [
        0: "bar-top starts to hide", 64: "tabs pins to the top", 88: "bar-top is hidden",
      ])
    // It collapses from 0 to 203, then leaves, its band under the status bar
    // too: its E is its height at offset 0, 200 + 59.
    #expect(
      labels["floating-header"] == [
        203: "appbar starts to hide; appbar is fully collapsed", 259: "appbar is hidden",
      ])
  }

  /// Paths that try the rule's corners on each screen: the Play path, a pull
  /// at the top and a push past the end, a lift during a running snap, a snap
  /// stopped by movement, a lift with nothing partly hidden, and random ones.
  static func paths(_ table: Scene) -> [ScrollPath] {
    let end = table.maxOffset
    let demo = ScrollPath.demo(for: table.hiding, screenHeight: table.viewport.height)
    let corners = ScrollPath(points: [
      .init(offset: 0, time: 0), .init(offset: -120, time: 0.3, lifts: true),
      .init(offset: 60, time: 0.8), .init(offset: 20, time: 1, lifts: true),
      .init(offset: 20, time: 1.1, lifts: true), .init(offset: 20, time: 1.2),
      .init(offset: end + 150, time: 2.4), .init(offset: end - 30, time: 2.7, lifts: true),
      .init(offset: end - 30, time: 2.8), .init(offset: end - 200, time: 3.3, lifts: true),
      .init(offset: end - 200, time: 3.9),
    ])
    var random = SplitMix64(seed: 19)
    let randomPaths = (0..<12).map { _ in
      var time = 0.0
      var offset = Double.random(in: 0...end, using: &random)
      var points: [ScrollPath.Point] = []
      for _ in 0..<12 {
        points.append(
          .init(offset: offset, time: time, lifts: Double.random(in: 0...1, using: &random) < 0.4))
        time += Double.random(in: 0.05...0.6, using: &random)
        // Stay put a third of the time, so that snaps run.
        if Double.random(in: 0...1, using: &random) > 0.33 {
          offset = Double.random(in: -150...(end + 150), using: &random)
        }
      }
      return ScrollPath(points: points)
    }
    return [demo, corners] + randomPaths
  }

  /// `e` on the curve the plot draws equals `PathReplay`'s at 1/500 s steps
  /// and at every point of the path, for each element that hides.
  @Test(arguments: ["reading-toolbar", "enter-always-tabs", "floating-header"])
  func theCurveOfEIsThePathsState(_ id: String) throws {
    let table = Scene(screen: try Self.screen(id))
    for path in Self.paths(table) {
      let replay = PathReplay(path: path, rules: table.content.rules)
      let times =
        Array(stride(from: 0, through: path.duration, by: 0.002)) + path.points.map(\.time)
      for element in table.hiding.hideableHeights.parts
      where table.hiding.hideableHeights[keyPath: element] > 0 {
        let curve = HiddenAmountCurve(element, along: replay)
        let worst = times.map {
          abs(curve.value(at: $0) - replay.state(at: $0).hidden[keyPath: element])
        }.max()!
        #expect(worst < 1e-6, "\(id) \(element) along \(path.text): off by \(worst)")
      }
    }
  }

  /// Where the content snaps (SPEC section 14), `e` follows each glide and
  /// the snaps wait for it to rest: the curve is the replay's still, along
  /// the same paths and along paths whose lifts give the momentum's travel.
  @Test func theCurveOfEFollowsTheGlides() throws {
    let layout = """
      <screen id="glides" device="iphone-se">
        <bar edge="bottom" height="50" hide="scroll" snap="true"/>
        <scroll snapType="mandatory" snapDuration="0.4" snapEasing="linear">
          <header id="hero" height="180" collapsedHeight="64" floating="true" snap="true"/>
          <box id="a" height="300" snapAlign="start"/>
          <box id="b" height="260" snapAlign="center"/>
          <box id="c" height="900" snapAlign="start"/>
          <box id="d" height="300" snapAlign="end" snapStop="always"/>
          <box id="e" height="700"/>
        </scroll>
      </screen>
      """
    let table = Scene(screen: try ScreenLoader.load(Array(layout.utf8), file: "glides.xml"))
    try #require(table.snap.snaps)
    let flings = Self.paths(table).map { path in
      ScrollPath(
        points: path.points.enumerated().map { index, point in
          var point = point
          if point.lifts { point.lift = .fling(index % 2 == 0 ? 240 : -500) }
          return point
        })
    }
    for path in Self.paths(table) + flings {
      let replay = PathReplay(path: path, rules: table.content.rules)
      let times =
        Array(stride(from: 0, through: replay.duration, by: 0.002)) + path.points.map(\.time)
      for element in table.hiding.hideableHeights.parts {
        let curve = HiddenAmountCurve(element, along: replay)
        let worst = times.map {
          abs(curve.value(at: $0) - replay.state(at: $0).hidden[keyPath: element])
        }.max()!
        #expect(worst < 1e-6, "\(element) along \(path.text): off by \(worst)")
      }
    }
  }

  /// The plot's SVG draws that curve: each cubic of its path data, sampled,
  /// lies on `PathReplay`'s `e` (to the plot's rounding); the lift is marked
  /// where the path lifts; and the page says why not against the offset.
  @Test(arguments: ["reading-toolbar", "enter-always-tabs", "floating-header"])
  func thePlotDrawsEOverTime(_ id: String) throws {
    let table = Scene(screen: try Self.screen(id))
    let plot = HiddenAmountPlot(table: table)
    let replay = PathReplay(path: plot.path, rules: table.content.rules)
    let document = try XMLDocument(xmlString: plot.svg())
    let root = try #require(document.rootElement())
    func number(_ node: XMLElement, _ name: String) -> Double {
      Double(node.attribute(forName: name)?.stringValue ?? "") ?? .nan
    }
    let panel = try #require(
      try document.nodes(forXPath: "//*[@class='plot-panel']").first as? XMLElement)
    let (x0, width) = (number(panel, "x"), number(panel, "width"))
    let (top, height) = (number(panel, "y"), number(panel, "height"))
    let highest = table.hiding.hideableHeights
    let scale = (highest.bars + [highest.header]).max()! / height
    let time = { (x: Double) in (x - x0) / width * plot.path.duration }
    let e = { (y: Double) in (top + height - y) * scale }

    let lifts = try document.nodes(forXPath: "//*[contains(@class, 'plot-lift')]")
      .compactMap { ($0 as? XMLElement).map { time(number($0, "x1")) } }
    #expect(lifts.count == 1 && abs(lifts[0] - 2) < 1e-6)
    let curves = try document.nodes(forXPath: "//*[@data-for]").compactMap { $0 as? XMLElement }
    #expect(curves.count == plot.entries.count && !curves.isEmpty)
    for (curve, entry) in zip(curves, plot.entries) {
      #expect(curve.attribute(forName: "data-for")?.stringValue == entry.id)
      let d = try #require(
        (try curve.nodes(forXPath: "*[@class='plot-y']").first as? XMLElement)?
          .attribute(forName: "d")?.stringValue)
      var worst = 0.0
      var covered = 0.0
      for segment in Self.segments(d) {
        for step in 0...20 {
          let s = Double(step) / 20
          let point = segment.point(s)
          let t = time(point.x)
          worst = max(worst, abs(e(point.y) - replay.state(at: t).hidden[keyPath: entry.element]))
        }
        covered = max(covered, time(segment.end.x))
      }
      #expect(worst < 0.01, "\(id) \(entry.id): off by \(worst) pt")
      #expect(abs(covered - plot.path.duration) < 1e-6)
    }
    #expect(root.attribute(forName: "role")?.stringValue == "img")
    let page = SiteBuilder.hiddenAmountPlot(table)
    #expect(page.contains("It cannot be drawn against the offset"))
    #expect(page.contains(HTMLText.escape(plot.path.text)))
  }

  @Test func noTimePlotWhereNothingHides() throws {
    for screen in Self.screens where Scene(screen: screen).hiding.isEmpty {
      #expect(SiteBuilder.hiddenAmountPlot(Scene(screen: screen)).isEmpty, "\(screen.id)")
    }
  }

  /// One piece of SVG path data: a line or a cubic from its start.
  struct Segment {
    var controls: [(x: Double, y: Double)]
    var end: (x: Double, y: Double) { controls[controls.count - 1] }

    func point(_ s: Double) -> (x: Double, y: Double) {
      var level = controls
      while level.count > 1 {
        level = (0..<level.count - 1).map {
          (
            level[$0].x + (level[$0 + 1].x - level[$0].x) * s,
            level[$0].y + (level[$0 + 1].y - level[$0].y) * s
          )
        }
      }
      return level[0]
    }
  }

  /// The segments of path data made of `M`, `L` and `C` with absolute numbers.
  static func segments(_ d: String) -> [Segment] {
    var result: [Segment] = []
    var current = (x: 0.0, y: 0.0)
    let scanner = Scanner(string: d)
    while !scanner.isAtEnd {
      guard let command = scanner.scanCharacter() else { break }
      let count = ["M": 1, "L": 1, "C": 3][String(command)] ?? 0
      let points = (0..<count).map { _ in
        (x: scanner.scanDouble() ?? .nan, y: scanner.scanDouble() ?? .nan)
      }
      if command != "M" { result.append(Segment(controls: [current] + points)) }
      if let last = points.last { current = last }
    }
    return result
  }
}
