import StickyCore
import StickyDrawing

/// A small static picture of a screen at offset 0, as inline SVG, for its
/// gallery card: the drawing of `snapshot` with the phone's status bar, camera
/// and home indicator over it, colored by the site's CSS.
struct Thumbnail {
  var screen: Screen
  var table: Scene
  /// Layout image values to their images at site-relative paths.
  var images: [String: DrawnImage]

  func svg() throws(DrawingTooLarge) -> String {
    var svg = SVGWriter()
    // The gallery holds a thumbnail of each screen, and screen ids are unique.
    var shapes = SharedShapes(idPrefix: "thumb-\(screen.id)-")
    try ScreenDrawing(screen: screen, table: table, images: images).write(
      into: &svg, timing: .offset(0),
      attributes: [("role", "img"), ("aria-label", "Preview of " + SiteBuilder.name(of: screen))],
      shapes: &shapes, decor: true)
    return svg.text
  }
}
