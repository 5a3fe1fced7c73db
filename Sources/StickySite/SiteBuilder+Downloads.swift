import StickyCore
import StickyDrawing

extension SiteBuilder {
  /// The page's downloadable animation, beside its `index.html`.
  static let pullAndReleaseName = "pull-and-release.svg"

  /// A looping SVG of the screen pulled down past the top and let go: the
  /// stretchy header's gesture, and every screen's overscroll. It stands alone
  /// (images inlined), so it can go into a README or a slide as it is.
  func pullAndRelease(_ entry: SiteScreen, table: Scene, images: [String: DrawnImage]) -> String {
    let pull = -min(table.overscroll, 150)
    let path = ScrollPath(points: [
      .init(offset: 0, time: 0), .init(offset: pull, time: 0.8), .init(offset: pull, time: 1.3),
      .init(offset: 0, time: 2.1),
    ])
    let drawing = ScreenDrawing(screen: entry.screen, table: table, images: images)
    return ScrollAnimation(drawing: drawing, path: path, loop: true).svg()
  }
}
