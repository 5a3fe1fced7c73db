import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// Renders screens with carousels as native nested scrollers (`StickyHTML`:
/// each carousel an `overflow-x: auto` scroller inside the vertical one) and
/// compares, at pairs of offsets, every box, each carousel's active marker
/// (`::scroll-marker:target-current`) and the values of the effects along x
/// (`EffectCSS`) with the core; and, on copies of the carousels that snap,
/// each rest (`scrollTo`) and fling (`scrollBy`) and the target
/// `scrollsnapchange` names, with the carousel's snap rule.
///
/// A batch of screens costs a fresh page and one script (`script`). Boxes
/// need no frame: each screen, its carousels' snap off so that they take any
/// offset, is scrolled to each pair in turn and read at once. Markers and
/// timelines are updated once a frame, and depend on their carousel's
/// offset only: they are read from copies of the carousels alone, one per
/// pair, all in the same frames.
struct CarouselRunner {
  let browser: Browser

  /// How many screens share a page: the frames waited for are the same for one or many.
  static let batch = 10

  /// A screen, the pairs of offsets it is read at, and the snap moves asked of its carousels.
  struct Case {
    var screen: Screen
    var pairs: [ScrollOffsets]
    var probes: [CarouselProbe]

    init(screen: Screen, seed: UInt64) {
      self.screen = screen
      pairs = CarouselPairs.pairs(for: Scene(screen: screen), seed: seed)
      probes = CarouselProbe.probes(for: screen, seed: seed)
    }
  }

  struct Result {
    var mismatches: [CarouselMismatch] = []
    /// Boxes compared (x, y, width and height each).
    var boxes = 0
    /// Active markers compared.
    var markers = 0
    var effects = EffectRunner.Tally()
    var landings = 0
    /// How many of the rule's landings had no target.
    var untargeted = 0

    static func + (a: Result, b: Result) -> Result {
      Result(
        mismatches: a.mismatches + b.mismatches, boxes: a.boxes + b.boxes,
        markers: a.markers + b.markers, effects: a.effects + b.effects,
        landings: a.landings + b.landings, untargeted: a.untargeted + b.untargeted)
    }
  }

  struct Request: Encodable {
    var layouts: [Layout]
    var probes: [Probe]
  }

  struct Layout: Encodable {
    var html: String
    /// Its effects' rules, scoped to the class `scope` around its carousels' copies.
    var style: String
    var scope: String
    /// Its carousels' ids, in the order of the scene's scrollers.
    var carousels: [String]
    /// Every element's id, in the order of `Scene.allElements`.
    var ids: [String]
    /// The carousels with markers or effects, copied for each pair.
    var sliders: [Slider]
    /// Pair by pair, the content's offset, then each carousel's.
    var pairs: [[Double]]
  }

  /// A carousel read at every pair: the targets of its markers, and what
  /// inside it has effects along x.
  struct Slider: Encodable {
    /// Its index in `Layout.carousels`.
    var carousel: Int
    var targets: [String]
    var effects: [EffectElement]
  }

  struct EffectElement: Encodable {
    var id: String
    var properties: [String]
  }

  /// A copy of a carousel of a layout, moved to `offset` and then by `distance` (if not 0).
  struct Probe: Encodable {
    var layout: Int
    var carousel: String
    var offset: Double
    var distance: Double
  }

  private struct Measured: Decodable {
    var layouts: [CarouselReading]
    /// Copy by copy of the carousels probed: where `scrollTo` left it and
    /// the target it reported then, where it landed at last and the last
    /// target it reported.
    var starts: [Double]
    var startTargets: [String?]
    var offsets: [Double]
    var targets: [String?]
  }

  func compare(_ screen: Screen, seed: UInt64) async throws -> Result {
    try await compare([Case(screen: screen, seed: seed)])[0]
  }

  func compare(_ cases: [Case]) async throws -> [Result] {
    let scenes = cases.map { Scene(screen: $0.screen) }
    var request = Request(layouts: [], probes: [])
    // Which copy each probe reads, and whether at the end or where
    // `scrollTo` left it: a fling moves the copy of its offset's rest.
    var readings: [(layout: Int, probe: CarouselProbe, copy: Int, atStart: Bool)] = []
    for (index, (item, scene)) in zip(cases, scenes).enumerated() {
      request.layouts.append(Self.layout(item, scene, scope: "L\(index)"))
      for probe in item.probes {
        if case .fling(let distance) = probe.probe.move, let rest = readings.last,
          rest.layout == index,
          rest.probe
            == CarouselProbe(
              carousel: probe.carousel, probe: SnapProbe(offset: probe.probe.offset, move: .rest))
        {
          request.probes[rest.copy].distance = distance
          readings[readings.count - 1].atStart = true
          readings.append((index, probe, rest.copy, false))
          continue
        }
        readings.append((index, probe, request.probes.count, false))
        request.probes.append(
          Probe(
            layout: index, carousel: probe.carousel.rawValue, offset: probe.probe.offset,
            distance: 0))
      }
    }
    // A fresh page for each batch: Chromium keeps what watches the scroll
    // offsets of the copies of carousels (their markers and timelines) past
    // their removal, and every read of a box then pays for all of them, each
    // batch more.
    try await DifferentialRunner.preparePage(browser, style: StickyHTML.style + EffectCSS.style)
    let measured: Measured = try await browser.runAsync(Self.script, request)
    var results = zip(cases, scenes).enumerated().map { index, item in
      measured.layouts[index].compare(with: item.1, at: item.0.pairs)
    }
    for reading in readings {
      let scene = scenes[reading.layout]
      let rule = scene.scroller(reading.probe.carousel)!.rules.snap
      let start = measured.starts[reading.copy]
      let probe = reading.probe.probe
      let expected = probe.chromiumLanding(rule, start: start)
      results[reading.layout].landings += 1
      if expected.target == nil { results[reading.layout].untargeted += 1 }
      let chromium =
        reading.atStart
        ? SnapLanding(offset: start, target: measured.startTargets[reading.copy])
        : SnapLanding(
          offset: measured.offsets[reading.copy], target: measured.targets[reading.copy])
      if expected != chromium {
        results[reading.layout].mismatches.append(
          .snap(
            carousel: reading.probe.carousel,
            SnapMismatch(probe: probe, start: start, rule: expected, chromium: chromium)))
      }
    }
    return results
  }

  /// What the page is asked about one screen.
  private static func layout(_ item: Case, _ scene: Scene, scope: String) -> Layout {
    let html = StickyHTML(screen: item.screen)
    let carousels = scene.carousels.map { scene.scrollers[$0.scroller].id }
    return Layout(
      html: html.html,
      style: EffectCSS(screen: item.screen, html: html, scope: scope).stylesheet,
      scope: scope, carousels: carousels.map(\.rawValue),
      ids: scene.allElements.map { scene.identity(of: $0).id },
      sliders: CarouselReading.sliders(of: scene).map { slider in
        Slider(
          carousel: slider.carousel, targets: slider.targets,
          effects: slider.tracks.map {
            EffectElement(id: $0.id, properties: $0.effects.map(\.effect.property.rawValue))
          })
      },
      pairs: item.pairs.map { pair in [pair.content] + carousels.map(pair.carousel) })
  }

  /// The smallest variant of `screen` that still disagrees.
  func shrink(_ screen: Screen, seed: UInt64, maximumAttempts: Int = 300) async throws -> (
    Screen, [CarouselMismatch]
  ) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts, accepts: CarouselGenerator.accepts,
      mismatches: { try await compare($0, seed: seed).mismatches })
  }
}
