import StickyCore
import StickyDrawing

/// What a preview page says about its screen: the layout's description (or
/// the generic hint), its facts in a designer's words, and the motion plot.
extension SiteBuilder {
  static let genericHint =
    "Scroll over the screen with the wheel or trackpad, drag it with the pointer, or click "
    + "it and use the arrow keys, Page Up/Down, Space, Home and End. Pull past either end to "
    + "see the rubber band."

  /// The description paragraph, or the generic hint when the layout has none.
  static func about(_ screen: Screen) -> String {
    guard let text = screen.description, !text.isEmpty else {
      return "<p class=\"hint\">\(HTMLText.escape(genericHint))</p>"
    }
    return "<p class=\"description\" id=\"description\">\(HTMLText.escape(text))</p>"
  }

  /// The facts as `<dt>`/`<dd>` pairs: "Content: 1,480 pt tall, scrolls 750 pt".
  static func facts(_ screen: Screen, table: FrameTable) -> String {
    let points = NumberFormat.points
    let viewport = table.viewport
    var facts: [(String, String)] = [
      ("Screen", deviceDescription(screen) + " pt"),
      (
        "Content",
        points(table.contentHeight) + " tall, "
          + (table.maxOffset > 0 ? "scrolls " + points(table.maxOffset) : "fits without scrolling")
      ),
    ]
    if viewport.top > 0 { facts.append(("Under the top bar", points(viewport.top))) }
    if viewport.bottom < viewport.height {
      facts.append(("Under the bottom bar", points(viewport.height - viewport.bottom)))
    }
    if viewport.insetTop > 0 { facts.append(("Kept clear at the top", points(viewport.insetTop))) }
    if viewport.insetBottom > 0 {
      facts.append(("Kept clear at the bottom", points(viewport.insetBottom)))
    }
    if table.tracks.contains(where: { $0.layer == .sticky || $0.rows?.pins.isEmpty == false }) {
      facts.append(
        ("Sticky views pin", "below " + points(table.pinTop) + ", above " + points(table.pinBottom))
      )
    }
    if table.overscroll > 0 { facts.append(("Pulls past either end", points(table.overscroll))) }
    return facts.map { "<dt>\(HTMLText.escape($0))</dt><dd>\(HTMLText.escape($1))</dd>" }
      .joined()
  }

  /// The motion plot, with the cursor the runtime moves over it: a line on a
  /// layer of its own on a track over the plot's axis (`plot.js`).
  static func plot(_ table: FrameTable, ticks: [BreakpointTicks.Tick]) -> String {
    let svg = MotionPlot(table: table, ticks: ticks).svg()
    return "<div class=\"plot-box\">" + svg
      + "<div class=\"plot-track\" aria-hidden=\"true\"><div class=\"plot-cursor\" id=\"plot-cursor\">"
      + "</div></div></div>"
  }
}
