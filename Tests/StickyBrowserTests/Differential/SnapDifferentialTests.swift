import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The snap rule (SPEC section 14) against Chromium's own CSS scroll snap,
  /// for random snapping layouts with integer geometry: from 20 offsets of
  /// each, `rest` against `scrollTo`, `fling` against `scrollBy` from where
  /// that left the scroller, `step` and `page` against ArrowDown, ArrowUp,
  /// PageDown and PageUp on the focused scroller; the landing offsets, and
  /// the target against the one `scrollsnapchange` names.
  ///
  /// `STICKYPREVIEW_SNAP_LAYOUTS` sets how many layouts (200),
  /// `STICKYPREVIEW_SNAP_SEED` the run's base seed, and
  /// `STICKYPREVIEW_SNAP_ONLY` checks the one layout with that seed.
  @Suite struct SnapDifferential {
    static let defaultBaseSeed: UInt64 = 0x5A4B_D1FF_2026

    @Test func chromiumScrollSnapMatchesSnapRule() async throws {
      var run = DifferentialRun(
        suite: "SnapDifferential", prefix: "STICKYPREVIEW_SNAP", defaultBase: Self.defaultBaseSeed,
        defaultCount: 200)
      let started = Date()
      try await BrowserLanes.withSession(SnapRunner.options) { browser in
        let runner = try await SnapRunner(browser: browser)
        var moves: [String: Int] = [:]
        var probes = 0
        var untargeted = 0
        var mandatory = 0
        for seeds in run.batches(of: SnapRunner.batch) {
          let cases = seeds.map { seed in
            let screen = SnapGenerator.screen(seed: seed)
            return SnapRunner.Case(
              screen: screen, probes: SnapProbe.probes(for: screen, seed: seed))
          }
          let results = try await runner.compare(cases)
          for (seed, (item, result)) in zip(seeds, zip(cases, results)) {
            probes += item.probes.count
            untargeted += result.untargeted
            for probe in item.probes { moves[probe.move.name, default: 0] += 1 }
            if item.screen.scroll.snap.type == .mandatory { mandatory += 1 }
            guard !result.mismatches.isEmpty else { continue }
            try await run.fail(
              seed, result.mismatches, what: "Chromium's scroll snap disagrees with the snap rule",
              shrink: { try await runner.shrink(item.screen, seed: seed) })
          }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "SnapDifferential: \(run.seeds.count) layouts (base seed \(hex(run.base)); "
            + "\(mandatory) mandatory), \(probes) moves ("
            + moves.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
            + "), \(untargeted) landing on no target, \(run.failing.count) failing, "
            + String(format: "%.1f s", seconds))
        run.finish()
      }
    }
  }
}
