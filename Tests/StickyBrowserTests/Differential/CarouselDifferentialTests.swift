import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// Carousels (SPEC section 15) against Chromium's own nested scrollers,
  /// for random layouts with several carousels: at 20 pairs of offsets of
  /// each (the content's and every carousel's), every box, each carousel's
  /// active marker against `::scroll-marker:target-current`, and the values
  /// of effects along x against `scroll(inline)` and
  /// `view-timeline-axis: inline`; and from 10 offsets of each carousel
  /// that snaps, `rest` against `scrollTo` and `fling` against `scrollBy`,
  /// the landing and the target `scrollsnapchange` names. `page` has no
  /// CSS counterpart: the core's own tests hold it.
  ///
  /// `STICKYPREVIEW_CAROUSEL_LAYOUTS` sets how many layouts (100),
  /// `STICKYPREVIEW_CAROUSEL_SEED` the run's base seed, and
  /// `STICKYPREVIEW_CAROUSEL_ONLY` checks the one layout with that seed.
  @Suite struct CarouselDifferential {
    static let defaultBaseSeed: UInt64 = 0xCA20_05E1_2026

    @Test func chromiumNestedScrollersMatchCarousels() async throws {
      var run = DifferentialRun(
        suite: "CarouselDifferential", prefix: "STICKYPREVIEW_CAROUSEL",
        defaultBase: Self.defaultBaseSeed, defaultCount: 100)
      let started = Date()
      try await BrowserLanes.withSession { browser in
        let runner = CarouselRunner(browser: browser)
        var total = CarouselRunner.Result()
        var pairs = 0
        var carousels = 0
        var types: [CarouselSnapType: Int] = [:]
        for seeds in run.batches(of: CarouselRunner.batch) {
          let cases = seeds.map { seed in
            CarouselRunner.Case(screen: CarouselGenerator.screen(seed: seed), seed: seed)
          }
          let results = try await runner.compare(cases)
          for (seed, (item, result)) in zip(seeds, zip(cases, results)) {
            pairs += item.pairs.count
            total = total + result
            for block in StaticLayout(screen: item.screen).elements {
              guard case .block(let block) = block.node, case .carousel(let model) = block.kind
              else { continue }
              carousels += 1
              types[model.snap.type, default: 0] += 1
            }
            guard !result.mismatches.isEmpty else { continue }
            try await run.fail(
              seed, result.mismatches, what: "Chromium's nested scrollers disagree with the core",
              shrink: { try await runner.shrink(item.screen, seed: seed) })
          }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "CarouselDifferential: \(run.seeds.count) layouts (base seed \(hex(run.base))) with "
            + "\(carousels) carousels ("
            + CarouselSnapType.allCases.map { "\(types[$0, default: 0]) \($0.rawValue)" }
            .joined(separator: ", ")
            + "), \(pairs) pairs: \(total.boxes) boxes, \(total.markers) active markers, "
            + "\(total.effects.values) effect values (\(total.effects.changing) changing, "
            + "\(total.effects.view) on view timelines; \(total.effects.nearBoundary) left out "
            + "within \(EffectRunner.boundaryMargin) px of a breakpoint), \(total.landings) "
            + "snap landings (\(total.untargeted) on no target); \(run.failing.count) failing, "
            + String(format: "%.1f s", seconds))
        run.finish()
      }
    }
  }
}
