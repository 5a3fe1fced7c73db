import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// Renders screens as plain HTML whose effects are CSS scroll-driven animations
/// (`EffectCSS`), scrolls them natively and compares Chromium's computed values
/// with the core's effect tracks.
struct EffectRunner {
  /// Copies of a screen, each scrolled to one offset and read in the same
  /// frames (`ScrolledValues.script`).
  static let copiesPerFrame = 40
  static let maximumOffsets = 120
  let browser: Browser

  init(browser: Browser) async throws {
    self.browser = browser
    try await DifferentialRunner.preparePage(browser, style: StickyHTML.style + EffectCSS.style)
  }

  static func tolerance(_ property: Effect.Property) -> Double {
    switch property {
    case .opacity, .scale, .color: 0.001
    // Chromium keeps a colour's alpha, the shadow's value here, in 8 bits,
    // that of the keyframes it interpolates too: up to a byte each way.
    case .shadow: 1.0 / 255 + 1e-6
    case .translateX, .translateY, .blur: 0.01
    }
  }

  /// How far a colour channel may be from the exact one, in 255ths: each
  /// side rounds to a whole number of them.
  static let colorTolerance = 1.0

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

  /// How many of Chromium's values were compared, and how.
  struct Tally {
    var values = 0
    /// Values compared where the effect was changing with the offset rather
    /// than holding a keyframe.
    var changing = 0
    /// Values compared on view timelines.
    var view = 0
    /// Values left out for being too close to a breakpoint.
    var nearBoundary = 0

    static func + (a: Tally, b: Tally) -> Tally {
      Tally(
        values: a.values + b.values, changing: a.changing + b.changing, view: a.view + b.view,
        nearBoundary: a.nearBoundary + b.nearBoundary)
    }
  }

  struct Result {
    var mismatches: [Mismatch]
    var offsets: Int
    var tally: Tally
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

  /// The native offsets to check: whole pixels around every breakpoint of the
  /// effects, a point between each two of them, both ends and a few samples.
  static func offsets(for table: Scene) -> [Double] {
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
    let table = Scene(screen: screen)
    let tracks = table.tracks.filter { !$0.effects.isEmpty }
    let offsets = Self.offsets(for: table)
    let html = StickyHTML(screen: screen, visibleScrollport: true)
    let measured: ScrolledValues = try await browser.runAsync(
      """
      async (a) => {
        const {readers, width} = (\(EffectReaders.script))();
        // The first frame starts the new animations, the second samples the
        // timelines at the offsets just set.
        return (\(ScrolledValues.script))(a, 2, () => null, (screen, _, values) => {
          for (const e of a.elements) {
            const node = screen.querySelector('[data-id="' + e.id + '"]');
            const style = node && getComputedStyle(node);
            for (const p of e.properties) {
              const read = style ? [].concat(readers[p](style)) : Array(width(p)).fill(null);
              for (const value of read) values.push(Number.isFinite(value) ? value : null);
            }
          }
        });
      }
      """,
      Request(
        html: html.html, style: EffectCSS(screen: screen, html: html).stylesheet,
        elements: tracks.map {
          Element(id: $0.id, properties: $0.effects.map(\.effect.property.rawValue))
        },
        offsets: offsets, copies: Self.copiesPerFrame))

    var result = Result(mismatches: [], offsets: offsets.count, tally: Tally())
    let perOffset = tracks.reduce(0) { $0 + $1.effects.reduce(0) { $0 + Self.width($1.effect) } }
    for (index, offset) in offsets.enumerated() {
      if let mismatch = measured.scrollMismatch(at: index, offset: offset) {
        result.mismatches.append(mismatch)
        continue
      }
      var position = index * perOffset
      for track in tracks {
        for effect in track.effects {
          let values = measured.values[position..<position + Self.width(effect.effect)]
          position += values.count
          result.mismatches += Self.compare(
            effect, of: track.id, read: values, at: offset, tally: &result.tally)
        }
      }
    }
    return result
  }

  /// Compares what Chromium gave for `effect` of element `id` (`width`
  /// numbers) with its track at `offset`, the offset of the scroller it
  /// runs on; counts them in `tally`. Values within `boundaryMargin` of a
  /// breakpoint are left out.
  static func compare(
    _ effect: EffectTrack, of id: String, read values: ArraySlice<Double?>, at offset: Double,
    tally: inout Tally
  ) -> [Mismatch] {
    if effect.breakpoints.contains(where: { $0 != offset && abs($0 - offset) < boundaryMargin }) {
      tally.nearBoundary += values.count
      return []
    }
    tally.values += values.count
    if effect.value.pieces[effect.value.pieceIndex(at: offset)].slope != 0 {
      tally.changing += values.count
    }
    var slack = 0.0
    if case .view = effect.effect.timeline {
      tally.view += values.count
      slack = viewRangeSlack
    }
    var mismatches: [Mismatch] = []
    for (channel, expected, tolerance) in expectations(of: effect, near: offset, slack: slack) {
      let value = values[values.startIndex + channel]
      if let value, value >= expected.lowerBound - tolerance,
        value <= expected.upperBound + tolerance
      {
        continue
      }
      let field =
        effect.effect.key + (values.count > 1 ? ".\("rgba".map(String.init)[channel])" : "")
      mismatches.append(
        Mismatch(
          offset: offset, id: id, field: field,
          core: (expected.lowerBound + expected.upperBound) / 2, chromium: value ?? .nan))
    }
    return mismatches
  }

  /// How many numbers Chromium's reading of an effect gives: four for a
  /// colour (red, green, blue, alpha), one otherwise.
  static func width(_ effect: Effect) -> Int { effect.property == .color ? 4 : 1 }

  /// What each number read for `track` may be near `offset`: its index, the
  /// range of the core's values within `slack`, and the tolerance. A colour
  /// is what `frames` prints, `#rrggbbaa`, each channel rounded to a byte
  /// like Chromium's; where it is transparent, its channels say nothing.
  static func expectations(of track: EffectTrack, near offset: Double, slack: Double)
    -> [(Int, ClosedRange<Double>, Double)]
  {
    guard track.colors != nil else {
      return [
        (0, values(of: track.value, near: offset, slack: slack), tolerance(track.effect.property))
      ]
    }
    let samples =
      ([offset - slack, offset, offset + slack]
      + track.breakpoints.filter { abs($0 - offset) < slack }).compactMap { sample -> Color? in
        guard case .color(let color) = track.sample(at: sample) else { return nil }
        return color
      }
    func range(_ channel: (Color) -> UInt8, scale: Double) -> ClosedRange<Double> {
      let values = samples.map { Double(channel($0)) / scale }
      return values.min()!...values.max()!
    }
    let alpha = range(\.alpha, scale: 255)
    var result = [(3, alpha, tolerance(.shadow))]
    guard alpha.lowerBound > 0 else { return result }
    for (index, channel) in [\Color.red, \.green, \.blue].enumerated() {
      result.append((index, range({ $0[keyPath: channel] }, scale: 1), colorTolerance))
    }
    return result
  }

  /// The smallest variant of `screen` whose effects still disagree.
  func shrink(_ screen: Screen, maximumAttempts: Int = 300) async throws -> (Screen, [Mismatch]) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts,
      accepts: {
        CSSExpressibility.check($0) == nil && Scene(screen: $0).maxOffset >= 1
          && EffectGenerator.viewTimelinesComparable($0)
      },
      mismatches: { try await compare($0).mismatches })
  }
}
