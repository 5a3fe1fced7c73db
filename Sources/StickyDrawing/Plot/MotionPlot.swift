import StickyCore

/// The preview page's plot: how each element that does not simply move with
/// the content (header, sticky blocks, pinned rows) moves, its `y` and
/// `height` against the offset, with the breakpoints marked and a cursor for
/// the page to move; where the content snaps, its snap positions along the
/// axis (at most a mark per unit of the axis, whatever the rows); effect
/// values below, in one band per property with the
/// property's own scale (`EffectBand`), or alone where only effects change: a
/// state in steps at its thresholds, a colour as a strip of itself
/// (`MotionPlot+Effects`). Inline SVG for an HTML page: colors
/// come from the page's CSS classes (`plot-*`, `c0`…`c7`, `p-text`,
/// `p-image`), so it has no style sheet of its own.
///
/// The horizontal axis maps `lowestOffset … highestOffset`, the range of the
/// page's slider, onto `data-x0 … data-x1`, and is labelled with both ends;
/// offset 0 and `maxOffset` are lines labelled above the panel. The panels
/// span `data-y0 … data-y1`: the page draws its cursor over that box (outside
/// the SVG, so that moving it never repaints the plot). Each curve's group
/// names its element in `data-for`. At most `curveLimit` elements are drawn,
/// in the order of the frame table, so the plot's size does not grow with the
/// rows.
///
/// Along a carousel's offset (SPEC section 15) the plot draws what follows
/// that offset: the effects along `axis="x"` of what the carousel slides and
/// its snap positions, on an axis of its own range (its children only slide,
/// so it has no panel of tops and heights). Its ids and `data-*` carry the
/// carousel's id, so that a page shows one plot per carousel.
public struct MotionPlot: Sendable {
  public var table: Scene
  public var ticks: [BreakpointTicks.Tick]
  /// The scroller whose offset the plot is against: the content's, or a
  /// carousel's.
  public var along: Scroller

  /// The width of the preview page's panel inside its padding, so that the
  /// page shows the plot at about 1:1 and its text at its font size.
  public static let width = 340.0
  static let left = 44.0
  static let right = 12.0
  /// Room above the panel for the labels of offset 0 and `maxOffset`.
  static let top = 20.0
  static let panelHeight = 200.0
  /// Room above each band for its name.
  static let bandGap = 20.0
  static let bandHeight = 56.0
  static let axis = 24.0
  /// The strip above the axis that marks the snap positions.
  static let snapStrip = 20.0
  /// The height of a row of the legend under the axis (`PlotLegend`).
  static let legendRow = 18.0
  /// The size of the plot's labels and names (`.plot-label`, `.plot-name`).
  public static let labelSize = 12.0
  /// The size of a colour's value written in its strip (`.plot-value`): the
  /// page shows the plot at about 1:1 and its text at 11 px or more.
  public static let valueSize = 11.0
  /// Elements drawn at most.
  public static let curveLimit = 24
  /// Curve colors, as classes `c0`…
  static let colors = 8

  public init(table: Scene, ticks: [BreakpointTicks.Tick], along scroller: Scroller? = nil) {
    self.table = table
    self.ticks = ticks
    along = scroller ?? table.content
  }

  var isContent: Bool { along.id == table.content.id }

  /// The id of the plot's SVG, and the prefix of the ids inside it.
  public var id: String { isContent ? "plot" : "plot-" + along.id.rawValue }

  /// One curve: an element's id and the functions drawn for it.
  struct Curve {
    var id: String
    /// Nil for an element drawn only for its effects.
    var y: PiecewiseLinear?
    var height: PiecewiseLinear?
    var effects: [EffectTrack]
  }

  /// The elements whose track is not `c - o` with a fixed height, and that
  /// move at all, in frame-table order, then the pinned rows; along a
  /// carousel, the elements it slides that have effects along its offset.
  var curves: [Curve] {
    var result: [Curve] = []
    for track in table.tracks {
      guard result.count < Self.curveLimit else { break }
      guard isContent || track.slide == along.id else { continue }
      let moves = isContent && track.ride.isOnItsOwn
      let effects = track.effects.filter { $0.scroller == along.id }
      if moves || !effects.isEmpty {
        result.append(
          Curve(
            id: track.id, y: moves ? track.y : nil,
            height: moves && track.ride == .resizes ? track.height : nil, effects: effects))
      }
      if let rows = track.rows {
        for pin in rows.pins.prefix(Self.curveLimit - result.count) {
          result.append(
            Curve(id: rows.geometry.rowID(pin.index), y: pin.y, height: nil, effects: []))
        }
      }
    }
    return result
  }

  /// True when nothing moves on its own, no effect changes and the scroller
  /// does not snap: the page says so in words instead of drawing an empty box.
  public var isEmpty: Bool { curves.isEmpty && !along.rules.snap.snaps }

  /// The effect bands the curves need, in `Effect.Property` order.
  static func bands(_ curves: [Curve]) -> [EffectBand] {
    let effects = curves.flatMap(\.effects)
    return Effect.Property.allCases.compactMap { property in
      let matching = effects.filter { $0.effect.property == property }
      return matching.isEmpty
        ? nil : EffectBand(property: property, values: matching.flatMap(\.effect.values))
    }
  }

  public func svg() -> String {
    let curves = curves
    let bands = Self.bands(curves)
    // Where only effects change, the panel of tops and heights would be empty:
    // the bands take its place.
    let moves = curves.contains { $0.y != nil || $0.height != nil }
    let bottom = moves ? Self.top + Self.panelHeight : Self.top
    let bandTop = { (index: Int) in
      bottom + Self.bandGap + Double(index) * (Self.bandHeight + Self.bandGap)
    }
    let snaps = along.rules.snap.snaps
    let axisTop =
      (bands.isEmpty ? bottom : bandTop(bands.count - 1) + Self.bandHeight)
      + (snaps ? Self.snapStrip : 0)
    let legendTop = axisTop + Self.axis
    let parts = Effect.Part.allCases.filter { part in
      curves.contains { $0.effects.contains { $0.effect.part == part } }
    }
    let x0 = Self.left
    // One entry per curve, then one per part an effect's line style names.
    let legend = PlotLegend(
      curves.map { PlotLegend.Entry(key: 16, text: $0.id) }
        + parts.map { PlotLegend.Entry(key: 28, text: EffectBand.partName($0)) },
      top: legendTop, left: x0, right: Self.width - 4)
    let height = legendTop + legend.height
    let x1 = Self.width - Self.right
    let lowest = along.lowestOffset
    let highest = along.highestOffset
    let range = highest - lowest
    let screenHeight = max(1, table.viewport.height)
    func x(_ offset: Double) -> Double {
      range > 0 ? x0 + (offset - lowest) / range * (x1 - x0) : x0
    }
    let n = NumberFormat.string

    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("class", "plot"), ("id", id), ("width", n(Self.width)), ("height", n(height)),
        ("viewBox", "0 0 \(n(Self.width)) \(n(height))"), ("role", "img"),
        (
          "aria-label",
          isContent
            ? "How the elements move as the offset changes"
            : "How the elements of \(along.id) change as it scrolls sideways"
        ),
        ("data-x0", n(x0)), ("data-x1", n(x1)),
        ("data-lowest", n(lowest)), ("data-highest", n(highest)),
        ("data-y0", n(Self.top)), ("data-y1", n(axisTop)),
      ] + (isContent ? [] : [("data-carousel", along.id.rawValue)]))
    svg.open("defs")
    svg.open("clipPath", [("id", id + "-clip")])
    svg.leaf(
      "rect",
      [("x", n(x0)), ("y", n(Self.top)), ("width", n(x1 - x0)), ("height", n(axisTop - Self.top))])
    svg.close("clipPath")
    // Tops and heights off the screen stay in their panel, out of the bands.
    svg.open("clipPath", [("id", id + "-panel-clip")])
    svg.leaf(
      "rect",
      [("x", n(x0)), ("y", n(Self.top)), ("width", n(x1 - x0)), ("height", n(bottom - Self.top))])
    svg.close("clipPath")
    svg.close("defs")
    func label(_ text: String, x: Double, y: Double, anchor: String, kind: String = "plot-label") {
      svg.leaf(
        "text", [("class", kind), ("x", n(x)), ("y", n(y)), ("text-anchor", anchor)], text: text)
    }
    // The panels, with the screen's top and bottom, and each band's scale.
    if moves {
      svg.leaf(
        "rect",
        [
          ("class", "plot-panel"), ("x", n(x0)), ("y", n(Self.top)), ("width", n(x1 - x0)),
          ("height", n(Self.panelHeight)),
        ])
      for (value, y) in [(0.0, Self.top), (screenHeight, bottom)] {
        label(n(value), x: x0 - 4, y: y + 4, anchor: "end")
      }
    }
    for (index, band) in bands.enumerated() {
      let y = bandTop(index)
      svg.leaf(
        "rect",
        [
          ("class", "plot-panel"), ("x", n(x0)), ("y", n(y)), ("width", n(x1 - x0)),
          ("height", n(Self.bandHeight)),
        ])
      label(band.name, x: x0, y: y - 5, anchor: "start", kind: "plot-name")
      // Colours are drawn as themselves, on no scale.
      guard band.property != .color else { continue }
      label(n(band.high), x: x0 - 4, y: y + 9, anchor: "end")
      label(n(band.low), x: x0 - 4, y: y + Self.bandHeight, anchor: "end")
    }
    // The axis: the slider's range at its ends; offset 0 and the end of the
    // scroll as lines, labelled above the panel.
    label(n(lowest), x: x0, y: axisTop + 15, anchor: "start")
    label(
      isContent ? "offset, pt" : along.id.rawValue + " offset, pt", x: (x0 + x1) / 2,
      y: axisTop + 15, anchor: "middle")
    label(n(highest), x: x1, y: axisTop + 15, anchor: "end")
    for offset in along.maxOffset > 0 ? [0.0, along.maxOffset] : [0.0] {
      svg.leaf(
        "line",
        [
          ("class", "plot-end"), ("x1", n(x(offset))), ("x2", n(x(offset))), ("y1", n(Self.top)),
          ("y2", n(axisTop)),
        ])
      // Centred on its line, but never past the plot's edges (the end of a
      // long scroll lies close to the right one).
      let half = TextWidth.of(n(offset), size: Self.labelSize) / 2
      label(
        n(offset), x: min(max(x(offset), half), Self.width - half), y: Self.top - 5,
        anchor: "middle")
    }
    svg.open("g", [("class", "plot-breaks")])
    for tick in ticks {
      svg.leaf(
        "line",
        [
          ("class", "plot-break"), ("x1", n(x(tick.offset))), ("x2", n(x(tick.offset))),
          ("y1", n(Self.top)), ("y2", n(axisTop)), ("data-offset", n(tick.offset)),
        ])
    }
    svg.close("g")
    if snaps { snapMarks(x0: x0, x1: x1, bottom: axisTop, into: &svg) }
    func path(_ function: PiecewiseLinear, to y: (Double) -> Double) -> String {
      var offsets = [lowest]
      offsets += function.breakpoints.filter { $0 > lowest && $0 < highest }
      offsets.append(highest)
      return offsets.enumerated().map { index, offset in
        (index == 0 ? "M" : "L") + n(x(offset)) + " " + n(y(function.value(at: offset)))
      }.joined(separator: " ")
    }
    let onScreen = { (value: Double) in Self.top + value / screenHeight * Self.panelHeight }
    let clip: SVGWriter.Attribute = ("clip-path", "url(#\(id)-clip)")
    let panelClip: SVGWriter.Attribute = ("clip-path", "url(#\(id)-panel-clip)")
    // Each colour effect has a strip of the colour band to itself.
    let colorEffects = curves.flatMap(\.effects).filter { $0.effect.property == .color }
    let stripHeight = Self.bandHeight / Double(max(1, colorEffects.count))
    var strips = 0
    for (index, curve) in curves.enumerated() {
      svg.open("g", [("class", "curve c\(index % Self.colors)"), ("data-for", curve.id)])
      svg.leaf("title", [], text: curve.id)
      let key = legend.places[index]
      svg.leaf("path", [("class", "plot-key"), ("d", "M\(n(key.x)) \(n(key.y)) h12")])
      legend.writeText(index, curve.id, x: key.x + 16, y: key.y + 4, into: &svg)
      if let y = curve.y {
        svg.leaf("path", [("class", "plot-y"), ("d", path(y, to: onScreen)), panelClip])
      }
      if let height = curve.height {
        svg.leaf("path", [("class", "plot-h"), ("d", path(height, to: onScreen)), panelClip])
      }
      for effect in curve.effects {
        guard let index = bands.firstIndex(where: { $0.property == effect.effect.property })
        else { continue }
        let band = bands[index]
        let top = bandTop(index)
        if band.property == .color {
          Self.colorStrip(
            effect, id: "\(id)-color-\(strips)", top: top + Double(strips) * stripHeight,
            height: stripHeight, from: lowest, to: highest, x: x, into: &svg)
          strips += 1
          continue
        }
        let scaled = { (value: Double) in
          top + Self.bandHeight - (value - band.low) / (band.high - band.low) * Self.bandHeight
        }
        let line =
          effect.state.map {
            Self.stepPath(
              Self.spans(of: $0, from: lowest, to: highest),
              values: effect.effect.values, x: x, y: scaled)
          } ?? path(effect.value, to: scaled)
        svg.leaf(
          "path",
          [("class", "plot-effect p-\(effect.effect.part.rawValue)"), ("d", line), clip])
      }
      svg.close("g")
    }
    // How an effect's line says which part it moves.
    for (entry, part) in parts.enumerated() {
      let key = legend.places[curves.count + entry]
      svg.leaf(
        "path",
        [("class", "plot-key-line p-\(part.rawValue)"), ("d", "M\(n(key.x)) \(n(key.y)) h24")])
      legend.writeText(
        curves.count + entry, EffectBand.partName(part), x: key.x + 28, y: key.y + 4, into: &svg)
    }
    svg.close("svg")
    return svg.text
  }
}
