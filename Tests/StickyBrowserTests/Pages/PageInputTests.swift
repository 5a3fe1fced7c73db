import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A screen to scroll by hand: a stretchy header, a pinned row, a translucent
  /// bottom bar, and enough rows to scroll far.
  static let inputScreen = Screen.testing(
    id: "input", title: "Input", device: Device.named("iphone-15")!,
    bottomBar: Bar.testing(edge: .bottom, height: 50, translucent: true),
    scroll: Scroll.testing(
      header: Header.testing(id: "hero", height: 220, title: "Hero"),
      children: [
        Block.testing(id: "intro", kind: .box(.init(height: 80, label: "Intro"))),
        Block.testing(
          id: "rows",
          kind: .list(
            RowList.testing(count: 80, rowHeights: [44, 60], pins: [.init(index: 30, edge: .both)]))
        ),
      ]))

  /// Builds `screen` into a site, opens its page and hands over what a test
  /// needs. Input moves the page by the clock (momentum, springs, the wheel's
  /// idle time), so these tests run alone (`BrowserLanes`), unless `quiet`
  /// is false: a test that only shows exact states (`seek`) needs no clock.
  static func withPage(
    _ screen: Screen, in kind: BrowserKind, quiet: Bool = true,
    _ body: (Browser, PageProbe, ExpectedFrames, Point) async throws -> Void
  ) async throws {
    let layouts = try SiteTool.writeLayouts([screen])
    let folder = layouts[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    try await Self.withBrowser(kind, quiet: quiet) { browser in
      let probe = PageProbe(browser: browser)
      _ = try await probe.open(page(site, screen.id))
      let center: Point = try await browser.run(
        """
        (id) => {
          const screen = document.querySelector('[data-screen="' + CSS.escape(id) + '"]');
          screen.scrollIntoView({block: 'center', inline: 'center'});
          const r = screen.getBoundingClientRect();
          return {x: r.x + r.width / 2, y: r.y + r.height / 2};
        }
        """, screen.id)
      try await body(browser, probe, ExpectedFrames(table: Scene(screen: screen)), center)
    }
  }

  struct Point: Codable {
    var x: Double
    var y: Double
  }

  /// Offsets and the header's height in every animation frame while `input` runs.
  struct Sample: Decodable {
    var offset: Double
    var header: Double
  }

  static func record(
    _ browser: Browser, header: String, whileDoing input: () async throws -> Void,
    thenWaitMS wait: Int = 2500
  ) async throws -> [Sample] {
    let _: Bool = try await browser.run(
      """
      (id) => {
        const samples = [];
        window.__samples = samples;
        window.__recording = true;
        const tick = () => {
          const e = document.querySelector('[data-id="' + CSS.escape(id) + '"]');
          samples.push({offset: window.stickyPreview.offset,
            header: e ? e.getBoundingClientRect().height : -1});
          if (window.__recording) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        return true;
      }
      """, header)
    try await input()
    return try await browser.runAsync(
      """
      (ms) => new Promise((resolve) => setTimeout(() => {
        window.__recording = false;
        resolve(window.__samples);
      }, ms))
      """, wait)
  }

  /// Turns the mouse wheel over `point` by each of `deltas` in turn, each
  /// turn taking `durationMS` and followed by a pause of `pauseMS`.
  ///
  /// In WebKit this dispatches the wheel events the page listens to instead:
  /// WebKitGTK's WebDriver follows each wheel action's event with one of the
  /// opposite delta (on the preview page, every action but a session's
  /// first), so the page would see the wheel go nowhere. The events go to the
  /// element under the point, one per turn, spaced as the actions would be.
  static func turnWheel(
    _ browser: Browser, at point: Point, deltas: [Double], durationMS: Int, pauseMS: Int = 0
  ) async throws {
    guard browser.kind == .webkit else {
      try await browser.perform([
        InputSource.wheel(
          deltas.flatMap { delta -> [InputSource.Action] in
            [.scroll(x: point.x, y: point.y, deltaX: 0, deltaY: delta, durationMS: durationMS)]
              + (pauseMS > 0 ? [.pause(durationMS: pauseMS)] : [])
          })
      ])
      return
    }
    struct Turns: Encodable {
      var x: Double
      var y: Double
      var deltas: [Double]
      var spacingMS: Int
    }
    let _: Bool = try await browser.runAsync(
      """
      async (a) => {
        const target = document.elementFromPoint(a.x, a.y);
        for (const deltaY of a.deltas) {
          target.dispatchEvent(new WheelEvent('wheel', {deltaY, deltaMode: 0, clientX: a.x,
            clientY: a.y, bubbles: true, cancelable: true, composed: true, view: window}));
          await new Promise((resolve) => setTimeout(resolve, a.spacingMS));
        }
        return true;
      }
      """,
      Turns(x: point.x, y: point.y, deltas: deltas, spacingMS: durationMS + pauseMS))
  }

  @Test(arguments: BrowserKind.allCases)
  func wheelMovesTheOffsetAndPositionsFollow(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, expected, center in
      try await Self.turnWheel(browser, at: center, deltas: [300], durationMS: 100)
      let down = try await probe.waitUntilSettled()
      #expect(down > 50, "wheel down by 300 moved the offset to \(down)")
      Self.record(
        PageProbe.problems(
          in: try await probe.snapshot(screen: expected.screen), expected: expected,
          context: "after wheel down"))
      try await Self.turnWheel(browser, at: center, deltas: [-120], durationMS: 100)
      let up = try await probe.waitUntilSettled()
      #expect(up < down, "wheel up moved the offset from \(down) to \(up)")
      Self.record(
        PageProbe.problems(
          in: try await probe.snapshot(screen: expected.screen), expected: expected,
          context: "after wheel up"))
    }
  }

  /// Checks a recording of a pull past the top: it went negative, the stretchy
  /// header grew by the pull as the frames say, and it came back to 0.
  static func checkPull(_ samples: [Sample], expected: ExpectedFrames, input: String) {
    guard let deepest = samples.min(by: { $0.offset < $1.offset }) else {
      Issue.record("\(input): no animation frames recorded")
      return
    }
    #expect(deepest.offset < -5, "\(input) past the top reached only offset \(deepest.offset)")
    let heroIndex = expected.ids.firstIndex(of: "hero")!
    if let frame = expected.frame(heroIndex, deepest.offset) {
      #expect(
        abs(deepest.header - frame.height) <= PageProbe.tolerance,
        "\(input): at offset \(deepest.offset) the header is \(deepest.header) tall, frames say \(frame.height)"
      )
      #expect(deepest.header > 220, "\(input): the header did not grow (\(deepest.header))")
    }
    if let last = samples.last {
      #expect(abs(last.offset) < 0.5, "\(input): the offset ended at \(last.offset), not back at 0")
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func wheelPastTheTopStretchesTheHeaderThenSpringsBack(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, expected, center in
      let samples = try await Self.record(browser, header: "hero") {
        try await Self.turnWheel(
          browser, at: center, deltas: Array(repeating: -80, count: 6), durationMS: 30,
          pauseMS: 16)
      }
      Self.checkPull(samples, expected: expected, input: "wheel")
      #expect(abs(try await probe.waitUntilSettled()) < 0.5)
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func dragPastTheTopStretchesTheHeaderThenSpringsBack(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, expected, center in
      let samples = try await Self.record(browser, header: "hero") {
        try await browser.drag(
          fromX: center.x, y: center.y - 100, toX: center.x, y: center.y + 150, durationMS: 400,
          steps: 12, holdMS: 100)
      }
      Self.checkPull(samples, expected: expected, input: "drag")
      // A drag upwards scrolls the content, and momentum carries it on.
      try await browser.drag(
        fromX: center.x, y: center.y + 150, toX: center.x, y: center.y - 150, durationMS: 150,
        steps: 6)
      let offset = try await probe.waitUntilSettled()
      #expect(offset > 150, "a 300 px drag upwards left the offset at \(offset)")
      Self.record(
        PageProbe.problems(
          in: try await probe.snapshot(screen: expected.screen), expected: expected,
          context: "after drag"))
    }
  }

  /// A finger that lifts before the browser runs an animation frame still
  /// leaves the screen where it lifted: a press, a move and a release in one
  /// task (as a browser that draws rarely delivers them) move the offset by
  /// the whole drag, the release's own position included.
  @Test(arguments: BrowserKind.allCases)
  func aReleaseBeforeAnyFrameLeavesTheScreenWhereTheFingerLifted(_ kind: BrowserKind)
    async throws
  {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, _, _ in
      struct Lift: Decodable {
        var offset: Double
        var scale: Double
      }
      let lift: Lift = try await browser.run(
        """
        () => {
          const screen = document.querySelector('[data-screen]');
          const r = screen.getBoundingClientRect();
          const at = (type, dy) => new PointerEvent(type, {
            pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0, bubbles: true,
            clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 + dy,
          });
          screen.dispatchEvent(at('pointerdown', 0));
          screen.dispatchEvent(at('pointermove', -100));
          screen.dispatchEvent(at('pointerup', -200));
          return {offset: window.stickyPreview.offset, scale: r.height / screen.offsetHeight};
        }
        """)
      let expected = 200 / lift.scale
      #expect(
        abs(lift.offset - expected) < 0.01,
        "\(kind): a 200 px drag released before any frame left the offset at \(lift.offset), not \(expected)"
      )
      _ = try await probe.waitUntilSettled()
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func keyboardScrollsWhenTheScreenHasFocus(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, expected, center in
      // Focus the screen the way a user would: click it.
      try await browser.perform([
        InputSource.mouse([
          .pointerMove(x: center.x, y: center.y, durationMS: 0), .pointerDown, .pointerUp,
        ])
      ])
      try await probe.waitUntilSettled()
      try await browser.press([Key.arrowDown])
      let arrow = try await probe.waitUntilSettled()
      #expect(arrow > 0, "ArrowDown left the offset at \(arrow)")
      try await browser.press([Key.pageDown])
      let page = try await probe.waitUntilSettled()
      #expect(page > arrow + 100, "PageDown moved the offset from \(arrow) to \(page)")
      try await browser.press([Key.space])
      let space = try await probe.waitUntilSettled()
      #expect(space > page + 100, "Space moved the offset from \(page) to \(space)")
      try await browser.press([Key.pageUp])
      let pageUp = try await probe.waitUntilSettled()
      #expect(pageUp < space, "PageUp moved the offset from \(space) to \(pageUp)")
      try await browser.press([Key.end])
      let end = try await probe.waitUntilSettled()
      #expect(
        abs(end - expected.maxOffset) < 0.5, "End gave \(end), maxOffset is \(expected.maxOffset)")
      Self.record(
        PageProbe.problems(
          in: try await probe.snapshot(screen: expected.screen), expected: expected,
          context: "after End"))
      try await browser.press([Key.arrowUp])
      let arrowUp = try await probe.waitUntilSettled()
      #expect(arrowUp < end, "ArrowUp moved the offset from \(end) to \(arrowUp)")
      try await browser.press([Key.home])
      let home = try await probe.waitUntilSettled()
      #expect(abs(home) < 0.5, "Home gave \(home)")
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func aHundredThousandRowsKeepTheDOMSmallAndSetOffsetFast(_ kind: BrowserKind) async throws {
    let screen = Screen.testing(
      id: "long-list", device: Device.named("iphone-15")!,
      topBar: Bar.testing(edge: .top, height: 44),
      scroll: Scroll.testing(children: [
        Block.testing(
          id: "rows",
          kind: .list(
            RowList.testing(
              count: 100_000, rowHeights: [44, 52, 60],
              pins: [
                .init(index: 10, edge: .top), .init(index: 50_000, edge: .both),
                .init(index: 99_999, edge: .bottom),
              ])))
      ]))
    try await Self.withPage(screen, in: kind) { browser, probe, expected, _ in
      struct Sweep: Decodable {
        var meanMS: Double
        var worstMS: Double
        var domElements: Int
      }
      let sweep: Sweep = try await browser.run(
        """
        (a) => {
          const sp = window.stickyPreview, times = [];
          for (let i = 0; i <= a.steps; i++) {
            const o = a.low + (a.high - a.low) * i / a.steps;
            const t0 = performance.now();
            sp.setOffset(o);
            times.push(performance.now() - t0);
          }
          return {meanMS: times.reduce((s, t) => s + t, 0) / times.length,
            worstMS: Math.max(...times), domElements: document.getElementsByTagName('*').length};
        }
        """,
        ["low": expected.lowestOffset, "high": expected.highestOffset, "steps": 500])
      #expect(
        sweep.domElements < 1000, "\(sweep.domElements) DOM elements after scrolling 100k rows")
      #expect(sweep.meanMS < 2, "setOffset takes \(sweep.meanMS) ms on average over 100k rows")
      print(
        "100k rows: \(sweep.domElements) DOM elements, setOffset mean "
          + String(format: "%.3f ms, worst %.3f ms", sweep.meanMS, sweep.worstMS))
      let offsets =
        PageProbe.offsets(
          breakpoints: [], lowest: expected.lowestOffset, highest: expected.highestOffset, limit: 12
        )
        + [2_200_000, 2_600_000, expected.maxOffset - 300]
      for snapshot in try await probe.snapshots(screen: expected.screen, offsets: offsets) {
        Self.record(PageProbe.problems(in: snapshot, expected: expected, context: "100k rows"))
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func labelsAreTextAndNeverRun(_ kind: BrowserKind) async throws {
    let scriptTag = "</script><script>window.__xss=(window.__xss||0)+1</script>"
    let attribute = "\"><img src=x onerror=\"window.__xss=(window.__xss||0)+1\">"
    let quote = "';window.__xss=1;//\u{2028}<!--"
    let screen = Screen.testing(
      id: "labels", title: scriptTag + attribute, device: Device.named("iphone-se")!,
      topBar: Bar.testing(edge: .top, height: 44, label: attribute),
      scroll: Scroll.testing(
        header: Header.testing(id: "hero", height: 120, title: scriptTag, subtitle: attribute),
        children: [
          Block.testing(
            id: "box", kind: .box(.init(height: 80, label: scriptTag, detail: attribute))),
          Block.testing(
            id: "text", kind: .text(Block.Text.testing(text: quote + scriptTag, lines: 2))),
          Block.testing(id: "button", kind: .button(Block.Button.testing(label: attribute))),
          Block.testing(
            id: "rows", kind: .list(RowList.testing(count: 5, label: scriptTag + " {n}"))),
        ]))
    try await Self.withPage(screen, in: kind) { browser, _, _, _ in
      struct Check: Decodable {
        var ran: Bool
        var shown: Bool
        var images: Int
      }
      let pageCheck: Check = try await browser.runAsync(
        """
        (text) => new Promise((resolve) => setTimeout(() => resolve({
          ran: window.__xss !== undefined,
          shown: document.body.textContent.includes(text),
          images: document.querySelectorAll('img[src="x"]').length}), 300))
        """, scriptTag)
      #expect(!pageCheck.ran, "a label's script ran in the page")
      #expect(pageCheck.shown, "the label is not shown as text")
      #expect(pageCheck.images == 0, "a label became an <img> element")
      let url: String = try await browser.run("() => location.href")
      try await browser.navigate(
        to: URL(string: url)!.deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("index.html"))
      let galleryCheck: Check = try await browser.runAsync(
        """
        (text) => new Promise((resolve) => setTimeout(() => resolve({
          ran: window.__xss !== undefined, shown: true,
          images: document.querySelectorAll('img[src="x"]').length}), 300))
        """, scriptTag)
      #expect(!galleryCheck.ran, "a title's script ran in the gallery page")
      #expect(galleryCheck.images == 0, "a title became an <img> element in the gallery")
    }
  }
}
