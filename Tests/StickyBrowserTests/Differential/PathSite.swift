import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver

/// A generated screen, the path it is played along, the times compared and
/// what `frames --path` prints at those times.
struct PathCase: Sendable {
  var seed: UInt64
  var screen: Screen
  var path: ScrollPath
  var times: [Double]
  var expected: FramesOutput
}

/// Screens built into one site, so that a run builds once and loads each
/// page once, with the frames `stickypreview` gives along their paths.
struct PathSite: Sendable {
  let folder: URL
  let site: URL
  let cases: [PathCase]

  /// The site of the screens drawn for `seeds`.
  static func drawn(_ seeds: [UInt64]) async throws -> PathSite {
    try await PathSite(
      seeds.map { seed in
        let drawn = draw(seed: seed)
        return (seed, drawn.screen, drawn.path, drawn.times)
      })
  }

  /// The screen and path drawn for `seed`.
  static func draw(seed: UInt64) -> (screen: Screen, path: ScrollPath, times: [Double]) {
    let screen = LayoutGenerator.pathScreen(seed: seed, id: "path-" + String(seed, radix: 16))
    let (path, times) = PathGenerator.path(seed: seed, table: Scene(screen: screen))
    return (screen, path, times)
  }

  /// Builds `screens` (each with its seed, path and times) and asks
  /// `frames --path` for each.
  init(_ screens: [(seed: UInt64, screen: Screen, path: ScrollPath, times: [Double])])
    async throws
  {
    let layouts = try SiteTool.writeLayouts(screens.map(\.screen))
    folder = layouts[0].deletingLastPathComponent()
    site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    var cases: [PathCase] = []
    for (drawn, layout) in zip(screens, layouts) {
      cases.append(
        PathCase(
          seed: drawn.seed, screen: drawn.screen, path: drawn.path, times: drawn.times,
          expected: try await SiteTool.frames(of: layout, path: drawn.path, times: drawn.times)))
    }
    self.cases = cases
  }

  func page(of pathCase: PathCase) -> URL {
    BrowserTests.Pages.page(site, pathCase.screen.id)
  }

  /// The page data of the case's page.
  func data(of pathCase: PathCase) throws -> String {
    try SiteTool.pageData(site, pathCase.screen.id)
  }
}

/// The site of a run, built by the first engine that asks for it, for all
/// three: neither the screens nor the frames depend on the engine.
enum PathSiteStore {
  private static let sites = OnceEach<[UInt64], PathSite>()

  static func site(for seeds: [UInt64]) async throws -> PathSite {
    try await sites.value(for: seeds) { seeds in
      let site = try await PathSite.drawn(seeds)
      Leftovers.removeAtExit(site.folder)
      return site
    }
  }
}
