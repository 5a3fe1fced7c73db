import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// Renders screens as plain HTML whose state effects are `scroll-state()`
/// container queries (`StateCSS`), scrolls them natively and compares the
/// values Chromium applies with the core's state tracks.
struct StateRunner {
  /// Copies of a screen read in the same frames (`ScrolledValues.script`).
  static let copiesPerFrame = 40
  let browser: Browser

  init(browser: Browser) async throws {
    self.browser = browser
    try await DifferentialRunner.preparePage(
      browser, style: StickyHTML.style + EffectCSS.style + StateCSS.style)
  }

  struct Result {
    var mismatches: [Mismatch]
    var offsets: Int
    var values: Int
    /// Values compared on `stuck` states.
    var stuck: Int
    /// Values compared at a whole offset next to a threshold or on it.
    var atThreshold: Int
  }

  private struct Request: Encodable {
    var html: String
    var style: String
    var probes: [Probe]
    var offsets: [Double]
    var copies: Int
  }

  private struct Probe: Encodable {
    var container: String?
    var property: String
  }

  func compare(_ screen: Screen) async throws -> Result {
    let table = Scene(screen: screen)
    let css = StateCSS(screen: screen)
    let tracks = css.probes.map { probe in
      table.tracks.first { $0.id == probe.owner }!.effects.first { $0.effect == probe.effect }!
    }
    let thresholds = tracks.flatMap(\.breakpoints)
    let offsets = WholeOffsets.around(thresholds, last: table.maxOffset, steps: 16)
    let measured: ScrolledValues = try await browser.runAsync(
      """
      async (a) => {
        const {readers} = (\(EffectReaders.script))();
        const probe = (screen) => a.probes.map((p, i) => {
          const parent = p.container == null
            ? screen.querySelector('#sc > div')
            : screen.querySelector('[data-id="' + p.container + '"]');
          const node = document.createElement('i');
          node.className = 'q-' + i;
          parent.appendChild(node);
          return node;
        });
        // Scroll states are taken after layout and applied in the next
        // frame's style: wait for that frame to be done.
        return (\(ScrolledValues.script))(a, 3, probe, (screen, probes, values) => {
          a.probes.forEach((p, k) => {
            const read = [].concat(readers[p.property](getComputedStyle(probes[k])));
            for (const value of read) values.push(Number.isFinite(value) ? value : null);
          });
        });
      }
      """,
      Request(
        html: StickyHTML(screen: screen).html, style: css.stylesheet,
        probes: css.probes.map {
          Probe(container: $0.container, property: $0.effect.property.rawValue)
        },
        offsets: offsets, copies: Self.copiesPerFrame))

    var result = Result(
      mismatches: [], offsets: offsets.count, values: 0, stuck: 0, atThreshold: 0)
    let perOffset = tracks.reduce(0) { $0 + EffectRunner.width($1.effect) }
    for (index, offset) in offsets.enumerated() {
      if let mismatch = measured.scrollMismatch(at: index, offset: offset) {
        result.mismatches.append(mismatch)
        continue
      }
      var position = index * perOffset
      for (probe, track) in zip(css.probes, tracks) {
        let read = measured.values[position..<position + EffectRunner.width(track.effect)]
        position += read.count
        result.values += read.count
        if track.effect.timeline == .state(.stuck) { result.stuck += read.count }
        if thresholds.contains(where: { abs($0 - offset) <= 1 }) {
          result.atThreshold += read.count
        }
        for (channel, expected, tolerance) in Self.expectations(
          track.sample(at: offset), track.effect)
        {
          let value = read[read.startIndex + channel]
          if let value, abs(value - expected) <= tolerance { continue }
          let field =
            track.effect.key + (read.count > 1 ? ".\("rgba".map(String.init)[channel])" : "")
          result.mismatches.append(
            Mismatch(
              offset: offset, id: "\(probe.owner) (\(track.effect.timeline.rangeText))",
              field: field, core: expected, chromium: value ?? .nan))
        }
      }
    }
    return result
  }

  /// What each number read should be: a state's values are written as they
  /// are, so only Chromium's 8-bit alpha needs a tolerance.
  static func expectations(_ value: EffectValue, _ effect: Effect) -> [(Int, Double, Double)] {
    switch value {
    case .number(let number):
      return [(0, number, EffectRunner.tolerance(effect.property))]
    case .color(let color):
      return [
        (0, Double(color.red), 0), (1, Double(color.green), 0), (2, Double(color.blue), 0),
        (3, Double(color.alpha) / 255, 1e-9),
      ]
    }
  }

  /// The smallest variant of `screen` whose states still disagree.
  func shrink(_ screen: Screen, maximumAttempts: Int = 200) async throws -> (Screen, [Mismatch]) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts,
      accepts: { CSSExpressibility.check($0) == nil && Self.subjectsSticky($0) },
      mismatches: { try await compare($0).mismatches })
  }

  /// Whether every `stuck` state's subject is still a sticky block.
  static func subjectsSticky(_ screen: Screen) -> Bool {
    var sticky: Set<String> = []
    var subjects: [String] = []
    func visit(_ block: Block) {
      if block.sticky != .none { sticky.insert(block.id) }
      subjects += block.effects.compactMap { $0.timeline == .state(.stuck) ? $0.subject : nil }
      if case .stack(let stack) = block.kind { stack.children.forEach(visit) }
    }
    subjects += (screen.scroll.header?.effects ?? []).compactMap {
      $0.timeline == .state(.stuck) ? $0.subject : nil
    }
    screen.scroll.children.forEach(visit)
    return subjects.allSatisfy(sticky.contains)
  }
}
