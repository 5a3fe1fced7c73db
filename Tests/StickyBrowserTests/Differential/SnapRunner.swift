import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// Renders snapping screens as native CSS snap containers in one session of
/// a Chromium that does not animate scrolls, moves copies of them every way
/// a probe asks, and compares where each lands, and the target its
/// `scrollsnapchange` names, with the snap rule.
///
/// Every key has a copy of its screen's scroller of its own, and so has
/// each offset's rest with the fling that follows it, all in one page, so
/// that a batch of screens costs three round trips: a script that lays the
/// copies out, waits for their first frames, scrolls them (`scrollTo`), reads
/// their targets two frames later and flings (`scrollBy`); one W3C Actions
/// command with every key, each key's capturing `keydown` listener focusing
/// the copy it is for; and a script that waits two frames for the last
/// `scrollsnapchange` events and reads the copies.
struct SnapRunner {
  let browser: Browser

  /// A session that scrolls without animating: a key's snap then lands
  /// before the next key.
  static let options = Browser.Options(.chromium, smoothScrolling: false)

  /// How many screens share a page: the frames waited for are the same for one or many.
  static let batch = 5

  init(browser: Browser) async throws {
    precondition(browser.canTake(Self.options))
    self.browser = browser
    try await DifferentialRunner.preparePage(browser, style: StickyHTML.style)
  }

  /// A screen and the moves asked of it.
  struct Case {
    var screen: Screen
    var probes: [SnapProbe]
  }

  struct Result {
    var mismatches: [SnapMismatch]
    /// How many of the rule's landings had no target.
    var untargeted: Int
  }

  private struct Request: Encodable {
    var htmls: [String]
    /// Copy by copy, all screens': the screen's index, where the copy
    /// starts, a fling's distance (else 0), whether a key moves it.
    var screens: [Int]
    var offsets: [Double]
    var distances: [Double]
    var keyed: [Bool]
  }

  private struct Landed: Decodable {
    /// Copy by copy, where `scrollTo` left it and the target it reported
    /// then, where it landed at last and the last target it reported.
    var starts: [Double]
    var startTargets: [String?]
    var offsets: [Double]
    var targets: [String?]
    /// How many `keydown` events the page saw.
    var keys: Int
  }

  func compare(_ screen: Screen, seed: UInt64) async throws -> Result {
    try await compare([Case(screen: screen, probes: SnapProbe.probes(for: screen, seed: seed))])[0]
  }

  func compare(_ cases: [Case]) async throws -> [Result] {
    // Which copy each probe reads, and whether at the end or where
    // `scrollTo` left it: a fling moves the copy of its offset's rest.
    var request = Request(
      htmls: cases.map { StickyHTML(screen: $0.screen).html }, screens: [], offsets: [],
      distances: [], keyed: [])
    var readings: [(screen: Int, probe: SnapProbe, copy: Int, atStart: Bool)] = []
    for (screen, item) in cases.enumerated() {
      for probe in item.probes {
        if case .fling(let distance) = probe.move, let rest = readings.last,
          rest.probe == SnapProbe(offset: probe.offset, move: .rest), rest.screen == screen
        {
          request.distances[rest.copy] = distance
          readings[readings.count - 1].atStart = true
          readings.append((screen, probe, rest.copy, false))
          continue
        }
        readings.append((screen, probe, request.offsets.count, false))
        request.screens.append(screen)
        request.offsets.append(probe.offset)
        request.distances.append(0)
        request.keyed.append(probe.move.key != nil)
      }
    }
    _ = try await browser.runAsync(
      """
      async (a) => {
        const frames = (n) => new Promise((done) => {
          const next = () => (--n > 0 ? requestAnimationFrame(next) : done());
          requestAnimationFrame(next);
        });
        const host = document.getElementById('host');
        host.innerHTML = a.htmls.join('');
        const firsts = [...host.children].map((screen) => screen.querySelector('#sc'));
        // Out of sight, the copies cost no painting.
        const copies = a.screens.map((screen, i) => {
          const first = firsts[screen];
          if (a.screens[i - 1] === screen) return first.parentNode.appendChild(first.cloneNode(true));
          first.tabIndex = 0;
          first.style.left = '-100000px';
          return first;
        });
        const targets = copies.map(() => null);
        copies.forEach((copy, i) => copy.addEventListener('scrollsnapchange', (e) => {
          targets[i] = e.snapTargetBlock ? e.snapTargetBlock.dataset.id : null;
        }));
        // A scroller reports the target it snaps to once its frame ends, and
        // only the first scroll's of a frame: one scroll per copy and frame.
        await frames(2);
        const starts = copies.map((copy, i) => {
          copy.scrollTo({top: a.offsets[i], behavior: 'instant'});
          return copy.scrollTop;
        });
        await frames(2);
        const startTargets = [...targets];
        copies.forEach((copy, i) => {
          if (a.distances[i] !== 0) copy.scrollBy({top: a.distances[i], behavior: 'instant'});
        });
        const keyed = copies.filter((copy, i) => a.keyed[i]);
        // A key scrolls what has focus once its listeners have run.
        let keys = 0;
        const onKey = () => keyed[keys++]?.focus({preventScroll: true});
        document.addEventListener('keydown', onKey, true);
        window.snapRun = {copies, starts, startTargets, targets, onKey, keys: () => keys};
      }
      """, request, as: Bool?.self)
    let keys = readings.compactMap { $0.probe.move.key }
    try await browser.perform([InputSource.keyboard(keys.map { .keyDown($0) })])
    let landed: Landed = try await browser.runAsync(
      """
      async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const run = window.snapRun;
        delete window.snapRun;
        document.removeEventListener('keydown', run.onKey, true);
        const landed = {
          starts: run.starts, startTargets: run.startTargets,
          offsets: run.copies.map((c) => c.scrollTop), targets: run.targets, keys: run.keys(),
        };
        document.getElementById('host').innerHTML = '';
        return landed;
      }
      """)
    guard landed.keys == keys.count else {
      throw WebDriverError.badResponse("the page saw \(landed.keys) of \(keys.count) keys")
    }
    let rules = cases.map { Scene(screen: $0.screen).snap }
    var results = cases.map { _ in Result(mismatches: [], untargeted: 0) }
    for reading in readings {
      let start = landed.starts[reading.copy]
      let probe = reading.probe
      let expected = probe.chromiumLanding(rules[reading.screen], start: start)
      if expected.target == nil { results[reading.screen].untargeted += 1 }
      let chromium =
        reading.atStart
        ? SnapLanding(offset: start, target: landed.startTargets[reading.copy])
        : SnapLanding(offset: landed.offsets[reading.copy], target: landed.targets[reading.copy])
      if expected != chromium {
        results[reading.screen].mismatches.append(
          SnapMismatch(probe: probe, start: start, rule: expected, chromium: chromium))
      }
    }
    return results
  }

  /// The smallest variant of `screen` that still disagrees.
  func shrink(_ screen: Screen, seed: UInt64, maximumAttempts: Int = 300) async throws -> (
    Screen, [SnapMismatch]
  ) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts, accepts: SnapGenerator.accepts,
      mismatches: { try await compare($0, seed: seed).mismatches })
  }
}
