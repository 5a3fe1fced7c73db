import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The core's effect values against Chromium's own scroll-driven animations,
  /// for random layouts with random effects, at native scroll offsets.
  ///
  /// `STICKYPREVIEW_EFFECTS_LAYOUTS` sets how many layouts (100),
  /// `STICKYPREVIEW_EFFECTS_SEED` the run's base seed, and
  /// `STICKYPREVIEW_EFFECTS_ONLY` checks the one layout with that seed.
  @Suite struct EffectDifferential {
    static let defaultBaseSeed: UInt64 = 0xEFFE_C75_2026

    @Test func chromiumAnimationsMatchCoreEffects() async throws {
      var run = DifferentialRun(
        suite: "EffectDifferential", prefix: "STICKYPREVIEW_EFFECTS",
        defaultBase: Self.defaultBaseSeed, defaultCount: 100)
      let started = Date()
      try await BrowserLanes.withSession { browser in
        let runner = try await EffectRunner(browser: browser)
        var offsets = 0
        var tally = EffectRunner.Tally()
        for seed in run.seeds {
          let screen = EffectGenerator.screen(seed: seed)
          let result = try await runner.compare(screen)
          offsets += result.offsets
          tally = tally + result.tally
          guard !result.mismatches.isEmpty else { continue }
          try await run.fail(
            seed, result.mismatches, what: "Chromium's animations disagree with the core's effects",
            shrink: { try await runner.shrink(screen) })
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "EffectDifferential: \(run.seeds.count) layouts (base seed \(hex(run.base))), "
            + "\(offsets) offsets, \(tally.values) values compared (\(tally.changing) changing, "
            + "\(tally.view) on view timelines; \(tally.nearBoundary) left out within "
            + "\(EffectRunner.boundaryMargin) px of a breakpoint), \(run.failing.count) failing, "
            + String(format: "%.1f s", seconds))
        run.finish()
      }
    }
  }
}
