import Foundation
import StickyCore
import StickyTestSupport

/// A generated screen, the path it is played along, the times compared and
/// what `frames --path` prints at those times.
struct PathCase {
  var seed: UInt64
  var screen: Screen
  var path: ScrollPath
  var times: [Double]
  var expected: FramesOutput
}

/// Screens built into one site, so that a run builds once and loads each
/// page once, with the frames `stickypreview` gives along their paths.
struct PathSite {
  let folder: URL
  let site: URL
  let cases: [PathCase]

  /// The screen and path drawn for `seed`.
  static func draw(seed: UInt64) -> (screen: Screen, path: ScrollPath, times: [Double]) {
    let screen = LayoutGenerator.pathScreen(seed: seed, id: "path-" + String(seed, radix: 16))
    let (path, times) = PathGenerator.path(seed: seed, table: FrameTable(screen: screen))
    return (screen, path, times)
  }

  /// Builds `screens` (each with its seed, path and times) and asks
  /// `frames --path` for each.
  init(_ screens: [(seed: UInt64, screen: Screen, path: ScrollPath, times: [Double])]) throws {
    let layouts = try SiteTool.writeLayouts(screens.map(\.screen))
    folder = layouts[0].deletingLastPathComponent()
    site = try SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    cases = try zip(screens, layouts).map { drawn, layout in
      PathCase(
        seed: drawn.seed, screen: drawn.screen, path: drawn.path, times: drawn.times,
        expected: try SiteTool.frames(of: layout, path: drawn.path, times: drawn.times))
    }
  }

  func page(of pathCase: PathCase) -> URL {
    BrowserTests.Pages.page(site, pathCase.screen.id)
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }
}
