import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The layouts of bars stacked on one edge (docs/format.md, "Several bars
  /// on one edge"): a tab bar with a mini player above it, the tab bar
  /// hiding and carrying the player, and both hiding.
  static var stackedBarLayouts: [URL] {
    let root = SiteTool.packageRoot.appendingPathComponent("Tests")
    return [
      root.appendingPathComponent("StickyCoreTests/Fixtures/stacked-bars.xml"),
      root.appendingPathComponent("StickyCoreTests/Fixtures/stacked-bars-hiding.xml"),
      root.appendingPathComponent("StickyCLITests/PathFixtures/stacked-bars-carry.xml"),
    ]
  }

  /// Each page of stacked bars shows every element where `frames` puts it at
  /// offsets across its range, ascending, so that a bar that hides shows the
  /// state `frames` prints: the one reached scrolling straight from the top.
  @Test(arguments: BrowserKind.allCases)
  func stackedBarPagesMatchFrames(_ kind: BrowserKind) async throws {
    let folder = try SiteTool.temporaryDirectory(named: "stacked-bars")
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(
      Self.stackedBarLayouts, into: folder.appendingPathComponent("site"))
    var cases: [(URL, ExpectedFrames, [Double])] = []
    for layout in Self.stackedBarLayouts {
      let natural = try await SiteTool.frames(of: layout)
      let offsets = PageProbe.offsets(
        breakpoints: natural.offsets, lowest: natural.minOffset - natural.overscroll,
        highest: natural.maxOffset + natural.overscroll)
      let expected = ExpectedFrames(frames: try await SiteTool.frames(of: layout, offsets: offsets))
      cases.append((Self.page(site, expected.screen), expected, offsets))
    }
    try await Self.withBrowser(kind) { browser in
      let probe = PageProbe(browser: browser)
      var problems: [String] = []
      for (page, expected, offsets) in cases {
        problems += try await Self.check(
          page: page, expected: expected, offsets: offsets, probe: probe)
      }
      Self.record(problems.map { "\(kind): \($0)" })
    }
  }

  /// Along a path where the tab bar and the mini player above it both hide,
  /// `seek` shows both bars and the pinned row where `frames --path` puts
  /// them, `hidden` reports each bar's amount and how far the stack has gone,
  /// and the inspector tags each bar on its top edge and draws and tags the
  /// bottom pin line at the player's top edge as it is shown.
  @Test(arguments: BrowserKind.allCases)
  func stackedBarsFollowAPathWithTheirPinLine(_ kind: BrowserKind) async throws {
    let screen = try ScreenLoader.load(contentsOf: Self.stackedBarLayouts[2].path)
    let path = "0@0,100@1,70@2,80@3"
    let times = [0, 0.5, 1, 1.5, 2, 3]
    let ids = ["bar-bottom", "bar-bottom-2", "rows-20"]
    let frames = try await Self.frames(of: screen, along: path, at: times)
    let table = Scene(screen: screen)
    let replay = PathReplay(path: try ScrollPath(parsing: path), rules: table.content.rules)
    struct Request: Encodable {
      var seek: Seek
      var ids: [String]
    }
    struct Hidden: Decodable {
      var bottom: Double
      var bars: [String: Double]
    }
    try await Self.withPage(screen, in: kind, quiet: false) { browser, _, _, _ in
      for (n, time) in times.enumerated() {
        let context = "\(kind): at \(time) s of \(path)"
        let shown: InspectedMoment = try await browser.run(
          Self.inspectedMoment, Request(seek: Seek(path: path, time: time), ids: ids))
        let hidden: Hidden = try await browser.run("() => window.stickyPreview.hidden")
        let state = replay.state(at: time)
        #expect(
          hidden.bars == ["bar-bottom": state.hidden.bars[0], "bar-bottom-2": state.hidden.bars[1]]
            && hidden.bottom == state.hidden.bars[0] + state.hidden.bars[1],
          "\(context): hidden \(hidden), core \(state.hidden)")
        for (k, id) in ids.enumerated() {
          let element = try #require(frames.elements.first { $0.id == id })
          let box = try #require(shown.outlines[k], "\(context): \(id) is not on the page")
          #expect(
            abs(box[1] - element.y[n]) <= 0.01 && abs(box[3] - element.height[n]) <= 0.01,
            "\(context): \(id) at y \(box[1]), \(box[3]) tall; frames \(element.y[n]), \(element.height[n])"
          )
          // Each bar is tagged on its top edge; one wholly under the home
          // indicator is not.
          guard id.hasPrefix("bar-") else { continue }
          if let problem = shown.tagProblem(of: k, id, y: element.y[n], height: element.height[n]) {
            Issue.record("\(context): \(problem)")
          }
        }
        let moment = table.moment(state)
        let player = try #require(frames.elements.first { $0.id == "bar-bottom-2" })
        #expect(moment.pinBottom == player.y[n], "\(context): B is the player's top")
        #expect(
          shown.lines.count == 2 && abs(shown.lines[1] - (moment.pinBottom - 1)) <= 0.5,
          "\(context): pin lines drawn at \(shown.lines), B \(moment.pinBottom)")
        let tag = shown.tags.first { $0.hasPrefix("B ") } ?? ""
        let value = tag.hasPrefix("B ") ? Double(tag.dropFirst(2)) : nil
        #expect(
          value.map { abs($0 - moment.pinBottom) <= 0.05 } == true,
          "\(context): the tags read \(shown.tags), the line is at \(moment.pinBottom)")
      }
    }
  }
}
