import StickyCore
import StickyDrawing

/// A small static picture of a screen at offset 0, as inline SVG, for its
/// gallery card: the drawing of `snapshot`, colored by the site's CSS.
struct Thumbnail {
  var screen: Screen
  var table: FrameTable
  /// Layout image values to site-relative paths.
  var images: [String: String]

  func svg() -> String {
    var svg = SVGWriter()
    // The gallery holds a thumbnail of each screen, and screen ids are unique.
    var shapes = SharedShapes(idPrefix: "thumb-\(screen.id)-")
    ScreenDrawing(screen: screen, table: table, images: images).write(
      into: &svg, timing: .offset(0),
      attributes: [("role", "img"), ("aria-label", "Preview of " + SiteBuilder.name(of: screen))],
      shapes: &shapes)
    return svg.text
  }
}
