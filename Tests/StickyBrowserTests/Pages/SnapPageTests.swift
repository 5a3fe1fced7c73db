import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The layouts of the snap tests: cards under a bar, one that stops every
  /// fling, one taller than the view, and a feed of rows that snap; and rows
  /// that snap under a bar that hides and snaps (SPEC sections 12 and 14).
  static let snapLayouts = ["snap-page", "snap-hiding"].map {
    SiteTool.packageRoot.appendingPathComponent("Tests/StickyBrowserTests/Pages/Fixtures/\($0).xml")
  }

  private static let snapSite = Once<URL> {
    try await SiteTool.build(
      snapLayouts,
      into: try SiteTool.temporaryDirectory(named: "snap").appendingPathComponent("site"))
  }

  /// The rule Swift gives the screen of a layout file.
  static func snapRule(_ layout: URL) throws -> SnapRule {
    let root = try LayoutParser.read(contentsOf: layout.path)
    return Scene(screen: try ScreenBuilder.build(root).screen).snap
  }

  /// A landing as the page reports it (`stickyPreview.landing`).
  struct PageLanding: Decodable {
    var how: String
    var from: Double
    var by: Double
    var offset: Double
    var target: String?
  }

  /// One input on the page and what came of it once the content rested.
  struct SnapScenario: Decodable {
    var name: String
    /// The offset the input should have landed from, as the test drove it.
    var from: Double
    var landing: PageLanding?
    var offset: Double
    var target: String?
    /// The target before the input.
    var before: String?
    /// Whether the input asked the rule for a landing.
    var landed: Bool
    /// The ids of the `snapchange` events the input caused.
    var events: [String?]
  }

  /// Drives the page with synthetic input, in the page, one scenario after
  /// another, each until the content rests: the helpers below, then `body`.
  static let snapDriver = """
    const sp = window.stickyPreview;
    const screen = document.querySelector('[data-screen]');
    const box = screen.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pointer = (type, dy) => screen.dispatchEvent(new PointerEvent(type, {
      pointerId: 9, pointerType: 'mouse', isPrimary: true, button: 0, bubbles: true,
      cancelable: true, clientX: x, clientY: y + dy }));
    const key = (name, shiftKey = false) => screen.dispatchEvent(new KeyboardEvent('keydown', {
      key: name, shiftKey, bubbles: true, cancelable: true }));
    const wheel = (deltaY) => screen.dispatchEvent(new WheelEvent('wheel', {
      deltaY, deltaMode: 0, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    // Drags the content by `distances` (points, toward the end when
    // positive), a move every 16 ms; lets go at once (a throw) or after
    // holding still for 200 ms. The moves are spaced by the clock, not by
    // timers, which a loaded machine fires late: a throw's moves then came
    // far apart, and it travelled less than a finger's would.
    const pause = (ms) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const drag = async (distances, hold) => {
      pointer('pointerdown', 0);
      let dy = 0;
      for (const d of distances) {
        pause(16);
        dy -= d * sp.scale;
        pointer('pointermove', dy);
      }
      if (hold) await wait(200);
      pointer('pointerup', dy);
    };
    const events = [];
    screen.addEventListener('snapchange', (e) => events.push(e.detail.id));
    // Waits until the content has come to rest at the landing last asked
    // for, at its offset and naming its target (the frame that ends the
    // glide does both; a landing where the content is rests at once), and
    // says whether it did within 5 s.
    const rests = async () => {
      const start = performance.now();
      const resting = () => !sp.landing
        || (sp.offset === sp.landing.offset && sp.snapTarget === sp.landing.target);
      do await frame();
      while (!resting() && performance.now() - start < 5000);
      return resting();
    };
    const out = [];
    // Runs `act`, which starts from offset `from`, and notes where the content came to rest.
    const scenario = async (name, from, act) => {
      const seen = events.length;
      const before = sp.snapTarget;
      const asked = JSON.stringify(sp.landing);
      await act();
      await rests();
      out.push({ name, from, landing: sp.landing, offset: sp.offset, target: sp.snapTarget,
        before, landed: JSON.stringify(sp.landing) !== asked, events: events.slice(seen) });
    };
    """

  /// Each way the content lands (SPEC section 14) against Swift's rule for
  /// the same screen: a tap and a drag held still before it lifts rest, a
  /// throw flings by the travel the page's momentum would have had, the
  /// arrows step, Page Up/Down and Space page, Home and End rest at the ends,
  /// a wheel rests once idle, the scrubber rests where it lets go; the content
  /// glides there and rests at the rule's offset exactly, names the rule's
  /// block or row in `snapTarget` and the panel, and fires `snapchange` once
  /// per new target. A drag stops a glide where it is; `setOffset` shows the
  /// offset it is given and lands nowhere; the scrubber and the plot mark the
  /// rule's snap positions. Then, on rows under a bar that hides: the bar's
  /// snap of section 12 starts once the content has glided to rest.
  @Test(arguments: BrowserKind.allCases)
  func theContentLandsByTheRuleAndGlides(_ kind: BrowserKind) async throws {
    let site = try await Self.snapSite.value
    let rule = try Self.snapRule(Self.snapLayouts[0])
    let hidingRule = try Self.snapRule(Self.snapLayouts[1])
    try await Self.withBrowser(kind) { browser in
      try await browser.navigate(to: Self.page(site, "snap-page"))
      let run = try await Self.snapScenarios(browser)
      Self.check(run.scenarios, rule: rule, kind: kind)
      #expect(
        run.readout == (run.scenarios.last?.target ?? "–"),
        "\(kind): the panel names \(run.readout)")
      Self.checkInterrupt(run.interrupt, rule: rule, kind: kind)
      #expect(
        run.marks
          == rule.marks(
            from: -run.overscroll, to: rule.maxOffset + run.overscroll, buckets: run.pixels),
        "\(kind): the scrubber marks \(run.marks) of \(run.pixels) pixels")
      try await browser.navigate(to: Self.page(site, "snap-hiding"))
      try await Self.checkBarSnapsAfterTheGlide(browser, rule: hidingRule, kind: kind)
    }
  }

  /// With reduced motion, in the session of `reducedMotionJumpsAndNeverSprings`:
  /// each landing puts the content at the rule's offset at once, before any
  /// frame, its `snapchange` fired; a throw carries no momentum and rests.
  static func checkSnapJumps(_ browser: Browser, kind: BrowserKind) async throws {
    let site = try await Self.snapSite.value
    let rule = try Self.snapRule(Self.snapLayouts[0])
    try await browser.navigate(to: Self.page(site, "snap-page"))
    struct Jump: Decodable {
      var landing: PageLanding
      /// The offset and target right after the input, before any frame.
      var offset: Double
      var target: String?
      var events: [String?]
    }
    let jumps: [Jump] = try await browser.runAsync(
      """
      async () => {
        \(Self.snapDriver)
        const jumps = [];
        const now = async (act) => {
          const seen = events.length;
          await act();
          jumps.push({ landing: sp.landing, offset: sp.offset, target: sp.snapTarget,
            events: events.slice(seen) });
          await frame();
        };
        await now(async () => key('PageDown'));
        await now(async () => key('End'));
        await now(async () => key('Home'));
        await now(async () => key('ArrowDown'));
        await now(async () => drag([25, 25, 25, 25, 25, 25], false));
        return jumps;
      }
      """)
    #expect(
      jumps.map(\.landing.how) == ["page", "rest", "rest", "step", "rest"],
      "\(kind): \(jumps.map(\.landing.how))")
    var target: String? = nil
    for jump in jumps {
      let expected = Self.landing(rule, jump.landing, target: target)
      #expect(
        jump.offset == expected?.offset && jump.target == expected?.target,
        "\(kind) reduced motion, \(jump.landing.how) from \(jump.landing.from): at \(jump.offset) (\(jump.target ?? "none")) at once, the rule lands at \(String(describing: expected))"
      )
      #expect(
        jump.events == (jump.target == target ? [] : [jump.target]), "\(kind): \(jump.events)")
      target = jump.target
    }
  }

  struct SnapRun: Decodable {
    var scenarios: [SnapScenario]
    var interrupt: Interrupt
    var readout: String
    /// The pixels of the scrubber's strip that the page marked, and how many it has.
    var marks: [Int]
    var pixels: Int
    var overscroll: Double
  }

  /// A glide that a drag stopped: where the content was when the finger
  /// came down, 300 ms later, where the glide was going, and the landing
  /// of the finger's lift.
  struct Interrupt: Decodable {
    var from: Double
    var going: Double
    var down: Double
    var later: Double
    var landing: PageLanding
    var offset: Double
  }

  static func snapScenarios(_ browser: Browser) async throws -> SnapRun {
    try await browser.runAsync(
      """
      async () => {
        \(Self.snapDriver)
        await scenario('tap', 0, async () => { pointer('pointerdown', 0); pointer('pointerup', 0); });
        const at = () => sp.offset;
        await scenario('arrow down', at(), async () => key('ArrowDown'));
        await scenario('arrow down', at(), async () => key('ArrowDown'));
        await scenario('page down', at(), async () => key('PageDown'));
        await scenario('space', at(), async () => key(' '));
        await scenario('shift space', at(), async () => key(' ', true));
        await scenario('arrow up', at(), async () => key('ArrowUp'));
        await scenario('page up', at(), async () => key('PageUp'));
        await scenario('end', sp.maxOffset, async () => key('End'));
        await scenario('home', 0, async () => key('Home'));
        await scenario('drag held', at() + 150, async () => drag([30, 30, 30, 30, 30], true));
        await scenario('throw', at() + 150, async () => drag([25, 25, 25, 25, 25, 25], false));
        await scenario('throw back', at() - 120, async () => drag([-40, -40, -40], false));
        await scenario('wheel', at() + 250, async () => {
          for (const d of [100, 100, 50]) { wheel(d); await wait(30); }
        });
        await scenario('scrubber', 9990, async () => {
          const scrubber = document.getElementById('scrubber');
          scrubber.value = '9990';
          scrubber.dispatchEvent(new Event('input', { bubbles: true }));
          scrubber.dispatchEvent(new Event('change', { bubbles: true }));
        });
        await scenario('feed', at(), async () => key('ArrowDown'));
        // A glide that a drag stops where it is. On a loaded machine one
        // frame can outlast the whole glide, and the finger then comes down
        // on a content at rest: that try says nothing, and the next begins.
        let going;
        let down;
        for (let tries = 0; tries < 5; tries++) {
          sp.setOffset(900);
          key('PageDown');
          going = sp.landing.offset;
          for (let k = 0; k < 300 && sp.offset === 900; k++) await frame();
          pointer('pointerdown', 0);
          down = sp.offset;
          if (down !== going) break;
          pointer('pointerup', 0);
          await rests();
        }
        await wait(300);
        const later = sp.offset;
        pointer('pointerup', 0);
        await rests();
        const interrupt = { from: 900, going, down, later, landing: sp.landing, offset: sp.offset };
        // setOffset shows what it is given, where the content then rests.
        await scenario('setOffset', 1234, async () => sp.setOffset(1234));
        const strip = document.querySelector('.snap-marks');
        const pixels = Math.max(1, Math.round(strip.clientWidth));
        const stops = [...strip.style.backgroundImage.matchAll(/var\\(--accent\\) ([0-9.e+-]+)%/g)]
          .map((m) => Number(m[1]));
        const marks = [];
        for (let k = 0; k < stops.length; k += 2) {
          const first = Math.round((stops[k] / 100) * pixels);
          const last = Math.round((stops[k + 1] / 100) * pixels);
          for (let p = first; p < last; p++) marks.push(p);
        }
        return { scenarios: out, interrupt, readout: document.getElementById('snap-target').textContent,
          marks, pixels, overscroll: sp.overscroll };
      }
      """)
  }

  /// What the rule gives where the page says it landed from, as `how` says;
  /// a fling that lands nowhere leaves the content resting at `target`.
  static func landing(_ rule: SnapRule, _ landing: PageLanding, target: String?) -> SnapLanding? {
    switch landing.how {
    case "rest": rule.rest(landing.from)
    case "fling":
      rule.fling(from: landing.from, by: landing.by)
        ?? SnapLanding(offset: landing.from, target: target)
    case "step": rule.step(from: landing.from, by: landing.by)
    case "page": rule.page(from: landing.from, by: Int(landing.by))
    default: nil
    }
  }

  /// The scenarios the page runs, in order.
  static let snapScenarioNames = [
    "tap", "arrow down", "arrow down", "page down", "space", "shift space", "arrow up", "page up",
    "end", "home", "drag held", "throw", "throw back", "wheel", "scrubber", "feed", "setOffset",
  ]

  /// Each scenario landed as it should have, where the rule puts it, and
  /// rested there.
  static func check(_ scenarios: [SnapScenario], rule: SnapRule, kind: BrowserKind) {
    #expect(scenarios.map(\.name) == snapScenarioNames, "\(kind): ran \(scenarios.map(\.name))")
    let asked: [String: (how: String, by: Double?)] = [
      "tap": ("rest", 0), "arrow down": ("step", 40), "arrow up": ("step", -40),
      "page down": ("page", 1), "space": ("page", 1), "shift space": ("page", -1),
      "page up": ("page", -1), "end": ("rest", 0), "home": ("rest", 0),
      "drag held": ("rest", 0), "throw": ("fling", nil), "throw back": ("fling", nil),
      "wheel": ("rest", 0), "scrubber": ("rest", 0), "feed": ("step", 40),
    ]
    for scenario in scenarios {
      let name = "\(kind) \(scenario.name)"
      #expect(
        scenario.landed == (scenario.name != "setOffset"), "\(name): landed \(scenario.landed)")
      if scenario.name == "setOffset" {
        let held = rule.rest(scenario.from)
        #expect(scenario.offset == scenario.from, "\(name): shown at \(scenario.offset)")
        #expect(
          scenario.target == (held.offset == scenario.from ? held.target : nil),
          "\(name): rests at \(scenario.target ?? "none")")
      } else {
        guard let landing = scenario.landing,
          let expected = Self.landing(rule, landing, target: scenario.before),
          let want = asked[scenario.name]
        else {
          Issue.record("\(name): landed \(String(describing: scenario.landing))")
          continue
        }
        #expect(landing.how == want.how, "\(name): landed by \(landing.how)")
        #expect(
          abs(landing.from - scenario.from) < 1e-6,
          "\(name): landed from \(landing.from), not \(scenario.from)")
        if let by = want.by {
          #expect(landing.by == by, "\(name): by \(landing.by)")
        } else {
          // The momentum's travel, in the direction of the throw.
          let direction: Double = scenario.name == "throw" ? 1 : -1
          #expect(landing.by * direction > 50, "\(name): a throw that would travel \(landing.by)")
        }
        #expect(
          landing.offset == expected.offset && landing.target == expected.target,
          "\(name) from \(landing.from) by \(landing.by): the page landed at \(landing.offset) (\(landing.target ?? "none")), the rule at \(expected.offset) (\(expected.target ?? "none"))"
        )
        #expect(
          scenario.offset == expected.offset && scenario.target == expected.target,
          "\(name): the content rests at \(scenario.offset) (\(scenario.target ?? "none")), not \(expected.offset)"
        )
      }
      let events = scenario.target == scenario.before ? [] : [scenario.target]
      #expect(
        scenario.events == events, "\(name): snapchange fired \(scenario.events), not \(events)")
    }
  }

  static func checkInterrupt(_ interrupt: Interrupt, rule: SnapRule, kind: BrowserKind) {
    let going = rule.page(from: interrupt.from, by: 1).offset
    #expect(
      interrupt.going == going,
      "\(kind): Page Down from 900 glides to \(interrupt.going), not \(going)")
    #expect(
      interrupt.down > interrupt.from && interrupt.down < going,
      "\(kind): the finger came down at \(interrupt.down), not on the glide from 900 to \(going)")
    #expect(
      interrupt.later == interrupt.down,
      "\(kind): held down, the content went on from \(interrupt.down) to \(interrupt.later)")
    let lift = rule.rest(interrupt.down)
    #expect(
      interrupt.landing.how == "rest" && interrupt.landing.from == interrupt.down
        && interrupt.offset == lift.offset,
      "\(kind): the lift at \(interrupt.down) rested at \(interrupt.offset), not \(lift.offset)")
  }

  /// Rows under a bar that hides and snaps: from offset 0 a drag to 10 pt
  /// past the place 10 pt before a row's start, back 20 pt (the bar two
  /// thirds hidden), held and lifted; the content glides to the row, the bar
  /// hiding as the offset grows, and only then does the bar snap away: until
  /// the offset's last change the bar's hidden amount changes only with the
  /// offset, after it, it goes on to the whole bar.
  static func checkBarSnapsAfterTheGlide(_ browser: Browser, rule: SnapRule, kind: BrowserKind)
    async throws
  {
    struct Sample: Decodable {
      var o: Double
      var e: Double
    }
    let row = rule.rest(400).offset
    let samples: [Sample] = try await browser.runAsync(
      """
      async (row) => {
        \(Self.snapDriver)
        const samples = [];
        pointer('pointerdown', 0);
        let dy = 0;
        for (const d of [100, 100, 100, row - 290, -20]) {
          dy -= d * sp.scale;
          pointer('pointermove', dy);
          await frame();
          await frame();
        }
        await wait(200);
        let recording = true;
        const tick = () => {
          samples.push({ o: sp.offset, e: sp.hidden.top });
          if (recording) requestAnimationFrame(tick);
        };
        pointer('pointerup', dy);
        tick();
        await rests();
        // The bar's snap, and a few frames after it.
        const start = performance.now();
        while (sp.hidden.top !== 60 && performance.now() - start < 2000) await frame();
        for (let k = 0; k < 3; k++) await frame();
        recording = false;
        return samples;
      }
      """, row)
    let bar = 60.0
    guard let first = samples.first, let last = samples.last else {
      Issue.record("\(kind): no frames recorded")
      return
    }
    #expect(first.o == row - 10 && abs(first.e - 40) < 1e-9, "\(kind): lifted at \(first)")
    #expect(last.o == row && last.e == bar, "\(kind): came to rest at \(last)")
    let moves = samples.indices.dropFirst().filter { samples[$0].o != samples[$0 - 1].o }
    let lastMove = moves.last ?? 0
    let early = samples.indices.dropFirst().prefix { $0 <= lastMove }.filter {
      samples[$0].e != samples[$0 - 1].e && samples[$0].o == samples[$0 - 1].o
    }
    #expect(
      early.isEmpty,
      "\(kind): the bar moved before the content rested, at \(early.map { samples[$0] })")
    #expect(
      samples[lastMove].e < bar,
      "\(kind): the glide ended with the bar at \(samples[lastMove].e), leaving nothing to snap")
  }
}
