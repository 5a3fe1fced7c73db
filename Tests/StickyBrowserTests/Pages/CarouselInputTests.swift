import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The offsets and what the rule was last asked, after one input on a
  /// carousel screen, once what it started has come to rest.
  struct CarouselInput: Decodable {
    var name: String
    /// The content's offset before and after.
    var before: Double
    var after: Double
    /// The carousel's, before and after.
    var from: Double
    var to: Double
    /// The landing the carousel's rule was last asked for, and where it rests.
    var landing: PageLanding?
    var target: String?
    /// The `snapchange` events of the carousel's node.
    var events: [String?]
    /// Whether the carousel has focus after the input.
    var focused: Bool
  }

  /// Drives a carousel screen with synthetic input, one scenario after
  /// another, each until the content and the carousel rest.
  static let carouselDriver = """
    const sp = window.stickyPreview;
    const screen = document.querySelector('[data-screen]');
    const view = (id) => screen.querySelector('[data-carousel="' + id + '"]');
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The middle of a carousel's view, and what is there.
    const middle = (id) => {
      const box = view(id).getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      return { x, y, target: document.elementFromPoint(x, y) };
    };
    const pointer = (target, type, x, y) => target.dispatchEvent(new PointerEvent(type, {
      pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0, bubbles: true,
      cancelable: true, clientX: x, clientY: y }));
    // Drags from the middle of carousel `id` by (dx, dy) screen points per
    // move, a move every 16 ms; lets go at once (a throw) or after holding
    // still for 120 ms.
    const drag = async (id, dx, dy, moves, hold) => {
      const { x, y, target } = middle(id);
      pointer(target, 'pointerdown', x, y);
      let px = 0;
      let py = 0;
      for (let k = 0; k < moves; k++) {
        await wait(16);
        px -= dx * sp.scale;
        py -= dy * sp.scale;
        pointer(target, 'pointermove', x + px, y + py);
      }
      if (hold) await wait(120);
      pointer(target, 'pointerup', x + px, y + py);
    };
    const wheel = (id, deltaX, deltaY, shiftKey) => {
      const { x, y, target } = middle(id);
      target.dispatchEvent(new WheelEvent('wheel', { deltaX, deltaY, deltaMode: 0, shiftKey,
        clientX: x, clientY: y, bubbles: true, cancelable: true }));
    };
    const key = (id, name) => view(id).dispatchEvent(new KeyboardEvent('keydown', {
      key: name, bubbles: true, cancelable: true }));
    // Waits until carousel `id` rests at a landing its rule was asked for
    // since `asked`; or, where the input lands nothing, until nothing has
    // moved for 3 frames.
    const rests = async (id, asked, lands) => {
      const start = performance.now();
      let last = '';
      let still = 0;
      while (performance.now() - start < 5000) {
        await frame();
        const landing = sp.carouselLandings[id];
        if (lands && landing && JSON.stringify(landing) !== asked
          && sp.carousels[id] === landing.offset) return;
        const now = JSON.stringify([sp.offset, sp.carousels]);
        still = now === last ? still + 1 : 0;
        last = now;
        if (!lands && still >= 3) return;
      }
    };
    const out = [];
    const scenario = async (name, id, act, lands = true) => {
      const events = [];
      const note = (e) => events.push(e.detail.id);
      view(id).addEventListener('snapchange', note);
      const before = sp.offset;
      const from = sp.carousels[id];
      const asked = JSON.stringify(sp.carouselLandings[id]);
      await act();
      await rests(id, asked, lands);
      await frame();
      view(id).removeEventListener('snapchange', note);
      out.push({ name, before, after: sp.offset, from, to: sp.carousels[id],
        landing: sp.carouselLandings[id], target: sp.carouselTargets[id], events,
        focused: document.activeElement === view(id) });
    };
    """

  /// Each carousel scrolls on its own input (SPEC section 15), in three
  /// engines, on the gallery's shelves and photo pager: a sideways drag over
  /// the `essentials` shelf, held still before it lifts, moves it by the
  /// drag and rests it where its rule's `rest` does, the content still, the
  /// shelf focused; Shift with a wheel, and a sideways trackpad movement,
  /// over it scroll it and rest it once idle; a vertical drag over the
  /// `games` shelf moves the content by the drag and not the shelf; a throw
  /// on `photos` lands a page on by the rule's `fling`; Left and Right on
  /// the focused pager turn its pages by the rule's `step`; each landing
  /// fires the carousel's own `snapchange`.
  @Test(arguments: BrowserKind.allCases)
  func carouselsScrollByTheirOwnInput(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let shelves = try Self.carouselScene(Self.carouselGallery[0])
    let pager = try Self.carouselScene(Self.carouselGallery[1])
    let rule = { (table: Scene, id: String) in table.scroller(ScrollerID(id))!.rules.snap }
    let inputs: [CarouselInput] = try await Self.withBrowser(kind) { browser in
      try await browser.navigate(to: Self.page(site, shelves.screenID))
      let onShelves: [CarouselInput] = try await browser.runAsync(
        """
        async () => {
          \(Self.carouselDriver)
          sp.setOffset(40);
          await scenario('drag shelf', 'essentials', () => drag('essentials', 30, 0, 5, true));
          await scenario('shift wheel', 'essentials', async () => wheel('essentials', 0, 120, true));
          await scenario('trackpad', 'essentials', async () => wheel('essentials', 90, 4, false));
          await scenario('drag over games', 'games', () => drag('games', 0, 30, 5, true), false);
          return out;
        }
        """)
      try await browser.navigate(to: Self.page(site, pager.screenID))
      let onPager: [CarouselInput] = try await browser.runAsync(
        """
        async () => {
          \(Self.carouselDriver)
          await scenario('throw pager', 'photos', () => drag('photos', 50, 0, 4, false));
          await scenario('right', 'photos', async () => key('photos', 'ArrowRight'));
          await scenario('left', 'photos', async () => key('photos', 'ArrowLeft'));
          return out;
        }
        """)
      return onShelves + onPager
    }
    try #require(inputs.count == 7, "\(kind): \(inputs.map(\.name))")
    let byName = Dictionary(uniqueKeysWithValues: inputs.map { ($0.name, $0) })
    func expectRests(
      _ name: String, _ id: String, from: Double, how: String, _ want: SnapLanding?
    ) {
      guard let input = byName[name] else { return }
      #expect(
        input.landing?.how == how && abs((input.landing?.from ?? .nan) - from) <= 0.5,
        "\(kind) \(name): the rule was asked \(String(describing: input.landing)), not \(how) from \(from)"
      )
      #expect(
        input.before == input.after,
        "\(kind) \(name): the content moved from \(input.before) to \(input.after)")
      guard let want else { return }
      #expect(
        abs(input.to - want.offset) <= PageProbe.offsetTolerance && input.target == want.target,
        "\(kind) \(name): \(id) rests at \(input.to) (\(input.target ?? "none")), the rule at \(want)"
      )
    }
    // Held still, the drag lifts where it left the shelf: 150 on from 0.
    let dragged = try #require(byName["drag shelf"])
    expectRests(
      "drag shelf", "essentials", from: 150, how: "rest", rule(shelves, "essentials").rest(150))
    #expect(dragged.focused, "\(kind): a press on essentials leaves it without focus")
    // The vertical drag moves the content by 150 and leaves games where it was.
    let over = try #require(byName["drag over games"])
    #expect(
      abs(over.after - over.before - 150) <= 0.5 && over.to == over.from && over.landing == nil,
      "\(kind): a vertical drag over games moved the content \(over.before) → \(over.after), games \(over.from) → \(over.to)"
    )
    // The throw flings the pager by the travel its momentum would have had.
    if let thrown = byName["throw pager"], let landing = thrown.landing {
      expectRests(
        "throw pager", "photos", from: landing.from, how: "fling",
        rule(pager, "photos").fling(from: landing.from, by: landing.by))
      #expect(thrown.to > thrown.from, "\(kind): the throw left photos at \(thrown.to)")
    }
    // Shift with a wheel moves the shelf by the wheel's deltaY, a sideways
    // trackpad movement by its deltaX, each resting once idle.
    for (name, by) in [("shift wheel", 120.0), ("trackpad", 90.0)] {
      guard let wheeled = byName[name] else { continue }
      expectRests(
        name, "essentials", from: wheeled.from + by, how: "rest",
        rule(shelves, "essentials").rest(wheeled.from + by))
    }
    for (name, sign) in [("right", 1.0), ("left", -1.0)] {
      guard let stepped = byName[name] else { continue }
      expectRests(
        name, "photos", from: stepped.from, how: "step",
        rule(pager, "photos").step(from: stepped.from, by: sign * 40))
    }
    // Each landing that changed where a carousel rests said so on its node.
    for input in inputs where input.landing != nil {
      let changed = input.events.last.map { $0 == input.target } ?? true
      #expect(
        changed,
        "\(kind) \(input.name): snapchange \(input.events), rests at \(input.target ?? "none")")
    }
  }
}
