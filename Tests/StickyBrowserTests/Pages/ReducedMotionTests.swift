import Foundation
import StickyCore
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// With `prefers-reduced-motion: reduce`, keys jump at once, a pull past the
  /// top snaps back on release, and a throw stops where the finger lets go;
  /// where the content snaps, it jumps to where the rule lands it.
  @Test(arguments: BrowserKind.allCases)
  func reducedMotionJumpsAndNeverSprings(_ kind: BrowserKind) async throws {
    if !BrowserTools.shouldRun(kind) {
      try Test.cancel(Comment(rawValue: "\(kind) page tests skipped: \(kind.installHint)"))
    }
    let screen = Self.inputScreen
    let layouts = try SiteTool.writeLayouts([screen])
    let folder = layouts[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    let table = Scene(screen: screen)
    try await BrowserLanes.withSession(Browser.Options(kind, reducedMotion: true)) { browser in
      let probe = PageProbe(browser: browser)
      _ = try await probe.open(Self.page(site, screen.id))
      let reduced: Bool = try await browser.run(
        "() => matchMedia('(prefers-reduced-motion: reduce)').matches")
      try #require(reduced, "\(kind) does not report prefers-reduced-motion: reduce")
      let center: Point = try await browser.run(
        """
        () => {
          const r = document.querySelector('[data-screen]').getBoundingClientRect();
          return {x: r.x + r.width / 2, y: r.y + r.height / 2};
        }
        """)
      let offset = { () async throws -> Double in
        try await browser.run("() => window.stickyPreview.offset")
      }
      // WebKitGTK under Xvfb draws a frame only every 200 ms or so while the
      // page changes, and the page moves the screen by a drag in animation
      // frames: a shorter drag would end before it moved anything. There the
      // drags last 600 ms, the throw still ten times as fast as the slowest
      // that the runtime carries into momentum.
      let slowFrames = kind == .webkit
      try await browser.perform([
        InputSource.mouse([
          .pointerMove(x: center.x, y: center.y, durationMS: 0), .pointerDown, .pointerUp,
        ])
      ])
      try await browser.press([Key.end])
      let end = try await offset()
      #expect(abs(end - table.maxOffset) < 0.5, "\(kind): End gave \(end) at once, not the end")
      try await browser.press([Key.home])
      #expect(try await offset() == 0, "\(kind): Home did not jump to 0")
      // Pull down past the top and let go: back at 0 on release, no spring.
      try await browser.drag(
        fromX: center.x, y: center.y - 100, toX: center.x, y: center.y + 200,
        durationMS: slowFrames ? 600 : 100, steps: slowFrames ? 12 : 5)
      let afterPull = try await offset()
      #expect(afterPull == 0, "\(kind): after a pull the offset is \(afterPull), not 0")
      // A fast throw upwards: no momentum after the finger leaves.
      try await browser.drag(
        fromX: center.x, y: center.y + 150, toX: center.x, y: center.y - 150,
        durationMS: slowFrames ? 600 : 60, steps: slowFrames ? 12 : 3)
      let released = try await offset()
      try await Task.sleep(for: .milliseconds(300))
      let later = try await offset()
      #expect(released > 0, "\(kind): the throw did not scroll")
      #expect(later == released, "\(kind): the offset went on from \(released) to \(later)")
      try await Self.checkSnapJumps(browser, kind: kind)
    }
  }
}
