import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Screens whose bars and headers answer how they were scrolled (SPEC
  /// section 12), each with the path it is played along: the gallery's kinds
  /// (a reading screen whose toolbar hides, a snapping bar that hides over
  /// sticky tabs with a floating header under it, a floating collapsing
  /// header) and a generated one.
  static let playLayouts: [(xml: String, path: PlayPath)] = [
    (
      """
      <screen id="reader" device="iphone-15">
        <bar edge="bottom" height="50" translucent="true" hide="scroll" snap="true" label="Toolbar"/>
        <scroll padding="16" spacing="12">
          <text id="title" text="A long read" lineHeight="34"/>
          <text id="p1" lines="12" text="Paragraph one"/>
          <box id="figure" height="220" label="Figure"/>
          <text id="p2" lines="20" text="Paragraph two"/>
          <text id="p3" lines="16" text="Paragraph three"/>
        </scroll>
      </screen>
      """, .demo
    ),
    (
      """
      <screen id="enter-always" device="iphone-15">
        <bar edge="top" height="56" hide="scroll" snap="true" label="Inbox"/>
        <scroll>
          <header id="hero" height="180" collapsedHeight="64" floating="true" snap="true" title="Floating"/>
          <box id="tabs" height="44" sticky="top" label="Tabs"/>
          <list id="mail" count="60" rowHeight="64">
            <pin index="12" edge="both"/>
          </list>
        </scroll>
      </screen>
      """, .snapsBothWays
    ),
    (
      """
      <screen id="flexible" device="iphone-se">
        <bar edge="bottom" height="44" hide="scroll" label="Tabs"/>
        <scroll spacing="8">
          <header id="app-bar" height="220" collapsedHeight="56" stretch="false" floating="true" snap="true" title="Flexible"/>
          <list id="items" count="40" rowHeights="48 72">
            <pin index="5" edge="top"/>
            <pin index="30" edge="bottom"/>
          </list>
        </scroll>
      </screen>
      """, .snapsBothWays
    ),
  ]

  /// The path a screen is played along.
  enum PlayPath {
    /// The Play control's path (`ScrollPath.demo`).
    case demo
    /// Down, back 0.3 of the tallest element that hides and a lift (it snaps
    /// away), back 0.8 more and a lift (it snaps back) cut short by a move
    /// past the end, then a pull past the top.
    case snapsBothWays

    func path(for table: Scene) -> ScrollPath {
      let heights = table.hiding.hideableHeights
      let tallest = (heights.bars + [heights.header]).max()!
      switch self {
      case .demo:
        return ScrollPath.demo(for: table.hiding, screenHeight: table.viewport.height)
      case .snapsBothWays:
        let down = min(table.maxOffset, 3 * tallest)
        let away = down - 0.3 * tallest
        let back = away - 0.8 * tallest
        let points: [(Double, Double, Bool)] = [
          (0, 0, false), (down, 0.8, false), (away, 1.1, true), (away, 1.5, false),
          (back, 1.8, true), (back, 1.9, false), (table.maxOffset + 60, 2.7, false),
          (table.maxOffset, 3, false), (-100, 3.9, true), (0, 4.2, false),
        ]
        return ScrollPath(
          points: points.map {
            ScrollPath.Point(offset: NumberFormat.rounded($0.0), time: $0.1, lifts: $0.2)
          })
      }
    }
  }

  /// The generated screen played along the Play control's path.
  static let playGeneratedSeed: UInt64 = 0x9A7B_91A7

  /// `stickyPreview.play(path)` in real time, read at every animation frame
  /// from a loop in the page: each frame's elements against `frames --path`
  /// at that frame's `pathTime`, within 0.5 px.
  @Test(arguments: BrowserKind.allCases)
  func playFollowsFramesAlongPaths(_ kind: BrowserKind) async throws {
    var screens = try Self.playLayouts.map { layout in
      (
        try ScreenLoader.load(Array(layout.xml.utf8), file: "play.xml"), layout.path
      )
    }
    screens.append(
      (LayoutGenerator.pathScreen(seed: Self.playGeneratedSeed, id: "generated"), .demo))
    let layouts = try SiteTool.writeLayouts(screens.map(\.0))
    let folder = layouts[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    let started = Date()
    var read: [String] = []
    try await Self.withBrowser(kind) { browser in
      for ((screen, kindOfPath), layout) in zip(screens, layouts) {
        let table = Scene(screen: screen)
        let path = kindOfPath.path(for: table)
        try await browser.navigate(to: Self.page(site, screen.id))
        let played = try await Self.play(path, in: browser)
        read.append("\(screen.id) \(played.frames.count) frames in \(cssNumber(path.duration)) s")
        Self.record(
          try await Self.playProblems(played, path: path, screen: screen, layout: layout)
            .map { "\(kind), \(screen.id) along \(path.text): \($0)" })
      }
    }
    print(
      "Play along paths \(kind): " + read.joined(separator: ", ")
        + String(format: "; %.1f s", Date().timeIntervalSince(started)))
  }

  struct Playback: Decodable {
    /// The page at each animation frame while the path played, and once more
    /// when `play` resolved.
    var frames: [PathRunner.Sample]
    var scale: Double
    /// Milliseconds from the call of `play` to its promise resolving.
    var elapsed: Double
  }

  /// Plays `path` on the open page, measuring it at every animation frame.
  static func play(_ path: ScrollPath, in browser: Browser) async throws -> Playback {
    try await browser.runAsync(
      """
      (path) => new Promise((resolve, reject) => {
        \(PageProbe.measureSource)
        const sp = window.stickyPreview;
        const frames = [];
        const read = () => {
          const shown = measure(String(sp.screen));
          shown.time = sp.pathTime;
          const hidden = sp.hidden;
          shown.hidden = hidden.bars;
          shown.target = sp.snapTarget;
          frames.push(shown);
          return shown;
        };
        let playing = true;
        const tick = () => {
          if (!playing) return;
          if (sp.pathTime !== null) read();
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const start = performance.now();
        sp.play(path).then(() => {
          playing = false;
          const elapsed = performance.now() - start;
          const last = read();
          resolve({frames, scale: last.scale, elapsed});
        }, reject);
      })
      """, path.text)
  }

  /// What the playback got wrong: frames away from `frames --path` at their
  /// times (within 0.5 px), times that go back, an end that is not the path's
  /// end, or a play faster than real time.
  static func playProblems(_ played: Playback, path: ScrollPath, screen: Screen, layout: URL)
    async throws -> [String]
  {
    var problems: [String] = []
    if abs(played.scale - 1) > 1e-3 { problems.append("the screen is scaled by \(played.scale)") }
    let times = played.frames.compactMap(\.time)
    if times.count != played.frames.count { problems.append("pathTime was null while playing") }
    if times.count < 3 { problems.append("only \(times.count) frames were read while playing") }
    if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
      problems.append("pathTime went back: \(times.map(cssNumber))")
    }
    if times.last != path.duration {
      problems.append(
        "the last frame shows time \(times.last.map(cssNumber) ?? "none"), "
          + "not the end \(cssNumber(path.duration))")
    }
    // Real time, less the frame that may separate the call from the start.
    if played.elapsed < path.duration * 1000 - 50 {
      problems.append("played \(cssNumber(path.duration)) s in \(cssNumber(played.elapsed)) ms")
    }
    guard !times.isEmpty else { return problems }
    // `frames` reads times to 1/10,000 s: at a few thousand points a second
    // that moves nothing by more than a few tenths of a hundredth of a point.
    let asked = NumberFormat.distinctOffsets(times)
    let expected = try await SiteTool.frames(of: layout, path: path, times: asked)
    let index = Dictionary(uniqueKeysWithValues: asked.enumerated().map { ($1, $0) })
    let check = PathFramesCheck(
      expected: expected, screen: screen, tolerance: PageProbe.tolerance)
    for frame in played.frames {
      guard let time = frame.time, let at = index[NumberFormat.rounded(time)] else { continue }
      problems += check.mismatches(frame, at: at, slack: .none).map(\.description)
    }
    return problems
  }
}
