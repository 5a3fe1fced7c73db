import StickyCore
import StickyDrawing

extension SiteBuilder {
  /// The page's downloadable animation, beside its `index.html`.
  static let pullAndReleaseName = "pull-and-release.svg"

  /// A looping SVG of the screen pulled down past the top and let go: the
  /// stretchy header's gesture, and every screen's overscroll. It stands alone
  /// (images inlined), so it can go into a README or a slide as it is.
  func pullAndRelease(
    _ entry: SiteScreen, table: Scene, images: [String: DrawnImage]
  ) throws(SiteError) -> String {
    let pull = -min(table.overscroll, 150)
    let path = ScrollPath(points: [
      .init(offset: 0, time: 0), .init(offset: pull, time: 0.8), .init(offset: pull, time: 1.3),
      .init(offset: 0, time: 2.1),
    ])
    let drawing = ScreenDrawing(screen: entry.screen, table: table, images: images)
    return try Self.drawn("its pull-and-release animation", of: entry) {
      () throws(DrawingTooLarge) in
      try ScrollAnimation(drawing: drawing, path: path, loop: true).svg()
    }
  }

  /// What `draw` draws for `entry`, or an error at the screen's id when it
  /// would pass the drawings' size limit.
  static func drawn(
    _ what: String, of entry: SiteScreen, _ draw: () throws(DrawingTooLarge) -> String
  ) throws(SiteError) -> String {
    do throws(DrawingTooLarge) {
      return try draw()
    } catch {
      let message =
        "screen \(DiagnosticText.quoted(entry.screen.id)): \(what): \(error.description)"
      guard let place = entry.idLocation else {
        throw SiteError((entry.source.map { "\($0.path): " } ?? "") + message)
      }
      throw SiteError(message, subject: .input(place: place))
    }
  }
}
