import StickyCore
import StickyWebDriver

/// Renders screens as plain HTML whose effects are CSS scroll-driven animations
/// (`EffectCSS`), scrolls them natively and compares Chromium's computed values
/// with the core's effect tracks.
struct EffectRunner {
  /// Copies of a screen, each scrolled to one offset and read in the same
  /// frames: Chromium samples scroll timelines once a frame, so scrolling one
  /// copy through the offsets would cost a frame per offset.
  static let copiesPerFrame = 40
  static let maximumOffsets = 120
  let browser: Browser

  init(browser: Browser) async throws {
    self.browser = browser
    try await DifferentialRunner.preparePage(browser, style: StickyHTML.style + EffectCSS.style)
  }

  static func tolerance(_ property: Effect.Property) -> Double {
    switch property {
    case .opacity, .scale, .shadow, .color: 0.001
    case .translateX, .translateY, .blur: 0.01
    }
  }

  /// How far Chromium may put a point of a view range from the exact one: it
  /// rounds the subject's position up to 1/16 px for the timeline, and
  /// truncates `P%` of a named range to its LayoutUnit, 1/64 px.
  static let viewRangeSlack = 1.0 / 16 + 1.0 / 64
  /// Offsets this close to a breakpoint are not compared: Chromium holds the
  /// keyframe for a progress within its time epsilon of a phase boundary, which
  /// is up to a sixteenth of a pixel of scrolling here.
  static let boundaryMargin = 0.25

  /// The values the core's track takes within `slack` of `offset`.
  static func values(of value: PiecewiseLinear, near offset: Double, slack: Double)
    -> ClosedRange<Double>
  {
    let samples =
      [offset - slack, offset, offset + slack]
      + value.breakpoints.filter { abs($0 - offset) < slack }
    let values = samples.map { value.value(at: $0) }
    return values.min()!...values.max()!
  }

  struct Result {
    var mismatches: [Mismatch]
    var offsets: Int
    var values: Int
    /// Values compared where the effect was changing with the offset rather
    /// than holding a keyframe.
    var changing: Int
    /// Values compared on view timelines.
    var view: Int
    /// Values left out for being too close to a breakpoint.
    var nearBoundary: Int
  }

  private struct Request: Encodable {
    var html: String
    var style: String
    var elements: [Element]
    var offsets: [Double]
    var copies: Int
  }

  private struct Element: Encodable {
    var id: String
    var properties: [String]
  }

  private struct Measurement: Decodable {
    var scrollTops: [Double]
    /// Per offset, per element, per effect; null when missing or unreadable.
    var values: [Double?]
  }

  /// The native offsets to check: whole pixels around every breakpoint of the
  /// effects, a point between each two of them, both ends and a few samples.
  static func offsets(for table: FrameTable) -> [Double] {
    let last = table.maxOffset.rounded(.down)
    let breakpoints = Set(table.tracks.flatMap { $0.effects.flatMap(\.value.breakpoints) })
      .sorted()
    var offsets: Set<Double> = [0, last]
    for breakpoint in breakpoints {
      let below = breakpoint.rounded(.down)
      let above = breakpoint.rounded(.up)
      offsets.formUnion([below - 1, below, above, above + 1])
    }
    let bounds = [0] + breakpoints.filter { $0 > 0 && $0 < last } + [last]
    for (low, high) in zip(bounds, bounds.dropFirst()) {
      offsets.insert(((low + high) / 2).rounded())
    }
    for step in 1..<8 { offsets.insert((last * Double(step) / 8).rounded()) }
    var sorted = offsets.filter { $0 >= 0 && $0 <= last }.sorted()
    if sorted.count > maximumOffsets {
      // Keep an even spread of them, ends included.
      sorted = (0..<maximumOffsets).map { sorted[$0 * (sorted.count - 1) / (maximumOffsets - 1)] }
    }
    return sorted
  }

  func compare(_ screen: Screen) async throws -> Result {
    let table = FrameTable(screen: screen)
    let tracks = table.tracks.filter { !$0.effects.isEmpty }
    let offsets = Self.offsets(for: table)
    let measured: Measurement = try await browser.runAsync(
      """
      async (a) => {
        const host = document.getElementById('host');
        const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
        const read = {
          opacity: (s) => parseFloat(s.opacity),
          scale: (s) => s.scale === 'none' ? 1 : parseFloat(s.scale),
          translateX: (s) => s.translate === 'none' ? 0 : parseFloat(s.translate.split(' ')[0]),
          translateY: (s) => {
            const parts = s.translate.split(' ');
            return parts.length > 1 ? parseFloat(parts[1]) : 0;
          },
          blur: (s) => {
            if (s.filter === 'none') return 0;
            const m = /^blur\\(([-0-9.e]+)px\\)$/.exec(s.filter);
            return m ? parseFloat(m[1]) : null;
          },
        };
        const scrollTops = [];
        const values = [];
        for (let from = 0; from < a.offsets.length; from += a.copies) {
          const offsets = a.offsets.slice(from, from + a.copies);
          host.innerHTML = '<style>' + a.style + '</style>' + offsets.map(() => a.html).join('');
          const screens = host.querySelectorAll('#screen');
          offsets.forEach((o, i) => { screens[i].querySelector('#sc').scrollTop = o; });
          // The first frame starts the new animations, the second samples the
          // timelines at the offsets just set.
          await frame();
          await frame();
          offsets.forEach((o, i) => {
            scrollTops.push(screens[i].querySelector('#sc').scrollTop);
            for (const e of a.elements) {
              const node = screens[i].querySelector('[data-id="' + e.id + '"]');
              const style = node && getComputedStyle(node);
              for (const p of e.properties) {
                const value = style ? read[p](style) : null;
                values.push(Number.isFinite(value) ? value : null);
              }
            }
          });
        }
        host.innerHTML = '';
        return {scrollTops, values};
      }
      """,
      Request(
        html: StickyHTML(screen: screen).html, style: EffectCSS(screen: screen).stylesheet,
        elements: tracks.map {
          Element(id: $0.id, properties: $0.effects.map(\.effect.property.rawValue))
        },
        offsets: offsets, copies: Self.copiesPerFrame))

    var result = Result(
      mismatches: [], offsets: offsets.count, values: 0, changing: 0, view: 0, nearBoundary: 0)
    let perOffset = tracks.reduce(0) { $0 + $1.effects.count }
    for (index, offset) in offsets.enumerated() {
      if abs(measured.scrollTops[index] - offset) > 1e-3 {
        result.mismatches.append(
          Mismatch(
            offset: offset, id: "#sc", field: "scrollTop", core: offset,
            chromium: measured.scrollTops[index]))
        continue
      }
      var position = index * perOffset
      for track in tracks {
        for effect in track.effects {
          let value = measured.values[position]
          position += 1
          if effect.value.breakpoints.contains(where: {
            $0 != offset && abs($0 - offset) < Self.boundaryMargin
          }) {
            result.nearBoundary += 1
            continue
          }
          result.values += 1
          if effect.value.pieces[effect.value.pieceIndex(at: offset)].slope != 0 {
            result.changing += 1
          }
          var slack = 0.0
          if case .view = effect.effect.timeline {
            result.view += 1
            slack = Self.viewRangeSlack
          }
          let expected = Self.values(of: effect.value, near: offset, slack: slack)
          let tolerance = Self.tolerance(effect.effect.property)
          if let value, value >= expected.lowerBound - tolerance,
            value <= expected.upperBound + tolerance
          {
            continue
          }
          result.mismatches.append(
            Mismatch(
              offset: offset, id: track.id, field: effect.effect.key,
              core: effect.value.value(at: offset), chromium: value ?? .nan))
        }
      }
    }
    return result
  }

  /// The smallest variant of `screen` whose effects still disagree.
  func shrink(_ screen: Screen, maximumAttempts: Int = 300) async throws -> (Screen, [Mismatch]) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts,
      accepts: {
        CSSExpressibility.check($0) == nil && FrameTable(screen: $0).maxOffset >= 1
          && EffectGenerator.viewTimelinesComparable($0)
      },
      mismatches: { try await compare($0).mismatches })
  }
}
