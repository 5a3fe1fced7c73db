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
    static let reportedFailures = 3

    @Test func chromiumStickyMatchesCoreFrames() async throws {
      let seeds: [UInt64]
      let base = TestEnvironment.seed("STICKYPREVIEW_DIFF_SEED") ?? Self.defaultBaseSeed
      if let only = TestEnvironment.seed("STICKYPREVIEW_DIFF_ONLY") {
        seeds = [only]
      } else {
        let count = TestEnvironment.integer("STICKYPREVIEW_DIFF_LAYOUTS") ?? 300
        seeds = (0..<count).map { SplitMix64.layoutSeed(base: base, index: $0) }
      }
      let started = Date()
      try await Browser.withSession { browser in
        let runner = try await DifferentialRunner(browser: browser)
        var offsets = 0
        var elements = 0
        var failing: [UInt64] = []
        var coverage = Coverage()
        for seed in seeds {
          let screen = LayoutGenerator.screen(seed: seed)
          let result = try await runner.compare(screen)
          offsets += result.offsets
          coverage = coverage + result.coverage
          elements += FrameTable(screen: screen).elementCount
          guard !result.mismatches.isEmpty else { continue }
          failing.append(seed)
          guard failing.count <= Self.reportedFailures else { continue }
          let (smallest, mismatches) = try await runner.shrink(screen)
          Issue.record(
            Comment(
              rawValue: """
                Chromium disagrees with the core for layout seed \(hex(seed)) \
                (rerun: STICKYPREVIEW_DIFF_ONLY=\(hex(seed)) swift test --filter Differential).
                \(result.mismatches.count) mismatches, first: \(result.mismatches[0])
                Smallest failing layout:
                \(LayoutJSON.encode(smallest))\
                Its mismatches (\(mismatches.count)):
                \(mismatches.prefix(12).map { "  \($0)" }.joined(separator: "\n"))
                """))
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "Differential: \(seeds.count) layouts (base seed \(hex(base))), \(offsets) offsets, "
            + "\(elements) elements, \(failing.count) failing, "
            + String(format: "%.1f s", seconds) + "; " + coverage.summary)
        if failing.count > Self.reportedFailures {
          Issue.record(
            Comment(
              rawValue: "\(failing.count) layouts disagree in all; seeds: "
                + failing.map(hex).joined(separator: ", ")))
        }
      }
    }
  }
}
