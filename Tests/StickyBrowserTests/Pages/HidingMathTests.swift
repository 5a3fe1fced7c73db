import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Screens whose bars hide and whose header floats (SPEC section 12), each
  /// with sticky elements that follow the moving pin lines.
  static let hidingScreens = [
    Screen.testing(
      id: "hiding", title: "Hiding", device: Device.named("iphone-15")!,
      topBar: Bar(
        id: "bar-top", edge: .top, height: 56, translucent: false, hide: .scroll, snap: true),
      bottomBar: Bar(
        id: "bar-bottom", edge: .bottom, height: 50, translucent: false, hide: .scroll),
      scroll: Scroll.testing(
        header: Header(
          id: "hero", height: 180, collapsedHeight: 80, pinned: false, stretch: true,
          floating: true, snap: true, title: "Hero"),
        children: [
          Block.testing(id: "intro", kind: .box(.init(height: 120, label: "Intro"))),
          Block.testing(id: "tabs", sticky: .top, kind: .box(.init(height: 44, label: "Tabs"))),
          Block.testing(
            id: "rows",
            kind: .list(
              RowList.testing(
                count: 80, rowHeights: [44, 60],
                pins: [.init(index: 10, edge: .top), .init(index: 60, edge: .bottom)]))),
        ])),
    Screen.testing(
      id: "toolbar", device: Device.named("iphone-se")!,
      bottomBar: Bar(
        id: "bar-bottom", edge: .bottom, height: 44, translucent: true, hide: .scroll, snap: true),
      scroll: Scroll.testing(children: [
        Block.testing(
          id: "section",
          kind: .stack(
            Block.Stack.testing(children: [
              Block.testing(id: "title", sticky: .both, kind: .box(.init(height: 40))),
              Block.testing(id: "body", kind: .box(.init(height: 900))),
              Block.testing(id: "footer", sticky: .bottom, kind: .box(.init(height: 30))),
            ]))),
        Block.testing(id: "rest", kind: .box(.init(height: 1200))),
      ])),
    Screen.testing(
      id: "floating", device: Device.named("pixel-8")!,
      topBar: Bar(id: "bar-top", edge: .top, height: 64, translucent: true, hide: .scroll),
      scroll: Scroll.testing(
        header: Header(
          id: "hero", height: 120, pinned: false, stretch: false, floating: true, snap: true),
        children: [
          Block.testing(id: "chips", sticky: .top, kind: .box(.init(height: 48))),
          Block.testing(id: "body", kind: .box(.init(height: 2400))),
        ])),
  ]

  /// Paths over `table`'s range that lift the finger while parts are hidden
  /// partly, wholly and not at all, pull past the top and push past the end,
  /// stop a snap by moving, and sit at one offset over several points.
  static func hidingPaths(_ table: Scene) -> [ScrollPath] {
    typealias Point = ScrollPath.Point
    let end = table.maxOffset
    var generator = SplitMix64(seed: 0x51D3)
    var random: [Point] = [Point(offset: 0, time: 0)]
    for index in 1...14 {
      let offset = (Double.random(in: -0.1...1.1, using: &generator) * end).rounded()
      // In hundredths, so that the text the page reads is this path exactly.
      let step = (Double.random(in: 0.1...0.7, using: &generator) * 100).rounded() / 100
      let time = random[random.count - 1].time + step
      random.append(Point(offset: offset, time: time, lifts: index % 3 != 0))
      if index % 4 == 0 {
        random.append(Point(offset: offset, time: time + 0.12, lifts: index % 8 == 0))
      }
    }
    return [
      ScrollPath.demo(for: table.hiding, screenHeight: table.viewport.height),
      ScrollPath(points: [
        Point(offset: 300, time: 0), Point(offset: 330, time: 0.4, lifts: true),
        Point(offset: 330, time: 0.5), Point(offset: 250, time: 0.7, lifts: true),
        Point(offset: 250, time: 1.2), Point(offset: -80, time: 1.6, lifts: true),
        Point(offset: end + 60, time: 2.4), Point(offset: end - 20, time: 2.8, lifts: true),
        Point(offset: end - 20, time: 3.2),
      ]),
      ScrollPath(points: random),
    ]
  }

  /// The page data (`#sticky-data`) of each screen, as its built page carries it.
  static func hidingPageData(_ screens: [Screen]) async throws -> [String] {
    let layouts = try SiteTool.writeLayouts(screens)
    let folder = layouts[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    return try screens.map { try SiteTool.pageData(site, $0.id) }
  }

  /// The runtime's rule, snaps and replay (`hiding.js`) against PathReplay,
  /// and the frames it gives the moving parts with the page data's closed
  /// forms against `Scene.frame(of:at:)`, at 240 times of each path.
  @Test(arguments: BrowserKind.allCases)
  func hidingReplayAndClosedFormsMatchTheCore(_ kind: BrowserKind) async throws {
    let data = try await Self.hidingPageData(Self.hidingScreens)
    try await Self.withBrowser(kind) { browser in
      try await RuntimeModules.open(in: browser)
      struct Request: Encodable {
        var data: String
        var paths: [String]
        var times: [[Double]]
      }
      struct Reading: Decodable {
        var offset: Double
        var e: [Double]
        /// Per element the page data places by the moment: id, y, height
        /// (-1 for a pinned row, whose height is its row's).
        var ids: [String]
        var frames: [Double]
      }
      for (screen, text) in zip(Self.hidingScreens, data) {
        let table = Scene(screen: screen)
        let paths = Self.hidingPaths(table)
        let times = paths.map { path in
          (0..<240).map { path.duration * Double($0) / 239 } + [-0.5, path.duration + 1]
        }
        let answer: [[Reading]] = try await browser.run(
          """
          (a) => {
            const m = window.runtime;
            const data = JSON.parse(a.data);
            const h = data.hiding;
            if (!h) throw new Error("no hiding record on " + data.screen);
            return a.paths.map((text, p) => {
              const replay = m.replayOf(h, data.snap || null, data.maxOffset, m.parsePath(text));
              const state = {offset: 0, e: m.heightsOf(h).map(() => 0)};
              const parts = {barTops: h.bars.map(() => 0)};
              return a.times[p].map((t) => {
                m.replayState(replay, t, state);
                const o = state.offset;
                m.showParts(h, data.height, o, state.e, parts);
                const ids = [], frames = [];
                for (const e of data.elements) {
                  let y = null, height = m.trackValue(e.h, o);
                  if (e.hides === 'bar') y = parts.barTops[e.bar];
                  else if (e.type === 'header' && h.header) {
                    y = m.trackValue(e.y, parts.headerAt);
                    height = m.trackValue(e.h, parts.headerAt);
                  } else if (e.form) y = m.stickyY(e.form, o, h.origin, parts.pinTop, parts.pinBottom);
                  if (y !== null) { ids.push(e.id); frames.push(y, height); }
                  for (const pin of e.rows ? e.rows.pins : []) {
                    ids.push(e.id + '-' + pin.index);
                    frames.push(m.stickyY(pin.form, o, h.origin, parts.pinTop, parts.pinBottom), -1);
                  }
                }
                return {offset: o, e: Array.from(state.e), ids, frames};
              });
            });
          }
          """, Request(data: text, paths: paths.map(\.text), times: times))
        for (p, path) in paths.enumerated() {
          let replay = PathReplay(path: path, rules: table.content.rules)
          for (n, time) in times[p].enumerated() {
            let reading = answer[p][n]
            let state = replay.state(at: time)
            let hidden = state.hidden.bars + [state.hidden.header]
            let context = "\(kind): \(screen.id), path \(p) at \(time)"
            #expect(
              abs(reading.offset - state.offset) < 1e-9,
              "\(context): offset \(reading.offset), core \(state.offset)")
            for k in hidden.indices {
              #expect(
                abs(reading.e[k] - hidden[k]) < 1e-6,
                "\(context): e[\(k)] \(reading.e[k]), core \(hidden[k])")
            }
            let moment = table.moment(state)
            for (i, id) in reading.ids.enumerated() {
              let frame = table.frame(of: try #require(table.element(withID: id)), at: moment)
              let (y, height) = (reading.frames[2 * i], reading.frames[2 * i + 1])
              #expect(abs(y - frame.y) < 1e-3, "\(context): \(id) at y \(y), core \(frame.y)")
              if height >= 0 {
                #expect(
                  abs(height - frame.height) < 1e-3,
                  "\(context): \(id) \(height) tall, core \(frame.height)")
              }
            }
          }
          #expect(
            answer[p].allSatisfy { !$0.ids.isEmpty },
            "\(kind): \(screen.id) placed nothing by the moment")
        }
      }
    }
  }

  /// A bad path is refused with the reason `frames --path` gives.
  @Test(arguments: BrowserKind.allCases)
  func badPathsAreRefusedAsTheCommandLineRefusesThem(_ kind: BrowserKind) async throws {
    let layouts = try SiteTool.writeLayouts([Self.hidingScreens[0]])
    defer { try? FileManager.default.removeItem(at: layouts[0].deletingLastPathComponent()) }
    let bad = [
      "", "0@0", "0@0,,5@1", "0@0,5", "0@0,5@1@2", "0@0,x@1", "0@0,5@.5", "0@0,5@01",
      "0@-1,5@1", "0@1,5@1", "0@1,5@0.5!", "0@0,5@1!!", "0@0,5@1e999",
    ]
    var reasons: [String] = []
    for path in bad {
      let result = try await SiteTool.run(["frames", layouts[0].path, "--path=" + path])
      #expect(result.status == 64, "frames --path '\(path)' exited \(result.status)")
      let marker = "': "
      let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
      reasons.append(line.range(of: marker).map { String(line[$0.upperBound...]) } ?? line)
    }
    try await Self.withBrowser(kind) { browser in
      try await RuntimeModules.open(in: browser)
      let messages: [String] = try await browser.run(
        """
        (paths) => paths.map((p) => {
          try { window.runtime.parsePath(p); return 'accepted'; } catch (e) { return e.message; }
        })
        """, bad)
      for (n, path) in bad.enumerated() {
        #expect(
          messages[n].hasSuffix(": " + reasons[n]),
          "\(kind): '\(path)': the page says \(messages[n]), the command line \(reasons[n])")
      }
    }
  }
}
