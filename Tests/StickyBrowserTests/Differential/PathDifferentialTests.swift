import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The page's `stickyPreview.seek(path, t)` against `frames --path` (SPEC
  /// section 12), for random screens with bars that hide and floating headers
  /// along random paths with lifts, in the three engines.
  ///
  /// `STICKYPREVIEW_PATHS_LAYOUTS` sets how many screens (200),
  /// `STICKYPREVIEW_PATHS_SEED` the run's base seed, and
  /// `STICKYPREVIEW_PATHS_ONLY` checks the one screen with that seed.
  @Suite struct PathDifferential {
    static let defaultBaseSeed: UInt64 = 0x9A7B_2026_1219

    @Test(arguments: BrowserKind.allCases)
    func seekMatchesFramesAlongPaths(_ kind: BrowserKind) async throws {
      var run = DifferentialRun(
        suite: "PathDifferential", prefix: "STICKYPREVIEW_PATHS",
        defaultBase: Self.defaultBaseSeed, defaultCount: 200)
      let started = Date()
      let site = try await PathSiteStore.site(for: run.seeds)
      let built = Date()
      var coverage = PathCoverage()
      try await BrowserTests.Pages.withBrowser(kind) { browser in
        let runner = PathRunner(browser: browser)
        for (index, pathCase) in site.cases.enumerated() {
          coverage.add(pathCase.screen, along: pathCase.path, at: pathCase.times)
          // The first screen's page is opened, the others' data loaded into it.
          let arrival: PathRunner.Arrival =
            index == 0 ? .opened : .loaded(data: try site.data(of: pathCase))
          let mismatches = try await runner.compare(
            pathCase, page: site.page(of: pathCase), arrival: arrival)
          guard !mismatches.isEmpty else { continue }
          try await run.fail(
            pathCase.seed, mismatches,
            what: "\(kind): seek disagrees with frames --path \(pathCase.path.text)",
            shrink: { try await runner.shrink(pathCase) })
        }
      }
      let finished = Date()
      print(
        "PathDifferential \(kind): \(run.seeds.count) screens (base seed \(hex(run.base))), "
          + "\(coverage.summary), \(run.failing.count) failing; "
          + String(
            format: "%.1f s (site and frames %.1f s, pages %.1f s)",
            finished.timeIntervalSince(started), built.timeIntervalSince(started),
            finished.timeIntervalSince(built)))
      run.finish()
    }
  }
}
