import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The layouts whose effects the state tests check: the core's fixtures of
  /// SPEC section 13 (every condition, colours, shadows, subjects) and a page
  /// of their own with every property on a state and subjects that are the
  /// header and sticky boxes.
  static let stateLayouts: [URL] = {
    let core = SiteTool.packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures")
    let names = [
      "state-scrolled", "state-not-at-end", "state-stuck-top", "state-stuck-bottom",
      "state-collapsed", "effects-color", "effects-subject", "effects-sticky-view", "effects-bar",
    ]
    return names.map { core.appendingPathComponent("\($0).xml") } + [
      SiteTool.packageRoot.appendingPathComponent(
        "Tests/StickyBrowserTests/Pages/Fixtures/state-page.xml")
    ]
  }()

  /// Every offset `frames` picks (thresholds included), 0.01 and 0.5 either
  /// side of each, and the midpoints between them.
  static func stateOffsets(_ natural: FramesOutput) -> [Double] {
    let lowest = natural.minOffset - natural.overscroll
    let highest = natural.maxOffset + natural.overscroll
    let beside = natural.offsets.flatMap { [$0 - 0.01, $0 + 0.01] }.filter {
      $0 >= lowest && $0 <= highest
    }
    let spread = PageProbe.offsets(breakpoints: natural.offsets, lowest: lowest, highest: highest)
    // Rounded as `frames --offsets` reads them back.
    return Set((spread + beside).map { ($0 * 10_000).rounded() / 10_000 }).sorted()
  }

  /// Every effect value of SPEC sections 10 and 13 on the page, once its
  /// transitions have ended, against `frames` at every threshold and 0.01
  /// either side of it: opacity, scale, translation and blur by the parts'
  /// computed styles, colours by their backgrounds, shadows by their box
  /// shadows; and the inspector shows each value as `frames` prints it.
  @Test(arguments: BrowserKind.allCases)
  func stateAndColorEffectsMatchFrames(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.build(
      Self.stateLayouts, into: try SiteTool.temporaryDirectory(named: "states"))
    defer { try? FileManager.default.removeItem(at: site) }
    let problems = try await Self.withBrowser(kind) { browser in
      let probe = PageProbe(browser: browser)
      var problems: [String] = []
      for layout in Self.stateLayouts {
        let offsets = Self.stateOffsets(try await SiteTool.frames(of: layout))
        let frames = try await SiteTool.frames(of: layout, offsets: offsets)
        let expected = ExpectedFrames(frames: frames)
        let carriers = frames.elements.filter {
          !($0.effects ?? [:]).isEmpty || $0.colorEffects != nil
        }
        let byID = Dictionary(uniqueKeysWithValues: carriers.map { ($0.id, $0) })
        _ = try await probe.open(Self.page(site, frames.screen))
        let settled = try await probe.settledSnapshots(
          screen: frames.screen, offsets: offsets, carriers: carriers.map(\.id))
        for (position, reading) in settled.enumerated() {
          let context = "\(kind) \(frames.screen)"
          problems += PageProbe.problems(in: reading.snapshot, expected: expected, context: context)
          problems += PageProbe.paintProblems(
            in: reading.paints, element: { byID[$0] }, position: position
          ).map { "\(context) at offset \(cssNumber(offsets[position])): \($0)" }
        }
        problems += try await Self.inspectorProblems(
          frames: frames, carriers: carriers, browser: browser)
      }
      return problems
    }
    Self.record(problems)
  }

  /// The inspector's value of each effect of `carriers` at the offsets
  /// beside each threshold, against `frames`: numbers to the digits it
  /// shows, colours as the same `#rrggbbaa`.
  static func inspectorProblems(
    frames: FramesOutput, carriers: [FramesOutput.Element], browser: Browser
  ) async throws -> [String] {
    var problems: [String] = []
    for (position, offset) in frames.offsets.enumerated() {
      let shown: [[String: String]] = try await browser.run(
        Self.inspectedEffectsSource, ExplainRequest(offset: offset, ids: carriers.map(\.id)))
      for (element, fields) in zip(carriers, shown) {
        let at = "\(frames.screen) inspector at offset \(cssNumber(offset)): \(element.id)"
        for (key, values) in element.effects ?? [:] {
          let field = fields[key.replacingOccurrences(of: ".", with: " ")]
          if field.flatMap(Double.init).map({ abs($0 - values[position]) > Self.inspectorTolerance }
          ) ?? true {
            problems.append("\(at) \(key) shows \(field ?? "nothing"), frames \(values[position])")
          }
        }
        for (key, values) in element.colorEffects ?? [:] {
          let field = fields[key.replacingOccurrences(of: ".", with: " ")]
          if field != values[position] {
            problems.append("\(at) \(key) shows \(field ?? "nothing"), frames \(values[position])")
          }
        }
      }
    }
    return problems
  }
}

extension BrowserTests.Pages {
  /// A box that eases its opacity, translation and colour over one second
  /// once the screen is scrolled.
  static let timingLayout = """
    <screen id="state-timing" device="iphone-se">
      <scroll>
        <box id="eased" height="100">
          <effect property="opacity" timeline="state" range="scrolled" values="1 0" duration="1"/>
          <effect property="translateX" timeline="state" range="scrolled" values="0 100" duration="1"/>
          <effect property="color" timeline="state" range="scrolled" values="#ff0000 #0000ff" duration="1"/>
        </box>
        <box id="filler" height="1000"/>
      </scroll>
    </screen>
    """
  static let timingDuration = 1000.0

  /// The box at one moment after the state flipped: `t` ms after the flip,
  /// at offset `o`, its box relative to the screen; its values were written
  /// between `written` and `t`.
  struct TimingSample: Decodable {
    var t: Double
    var o: Double
    var written: Double
    var opacity: Double
    var x: Double
    var y: Double
    var color: String
    var transitions: Int
  }

  /// Settles at offset 0, flips the state by scrolling to `offset`, then
  /// keeps scrolling by a point every other animation frame while the
  /// transition runs, reading the box in every frame.
  static let timingSource = """
    async (a) => {
      \(PageProbe.measureSource)
      \(PageProbe.settleSource)
      const sp = window.stickyPreview;
      const node = document.querySelector('[data-id="eased"]');
      const read = (t, o, written) => {
        const m = measure(sp.screen);
        const k = m.ids.indexOf('eased');
        const style = getComputedStyle(node);
        return {t, o, written, opacity: Number(style.opacity), x: m.boxes[4 * k], y: m.boxes[4 * k + 1],
          color: style.backgroundColor, transitions: sp.transitions};
      };
      sp.setOffset(0);
      await settle();
      const t0 = performance.now();
      sp.setOffset(a.offset);
      const samples = [read(0, a.offset, 0)];
      let o = a.offset;
      for (let k = 1; sp.transitions > 0 && performance.now() - t0 < 5000; k++) {
        // Each turn waits for an animation frame, or 40 ms where the browser
        // draws none (WebKit under load). In every other frame only the
        // transition's own frame callback, which runs first, has placed the
        // box, at a time after the frame's; the other turns scroll.
        const frame = await Promise.race([
          new Promise((r) => requestAnimationFrame(r)),
          new Promise((r) => setTimeout(() => r(null), 40)),
        ]);
        let written = frame === null ? NaN : frame - t0;
        if (frame === null || k % 2) {
          o = a.offset + (k % 40);
          written = performance.now() - t0;
          sp.setOffset(o);
        }
        samples.push(read(performance.now() - t0, o, written));
      }
      return samples;
    }
    """

  /// CSS's `ease` at share `t` of the duration, by the control points of the
  /// core's `CubicBezier.ease`.
  static func ease(_ t: Double) -> Double {
    let points = CubicBezier.ease.controlPoints
    let (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
    func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
      3 * p1 * u * (1 - u) * (1 - u) + 3 * p2 * u * u * (1 - u) + u * u * u
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(x1, x2, middle) < t { low = middle } else { high = middle }
    }
    return bezier(y1, y2, (low + high) / 2)
  }

  /// Builds the timing layout and runs `body` on its page in a session of
  /// `kind`, with the box's y at offset 0, alone: transitions run by the clock.
  static func withTimingPage(
    _ kind: BrowserKind, reducedMotion: Bool, _ body: (Browser, Double) async throws -> Void
  ) async throws {
    if !BrowserTools.shouldRun(kind) {
      try Test.cancel(Comment(rawValue: "\(kind) page tests skipped: \(kind.installHint)"))
    }
    let folder = try SiteTool.temporaryDirectory(named: "state-timing")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("state-timing.xml")
    try Data(Self.timingLayout.utf8).write(to: layout)
    let site = try await SiteTool.build([layout], into: folder.appendingPathComponent("site"))
    let frames = try await SiteTool.frames(of: layout, offsets: [0])
    let top = try #require(frames.elements.first { $0.id == "eased" }).y[0]
    try await BrowserLanes.withSession(
      Browser.Options(kind, reducedMotion: reducedMotion), quiet: true
    ) { browser in
      _ = try await PageProbe(browser: browser).open(Self.page(site, "state-timing"))
      try await body(browser, top)
    }
  }

  /// A state's change takes its duration on `ease`: it starts at the old
  /// value, is part of the way there in between, and ends exactly on the new
  /// one; meanwhile the box, moved by the same transform as its translation,
  /// stays exactly at its frame as the screen scrolls on.
  @Test(arguments: BrowserKind.allCases)
  func stateTransitionsTakeTheirDurationWhileTheBoxFollowsTheScroll(_ kind: BrowserKind)
    async throws
  {
    try await Self.withTimingPage(kind, reducedMotion: false) { browser, top in
      let samples: [TimingSample] = try await browser.runAsync(Self.timingSource, ["offset": 20])
      let first = try #require(samples.first)
      #expect(
        first.transitions == 1 && first.opacity == 1 && abs(first.x) < 0.01,
        "\(kind): right after the flip \(first)")
      let ended = try #require(samples.first { $0.transitions == 0 }, "\(kind): never ended")
      #expect(
        ended.t >= Self.timingDuration - 10,
        "\(kind): the transition ended \(ended.t) ms after the flip")
      #expect(
        ended.opacity == 0 && ended.x == 100 && ended.color == "rgb(0, 0, 255)",
        "\(kind): after the transition \(ended)")
      // Whenever its values were written, a sample is not at the end before
      // the duration and exactly there after it.
      // Firefox places boxes on a 1/60 px grid, so the translation is told
      // from its end only while ease leaves more than that of its 100 px.
      for sample in samples where sample.t < Self.timingDuration - 10 {
        let distinct = 100 * (1 - Self.ease(sample.t / Self.timingDuration)) > 1.0 / 30
        #expect(
          sample.opacity > 0 && (sample.x < 100 || !distinct),
          "\(kind): \(sample.t) ms in, already at the end: \(sample)")
      }
      for sample in samples where sample.written > Self.timingDuration + 5 {
        #expect(
          sample.opacity == 0 && sample.x == 100 && sample.color == "rgb(0, 0, 255)",
          "\(kind): written \(sample.written) ms in, not at the end: \(sample)")
      }
      let middle = samples.filter {
        $0.written > 0.2 * Self.timingDuration && $0.t < 0.8 * Self.timingDuration
      }
      #expect(!middle.isEmpty, "\(kind): no sample inside the transition: \(samples.map(\.t))")
      for sample in samples {
        #expect(
          abs(sample.y - (top - sample.o)) < 0.01,
          "\(kind): at offset \(sample.o), \(sample.t) ms in, the box is at y \(sample.y), not \(top - sample.o)"
        )
      }
      for sample in middle {
        let eased = Self.ease(sample.t / Self.timingDuration)
        // The flip came a moment after the sample clock started.
        let earlier = Self.ease(max(0, sample.written - 5) / Self.timingDuration)
        #expect(
          sample.opacity < 1 && sample.opacity > 0
            && (1 - sample.opacity) >= earlier - 0.01 && (1 - sample.opacity) <= eased + 0.01,
          "\(kind): \(sample.t) ms in, opacity \(sample.opacity), ease \(earlier)...\(eased)")
        #expect(
          sample.x >= 100 * earlier - 1 && sample.x <= 100 * eased + 1,
          "\(kind): \(sample.t) ms in, translateX \(sample.x), ease \(earlier)...\(eased)")
      }
    }
  }

  /// A flip back while a transition runs reverses it as CSS Transitions
  /// does (and the drawings' `animate`): from the value shown, over the
  /// duration times the share of the way the first transition had come.
  @Test(arguments: BrowserKind.allCases)
  func aFlipBackReversesTheTransitionShortened(_ kind: BrowserKind) async throws {
    try await Self.withTimingPage(kind, reducedMotion: false) { browser, _ in
      let run: ReversalRun = try await browser.runAsync(Self.reversalSource)
      let share = Self.ease((run.back - run.there) / Self.timingDuration)
      #expect(
        abs(run.beforeBack - run.afterBack) < 0.05 && run.afterBack > 0.1 && run.afterBack < 0.9,
        "\(kind): the reversal starts from the value shown: \(run)")
      // It ends after the shortened duration, in the first frame after it; a
      // slow engine draws that frame late, but never a whole duration late.
      let took = run.end - run.back
      #expect(
        took >= share * Self.timingDuration - 10 && took < share * Self.timingDuration + 300,
        "\(kind): the reversal took \(took) ms; the first had come \(share) of its way")
      #expect(run.endOpacity == 1, "\(kind): back at the first value: \(run)")
    }
  }

  struct ReversalRun: Decodable {
    /// When the state flipped there and back, and when the reversal ended,
    /// in ms on the page's clock.
    var there: Double
    var back: Double
    var end: Double
    /// The opacity just before and just after the flip back, and at the end.
    var beforeBack: Double
    var afterBack: Double
    var endOpacity: Double
  }

  /// Flips the timing layout's state there, back 250 ms later, and waits for
  /// the reversal to end.
  static let reversalSource = """
    async () => {
      \(PageProbe.settleSource)
      const sp = window.stickyPreview;
      const node = document.querySelector('[data-id="eased"]');
      const opacity = () => Number(getComputedStyle(node).opacity);
      sp.setOffset(0);
      await settle();
      const there = performance.now();
      sp.setOffset(20);
      await new Promise((r) => setTimeout(r, 250));
      await new Promise((r) => requestAnimationFrame(r));
      const beforeBack = opacity();
      const back = performance.now();
      sp.setOffset(0);
      const afterBack = opacity();
      while (sp.transitions > 0 && performance.now() - back < 5000) {
        await Promise.race([
          new Promise((r) => requestAnimationFrame(r)),
          new Promise((r) => setTimeout(r, 20)),
        ]);
      }
      return {there, back, end: performance.now(), beforeBack, afterBack, endOpacity: opacity()};
    }
    """

  /// With `prefers-reduced-motion: reduce` a state's change is a jump: the
  /// new value at once, no transition running.
  @Test(arguments: BrowserKind.allCases)
  func reducedMotionJumpsToTheNewState(_ kind: BrowserKind) async throws {
    try await Self.withTimingPage(kind, reducedMotion: true) { browser, top in
      let samples: [TimingSample] = try await browser.runAsync(Self.timingSource, ["offset": 20])
      let first = try #require(samples.first)
      #expect(
        first.transitions == 0 && first.opacity == 0 && first.x == 100
          && first.color == "rgb(0, 0, 255)" && abs(first.y - (top - 20)) < 0.01,
        "\(kind): right after the flip under reduced motion \(first)")
    }
  }
}

extension BrowserTests.Pages {
  /// A bar's own `shadow` is the opacity of its hairline (StickyCore's
  /// `EffectShadow`): here a state that is 0.25 at rest and 1 once scrolled.
  @Test(arguments: BrowserKind.allCases)
  func aBarsShadowIsTheOpacityOfItsHairline(_ kind: BrowserKind) async throws {
    let folder = try SiteTool.temporaryDirectory(named: "bar-edge")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("bar-edge.xml")
    try Data(
      """
      <screen id="bar-edge" device="iphone-se">
        <bar id="top" edge="top" height="64">
          <effect property="shadow" timeline="state" range="scrolled" values="0.25 1" duration="0"/>
        </bar>
        <scroll><box id="filler" height="2000"/></scroll>
      </screen>
      """.utf8
    ).write(to: layout)
    let site = try await SiteTool.build([layout], into: folder.appendingPathComponent("site"))
    let page = Self.page(site, "bar-edge")
    try await Self.withBrowser(kind) { browser in
      _ = try await PageProbe(browser: browser).open(page)
      let edges: [Double?] = try await browser.run(
        """
        () => [0, 0.01, 100, 0].map((o) => {
          window.stickyPreview.setOffset(o);
          const node = document.querySelector('[data-id="top"]');
          if (!node.classList.contains('edge-fx')) return null;
          return Number(getComputedStyle(node, '::after').opacity);
        })
        """)
      #expect(edges == [0.25, 1, 1, 0.25], "\(kind): the hairline's opacity at 0, 0.01, 100, 0")
    }
  }
}
