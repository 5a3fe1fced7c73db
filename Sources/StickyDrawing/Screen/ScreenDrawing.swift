import StickyCore

/// One screen drawn from its frame table, as the nested `<svg data-screen>` of
/// SPEC section 11: every element on screen is a group at its frame whose first
/// shape, the `data-id` rectangle, is that frame (a list's rows are `use`s of
/// shared shapes in a group that moves with the list). Snapshots, filmstrips,
/// animations and the gallery's thumbnails all draw through here.
///
/// Shapes are painted with the classes of `SVGDocument.fills` (`s-row`, `ink`, ...) unless
/// the layout gives a color, so that the gallery can theme them with its CSS.
public struct ScreenDrawing: Sendable {
  public var screen: Screen
  public var table: Scene
  /// Each layout `image` value's image, loaded from a data URL in a file of
  /// its own, a path in a site. Images without one are not drawn.
  public var images: [String: DrawnImage]

  public init(screen: Screen, table: Scene, images: [String: DrawnImage] = [:]) {
    self.screen = screen
    self.table = table
    self.images = images
  }

  public var width: Double { table.viewport.width }
  public var height: Double { table.viewport.height }
  /// The screen's title, else its id: what a drawing is called.
  public var title: String { screen.title ?? screen.id }

  /// Writes the screen with its top-left corner at (`x`, `y`) as it is at
  /// `timing`, leaving out the elements never on screen then. `attributes` go on
  /// the screen's `<svg>`; the shapes its rows share are defined there unless
  /// an earlier screen of the document defined them in `shapes`. With `decor`,
  /// the phone's status bar, camera and home indicator are drawn over it.
  /// Stops once `svg` and what is drawn for it pass `DrawingTooLarge.limit`.
  public func write(
    into svg: inout SVGWriter, x: Double = 0, y: Double = 0, timing: Timing,
    attributes: [SVGWriter.Attribute] = [], shapes: inout SharedShapes, decor: Bool = false
  ) throws(DrawingTooLarge) {
    let size = [("width", NumberFormat.string(width)), ("height", NumberFormat.string(height))]
    svg.open(
      "svg",
      [("data-screen", screen.id)] + attributes
        + [("x", NumberFormat.string(x)), ("y", NumberFormat.string(y))] + size
        + [
          ("viewBox", "0 0 \(NumberFormat.string(width)) \(NumberFormat.string(height))"),
          ("overflow", "hidden"),
        ])
    var background = SVGWriter()
    background.leaf("rect", size + paint(screen.background, kind: "screen"))
    // A screen with translucent bars names what lies under them, which each
    // shows blurred; the background then follows the shapes it may use.
    let hasGlass = table.tracks.contains { Self.isGlass($0.node) }
    if !hasGlass { svg.append(background) }
    var glass: [DrawnTrack] = []
    var layers = Array(repeating: SVGWriter(), count: ElementLayer.allCases.count)
    let timeline = Timeline(timing: timing, table: table)
    // The status bar's ink looks at every element across its lines; each
    // is drawn, added and let go, as a layout of the largest size holds
    // 70 MB of drawn tracks.
    let lines = ScreenDecor(drawing: self).inkLines
    // Where a moving drawing asks for inks, the same for every element.
    let inkSamples = ScreenDecor.samples(of: timeline)
    var inks = SurfaceInk(
      background: screen.background, lines: [lines.status, lines.home].compactMap { $0 },
      over: timeline.parameters)
    var written = svg.text.utf8.count
    func add(_ element: SVGWriter, to layer: ElementLayer) throws(DrawingTooLarge) {
      written += element.text.utf8.count
      try DrawingTooLarge.check(written)
      layers[layer.rawValue].append(element)
    }
    // The carousel whose sliding elements are being drawn (they follow its
    // own track), to close once they end.
    var sliding: SlidingGroup?
    func closeSliding() throws(DrawingTooLarge) {
      guard let group = sliding else { return }
      sliding = nil
      if let closing = group.closing(drawing: self, timeline: timeline) {
        try add(closing, to: group.track.layer)
      }
    }
    for index in table.tracks.indices {
      let track = DrawnTrack(index, of: table, along: timeline)
      if let group = sliding, track.element.slide != group.id { try closeSliding() }
      if decor { inks.add(track, along: timeline, in: table) }
      if Self.isGlass(track.node) { glass.append(track) }
      var list: RowList?
      if case .block(let block) = track.node, case .list(let rows) = block.kind { list = rows }
      // A list's pinned rows leave it, so they are drawn even when it is not.
      if timeline.shows(y: track.y, height: track.height, screenHeight: height),
        sliding.map({ showsSideways(track, along: $0.own) }) ?? true
      {
        if let opening = sliding?.opening {
          try add(opening, to: sliding!.track.layer)
          sliding?.opening = nil
        }
        var element = ElementWriter(
          timeline: timeline, y: track.y, height: track.height, effects: track.effects,
          tracks: headerTracks(of: track.node, height: track.height))
        draw(
          track, ink: textInk(of: track, along: timeline, samples: inkSamples), into: &element,
          shapes: &shapes)
        try add(element.svg, to: sliding?.track.layer ?? track.layer)
        if let list, let rows = track.rows {
          try add(
            try plainRows(
              rows, list: list, track: track, timeline: timeline, shapes: &shapes,
              room: DrawingTooLarge.limit - written),
            to: track.layer)
        }
      }
      if let list, let rows = track.rows {
        try add(
          try pinnedRows(
            rows, list: list, track: track, timeline: timeline, shapes: &shapes,
            room: DrawingTooLarge.limit - written),
          to: .sticky)
      }
      if let (carousel, own) = carousel(at: index, along: timeline) {
        var group = SlidingGroup(
          track, carousel: carousel, own: own, drawing: self, timeline: timeline, shapes: &shapes)
        if group.shown, let opening = group.opening {
          try add(opening, to: track.layer)
          group.opening = nil
        }
        sliding = group
      }
    }
    try closeSliding()
    shapes.writeDefinitions(into: &svg)
    let under = hasGlass ? shapes.uniqueID("under") : nil
    if let under {
      svg.open("g", [("id", under)])
      svg.append(background)
    }
    // Each layer goes once it is in the document, so the drawing is held once.
    for index in layers.indices {
      if let under, index == ElementLayer.bar.rawValue {
        svg.close("g")
        for bar in glass {
          svg.append(backdrop(of: bar, under: under, timeline: timeline, shapes: &shapes))
        }
      }
      svg.append(layers[index])
      layers[index] = SVGWriter()
    }
    if decor {
      ScreenDecor(drawing: self).write(into: &svg, timeline: timeline, inks: inks)
    }
    svg.close("svg")
  }

  /// `fill` with the layout's color, else the class `s-<kind>`.
  func paint(_ color: Color?, kind: String) -> [SVGWriter.Attribute] {
    color.map { [("fill", $0.text)] } ?? [("class", "s-" + kind)]
  }
}
