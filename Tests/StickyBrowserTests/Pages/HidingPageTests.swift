import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// What the page shows of SPEC section 12 now: the offset, the hidden
  /// amounts and the path time from `window.stickyPreview`, and the boxes.
  struct HidingReading: Decodable {
    var hidden: [Double]
    var pathTime: Double?
    var snapshot: PageProbe.Snapshot
  }

  static func readHiding(_ browser: Browser, screen: String) async throws -> HidingReading {
    try await browser.run(
      """
      (screen) => {
        \(PageProbe.measureSource)
        const sp = window.stickyPreview;
        const h = sp.hidden;
        return {hidden: [...Object.values(h.bars), h.header], pathTime: sp.pathTime, snapshot: measure(screen)};
      }
      """, screen)
  }

  /// Waits until neither the offset nor a hidden amount has changed for 20
  /// animation frames (a snap moves the latter alone).
  static func waitUntilStill(_ browser: Browser) async throws {
    let _: Bool = try await browser.runAsync(
      """
      () => new Promise((resolve) => {
        const key = () => JSON.stringify([window.stickyPreview.offset, window.stickyPreview.hidden]);
        let last = key(), quiet = 0;
        const start = performance.now();
        const tick = () => {
          const now = key();
          quiet = now === last ? quiet + 1 : 0;
          last = now;
          if (quiet >= 20 || performance.now() - start > 5000) resolve(true);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })
      """)
  }

  /// The boxes of a reading against the core's frames at the moment it
  /// reports (its offset and hidden amounts), for the elements that move by it.
  static func checkMoment(
    _ reading: HidingReading, table: Scene, ids: [String], context: String,
    tolerance: Double = PageProbe.tolerance
  ) {
    let state = ScrollState(
      offset: reading.snapshot.offset,
      hidden: HiddenAmounts(
        bars: Array(reading.hidden.dropLast()), header: reading.hidden.last ?? 0))
    let moment = table.moment(state)
    let boxes = reading.snapshot.boxes
    for id in ids {
      guard let reference = table.element(withID: id) else {
        Issue.record("\(context): no element \(id)")
        continue
      }
      let frame = table.frame(of: reference, at: moment)
      guard let index = reading.snapshot.ids.firstIndex(of: id) else {
        #expect(
          frame.y + frame.height < -64 || frame.y > table.viewport.height + 64,
          "\(context): \(id) is not on the page, the core puts it at \(frame.y)")
        continue
      }
      let (y, height) = (boxes[4 * index + 1], boxes[4 * index + 3])
      #expect(abs(y - frame.y) <= tolerance, "\(context): \(id) at y \(y), core \(frame.y)")
      #expect(
        abs(height - frame.height) <= tolerance,
        "\(context): \(id) \(height) tall, core \(frame.height)")
    }
  }

  /// What `stickypreview frames --path path --times times` prints for `screen`.
  static func frames(of screen: Screen, along path: String, at times: [Double]) async throws
    -> FramesOutput
  {
    let layouts = try SiteTool.writeLayouts([screen])
    defer { try? FileManager.default.removeItem(at: layouts[0].deletingLastPathComponent()) }
    let result = try await SiteTool.run([
      "frames", layouts[0].path, "--path", path, "--times",
      times.map { NumberFormat.string($0) }.joined(separator: ","),
    ])
    try #require(result.status == 0, "frames --path failed: \(result.stderr)")
    return try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
  }

  /// A point of a path for `stickyPreview.seek`.
  struct Seek: Encodable {
    var path: String
    var time: Double
  }

  static let movingIDs = ["bar-top", "bar-bottom", "hero", "tabs", "rows-10", "rows-60"]

  /// `seek` shows what `frames --path` prints at the same times: the
  /// offset, and every element on the page within 0.01 of a point (heights
  /// within the 1/64 px a browser lays boxes out in).
  @Test(arguments: BrowserKind.allCases)
  func seekShowsWhatFramesPrintsAlongAPath(_ kind: BrowserKind) async throws {
    let screen = Self.hidingScreens[0]
    let path = "0@0,900@1.2,820@1.5!,820@1.9,600@2.4!,640@2.5,640@2.7!,2000@3.5"
    let times = [0, 0.6, 1.2, 1.35, 1.5, 1.55, 1.6, 1.9, 2.4, 2.45, 2.6, 2.75, 3.5]
    let frames = try await Self.frames(of: screen, along: path, at: times)
    try await Self.withPage(screen, in: kind, quiet: false) { browser, _, _, _ in
      for (n, time) in times.enumerated() {
        let _: Bool = try await browser.run(
          "(a) => { window.stickyPreview.seek(a.path, a.time); return true; }",
          Seek(path: path, time: time))
        let reading = try await Self.readHiding(browser, screen: screen.id)
        let context = "\(kind): seek to \(time)"
        #expect(
          reading.pathTime == time, "\(context): pathTime \(String(describing: reading.pathTime))")
        #expect(
          abs(reading.snapshot.offset - frames.offsets[n]) <= PageProbe.offsetTolerance,
          "\(context): offset \(reading.snapshot.offset), frames \(frames.offsets[n])")
        let boxes = reading.snapshot.boxes
        var compared = 0
        for element in frames.elements {
          guard let index = reading.snapshot.ids.firstIndex(of: element.id) else { continue }
          compared += 1
          let (y, height) = (boxes[4 * index + 1], boxes[4 * index + 3])
          #expect(
            abs(y - element.y[n]) <= 0.01,
            "\(context): \(element.id) at y \(y), frames \(element.y[n])")
          #expect(
            abs(height - element.height[n]) <= 1.0 / 64 + 1e-3,
            "\(context): \(element.id) \(height) tall, frames \(element.height[n])")
        }
        #expect(compared > 5, "\(context): only \(compared) elements on the page")
      }
      try await Self.checkPathLimits(browser, screen: screen, in: kind)
      // Any other input shows no path's state any more.
      let _: Bool = try await browser.run(
        "() => { window.stickyPreview.setOffset(10); return true; }")
      #expect(try await Self.readHiding(browser, screen: screen.id).pathTime == nil)
    }
  }

  /// What `seek` did: the error it threw, if any, and the offset after it.
  struct SeekOutcome: Decodable {
    var error: String?
    var offset: Double?
  }

  /// `seek` takes the command line's path limits: a path whose offsets pass
  /// ±1e12 (the page eased `1e308@0,-1e308@1` to -Infinity, which became the
  /// offset and `#offset=-Infinity`) is refused for `frames --path`'s reason
  /// and changes nothing; a path at the limits stays where `frames` says.
  static func checkPathLimits(_ browser: Browser, screen: Screen, in kind: BrowserKind)
    async throws
  {
    let script = """
      (a) => {
        let error = null;
        try { window.stickyPreview.seek(a.path, a.time); } catch (e) { error = String(e.message); }
        const offset = window.stickyPreview.offset;
        return {error, offset: Number.isFinite(offset) ? offset : null};
      }
      """
    // The address is rewritten at most every 400 ms: wait that out, then read it.
    let settledAddress = """
      async () => { await new Promise((r) => setTimeout(r, 450)); return location.hash; }
      """
    let before: SeekOutcome = try await browser.run(script, Seek(path: "0@0,300@1", time: 1))
    #expect(before.error == nil && before.offset == 300, "\(kind): \(before)")
    let addressBefore: String = try await browser.runAsync(settledAddress)
    let beyond = "1e308@0,-1e308@1"
    let refused = try await SiteTool.run([
      "frames", "-", "--path", beyond, "--times", "0.5",
    ])
    let marker = "'--path <path>': "
    let firstLine = refused.stderr.prefix { $0 != "\n" }
    let reason = try #require(firstLine.range(of: marker).map { firstLine[$0.upperBound...] })
    #expect(refused.status == 64)
    let outcome: SeekOutcome = try await browser.run(script, Seek(path: beyond, time: 0.5))
    #expect(outcome.error == "invalid path \"\(beyond)\": \(reason)", "\(kind)")
    let addressAfter: String = try await browser.runAsync(settledAddress)
    #expect(
      outcome.offset == 300 && addressAfter == addressBefore,
      "\(kind): \(outcome), address \(addressBefore) then \(addressAfter)")
    let atLimits = "1e12@0,-1e12@1"
    let frames = try await Self.frames(of: screen, along: atLimits, at: [0.25, 0.5])
    for (time, expected) in zip([0.25, 0.5], frames.offsets) {
      let outcome: SeekOutcome = try await browser.run(script, Seek(path: atLimits, time: time))
      #expect(outcome.error == nil, "\(kind): \(outcome)")
      #expect(
        abs((outcome.offset ?? .infinity) - expected) <= PageProbe.offsetTolerance,
        "\(kind): seek to \(time) along \(atLimits): \(outcome), frames \(expected)")
    }
    let address: String = try await browser.runAsync(settledAddress)
    let written = address.hasPrefix("#offset=") ? Double(address.dropFirst(8)) : nil
    #expect(
      written.map { abs($0 - (frames.offsets.last ?? .nan)) <= PageProbe.offsetTolerance } == true,
      "\(kind): address \(address), frames \(frames.offsets)")
  }

  /// Wheel, drag and keys move the bars and the floating header by the rule:
  /// down hides them, the way up brings them back at once, and a wheel gesture
  /// that pauses or a pointer-up after a drag lifts the finger, so what snaps
  /// completes its way while the bottom bar, which does not snap, stays.
  @Test(arguments: BrowserKind.allCases)
  func inputHidesAndReturnsTheBarsAndALiftSnapsThem(_ kind: BrowserKind) async throws {
    let screen = Self.hidingScreens[0]
    let table = Scene(screen: screen)
    try await Self.withPage(screen, in: kind) { browser, _, _, center in
      func read(_ context: String) async throws -> HidingReading {
        let reading = try await Self.readHiding(browser, screen: screen.id)
        Self.checkMoment(reading, table: table, ids: Self.movingIDs, context: "\(kind): \(context)")
        return reading
      }
      try await Self.turnWheel(browser, at: center, deltas: [300, 300], durationMS: 80)
      try await Self.waitUntilStill(browser)
      let down = try await read("after wheel down")
      #expect(down.snapshot.offset > 400, "\(kind): the wheel scrolled to \(down.snapshot.offset)")
      // The header hides by 239: its 180 and the 59 it covers under the status bar.
      #expect(down.hidden == [56, 50, 239], "\(kind): after wheel down \(down.hidden) hidden")

      // Up by 20 points: each comes back by 20 at once, then the lift snaps
      // the top bar and the header back to hidden (more than half was).
      try await Self.turnWheel(browser, at: center, deltas: [-20], durationMS: 30)
      struct Up: Decodable {
        var offset: Double
        var bottom: Double
      }
      // Read in the first animation frame that shows the offset moved back.
      let up: Up = try await browser.runAsync(
        """
        (down) => new Promise((resolve) => {
          const start = performance.now();
          const tick = () => {
            const sp = window.stickyPreview;
            if (sp.offset < down || performance.now() - start > 3000) {
              resolve({offset: sp.offset, bottom: sp.hidden.bottom});
            } else {
              requestAnimationFrame(tick);
            }
          };
          tick();
        })
        """, down.snapshot.offset)
      let back = down.snapshot.offset - up.offset
      #expect(back > 5 && back < 28, "\(kind): wheel up by 20 moved the offset by \(back)")
      #expect(
        abs(up.bottom - (50 - back)) < 1e-6,
        "\(kind): the bottom bar came back by \(50 - up.bottom), the offset by \(back)")
      try await Self.waitUntilStill(browser)
      let snapped = try await read("after the wheel paused")
      // The whole way up, which a browser may have sent in more events.
      let wheeled = down.snapshot.offset - snapped.snapshot.offset
      #expect(
        zip(snapped.hidden, [56, 50 - wheeled, 239]).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(kind): after the wheel paused \(snapped.hidden) hidden, up by \(wheeled)")

      // A drag down by about 40 points (a browser may lose a move) that rests
      // before the pointer-up: nothing is thrown, the pointer-up lifts the
      // finger and the snaps run, the top bar back (less than 28 of 56 was
      // hidden), the header away (more than 119.5 of 239).
      let scale: Double = try await browser.run("() => window.stickyPreview.scale")
      try await browser.drag(
        fromX: center.x, y: center.y - 100, toX: center.x, y: center.y - 100 + 40 * scale,
        durationMS: 400, steps: 12, holdMS: 150)
      try await Self.waitUntilStill(browser)
      let dragged = try await read("after the drag")
      let moved = snapped.snapshot.offset - dragged.snapshot.offset
      #expect(moved > 30 && moved < 45, "\(kind): the drag moved the offset by \(moved)")
      let draggedBottom = max(0, 50 - wheeled - moved)
      #expect(
        zip(dragged.hidden, [0, draggedBottom, 239]).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(kind): after the drag \(dragged.hidden) hidden, not snapped")

      // Keys glide, and the rule follows them; the glide's end lifts the
      // finger, so the top bar, 40 of 56 hidden, snaps away.
      try await browser.press([Key.arrowDown])
      try await Self.waitUntilStill(browser)
      let key = try await read("after ArrowDown")
      let glided = key.snapshot.offset - dragged.snapshot.offset
      #expect(abs(glided - 40) < 1e-6, "\(kind): ArrowDown moved the offset by \(glided)")
      let keyBottom = min(50, draggedBottom + 40)
      #expect(
        zip(key.hidden, [56, keyBottom, 239]).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(kind): after ArrowDown \(key.hidden) hidden, not snapped")

      // The scrubber moves the offset as it is dragged and lifts the finger
      // where it is let go (a range input's change): 30 back, the top bar
      // is 26 of 56 hidden and snaps back, the header 209 of 239 and snaps away.
      let _: Bool = try await browser.run(
        """
        (o) => {
          const scrubber = document.getElementById('scrubber');
          scrubber.value = String(o);
          scrubber.dispatchEvent(new Event('input', {bubbles: true}));
          scrubber.dispatchEvent(new Event('change', {bubbles: true}));
          return true;
        }
        """, key.snapshot.offset - 30)
      try await Self.waitUntilStill(browser)
      let scrubbed = try await read("after the scrubber's release")
      #expect(
        zip(scrubbed.hidden, [0, max(0, keyBottom - 30), 239]).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(kind): after the scrubber's release \(scrubbed.hidden) hidden, not snapped")

      // setOffset lifts nothing: 30 down, the top bar stays 30 of 56 hidden.
      let _: Double = try await browser.run(
        "(o) => window.stickyPreview.setOffset(o)", scrubbed.snapshot.offset + 30)
      try await Self.waitUntilStill(browser)
      let set = try await read("after setOffset")
      #expect(
        zip(set.hidden, [30, min(50, max(0, keyBottom - 30) + 30), 239]).allSatisfy {
          abs($0 - $1) < 1e-6
        }, "\(kind): after setOffset \(set.hidden) hidden")
    }
  }

  /// `snapTarget="direction"` on the page: a lift after the offset last went
  /// toward the end sends the top bar away with less than half of it hidden,
  /// and one after it went back brings it back with more than half hidden
  /// (`half` would do the opposite both times), over its `snapDuration`.
  @Test(arguments: BrowserKind.allCases)
  func aLiftSnapsTheWayTheOffsetLastWent(_ kind: BrowserKind) async throws {
    var screen = Self.hidingScreens[0]
    let style = SnapStyle(duration: 0.1, easing: .linear, target: .direction)
    screen.topBars[0].snapStyle = style
    screen.scroll.header?.snapStyle = style
    try await Self.withPage(screen, in: kind, quiet: false) { browser, _, _, _ in
      // Moves the offset through `offsets` without lifting, then lifts where
      // it is (the scrubber let go where it stands), and reads the top bar's
      // hidden amount before and once all is still.
      func lift(after offsets: [Double]) async throws -> (before: Double, after: Double) {
        let before: Double = try await browser.run(
          """
          (offsets) => {
            for (const o of offsets) window.stickyPreview.setOffset(o);
            const scrubber = document.getElementById('scrubber');
            scrubber.value = String(window.stickyPreview.offset);
            scrubber.dispatchEvent(new Event('change', {bubbles: true}));
            return window.stickyPreview.hidden.top;
          }
          """, offsets)
        try await Self.waitUntilStill(browser)
        let after: Double = try await browser.run("() => window.stickyPreview.hidden.top")
        return (before, after)
      }
      // The top bar is 56 high: 16 hidden, then 26 on the way toward the end.
      let away = try await lift(after: [500, 460, 470])
      #expect(
        away == (26, 56), "\(kind): toward the end, \(away.before) hidden snapped to \(away.after)")
      // Back by 20: 36 hidden, and the lift brings it back.
      let back = try await lift(after: [450])
      #expect(back == (36, 0), "\(kind): back, \(back.before) hidden snapped to \(back.after)")
    }
  }

  /// `play` applies the path's state at its time 0 at once, ends on its last
  /// state, and input cuts it short (its promise resolves then too).
  @Test(arguments: BrowserKind.allCases)
  func playEndsOnThePathsLastStateAndInputStopsIt(_ kind: BrowserKind) async throws {
    let screen = Self.hidingScreens[0]
    try await Self.withPage(screen, in: kind) { browser, _, _, _ in
      struct Played: Decodable {
        var first: [Double]
        var firstTime: Double?
        var last: [Double]
        var lastTime: Double?
        var cut: Double?
      }
      let played: Played = try await browser.runAsync(
        """
        async () => {
          const sp = window.stickyPreview;
          const state = () => [sp.offset, sp.hidden.top, sp.hidden.bottom, sp.hidden.header];
          const done = sp.play('300@0,300@0.05,800@0.5,670@0.7!,670@1');
          const first = state(), firstTime = sp.pathTime;
          await done;
          const last = state(), lastTime = sp.pathTime;
          const again = sp.play('0@0,2000@30');
          await new Promise((resolve) => setTimeout(resolve, 200));
          sp.setOffset(5);
          await again;
          return {first, firstTime, last, lastTime, cut: sp.pathTime};
        }
        """)
      #expect(played.first == [300, 56, 50, 239] && played.firstTime == 0, "\(kind): \(played)")
      // Up by 130 leaves the header 109 of 239 hidden: it snaps back in the 0.3 s left.
      #expect(played.last == [670, 0, 0, 0] && played.lastTime == 1, "\(kind): \(played)")
      #expect(
        played.cut == nil, "\(kind): after input the path time is \(String(describing: played.cut))"
      )
    }
  }
}
