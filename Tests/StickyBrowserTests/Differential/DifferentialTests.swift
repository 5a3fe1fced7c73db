import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The core's frames against Chromium's own `position: sticky`, for random
  /// layouts that plain CSS can express, at native scroll offsets.
  ///
  /// `STICKYPREVIEW_DIFF_LAYOUTS` sets how many layouts (300),
  /// `STICKYPREVIEW_DIFF_SEED` the run's base seed, and
  /// `STICKYPREVIEW_DIFF_ONLY` checks the one layout with that seed.
  @Suite struct Differential {
    static let defaultBaseSeed: UInt64 = 0x5717_C4B0_2026

    @Test func chromiumStickyMatchesCoreFrames() async throws {
      var run = DifferentialRun(
        suite: "Differential", prefix: "STICKYPREVIEW_DIFF", defaultBase: Self.defaultBaseSeed,
        defaultCount: 300)
      let started = Date()
      try await BrowserLanes.withSession { browser in
        let runner = try await DifferentialRunner(browser: browser)
        var offsets = 0
        var elements = 0
        var coverage = Coverage()
        for seed in run.seeds {
          let screen = LayoutGenerator.screen(seed: seed)
          let result = try await runner.compare(screen)
          offsets += result.offsets
          coverage = coverage + result.coverage
          elements += Scene(screen: screen).allElements.count
          guard !result.mismatches.isEmpty else { continue }
          try await run.fail(
            seed, result.mismatches, what: "Chromium disagrees with the core",
            shrink: { try await runner.shrink(screen) })
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "Differential: \(run.seeds.count) layouts (base seed \(hex(run.base))), "
            + "\(offsets) offsets, \(elements) elements, \(run.failing.count) failing, "
            + String(format: "%.1f s", seconds) + "; " + coverage.summary)
        run.finish()
      }
    }
  }
}
