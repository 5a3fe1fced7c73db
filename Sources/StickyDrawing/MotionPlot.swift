import StickyCore

/// The preview page's plot: how each element that does not simply move with
/// the content (header, sticky blocks, pinned rows) moves, its `y` and
/// `height` against the offset, with the breakpoints marked and a cursor for
/// the page to move; effect values, each scaled to its own range, in a second
/// panel below. Inline SVG for an HTML page: colors come from the page's CSS
/// classes (`plot-*`, `c0`…`c7`), so it has no style sheet of its own.
///
/// The horizontal axis maps `lowestOffset … highestOffset` onto
/// `data-x0 … data-x1`, and the panels span `data-y0 … data-y1`: the page
/// draws its cursor over that box (outside the SVG, so that moving it never
/// repaints the plot). Each curve's group names its
/// element in `data-for`. At most `curveLimit` elements are drawn, in the
/// order of the frame table, so the plot's size does not grow with the rows.
public struct MotionPlot: Sendable {
  public var table: FrameTable
  public var ticks: [BreakpointTicks.Tick]

  public static let width = 360.0
  static let left = 40.0
  static let right = 12.0
  static let top = 10.0
  static let panelHeight = 200.0
  static let effectsGap = 16.0
  static let effectsHeight = 60.0
  static let axis = 22.0
  /// The legend under the axis: one entry per curve, in rows of `legendColumns`.
  static let legendRow = 16.0
  static let legendColumns = 3
  /// Elements drawn at most.
  public static let curveLimit = 24
  /// Curve colors, as classes `c0`…
  static let colors = 8

  public init(table: FrameTable, ticks: [BreakpointTicks.Tick]) {
    self.table = table
    self.ticks = ticks
  }

  /// One curve: an element's id and the functions drawn for it.
  struct Curve {
    var id: String
    /// Nil for an element drawn only for its effects.
    var y: PiecewiseLinear?
    var height: PiecewiseLinear?
    var effects: [EffectTrack]
  }

  /// The elements whose track is not `c - o` with a fixed height, and that
  /// move at all, in frame-table order, then the pinned rows.
  var curves: [Curve] {
    var result: [Curve] = []
    for track in table.tracks {
      guard result.count < Self.curveLimit else { break }
      let moves = track.ride.isOnItsOwn
      if moves || !track.effects.isEmpty {
        result.append(
          Curve(
            id: track.id, y: moves ? track.y : nil,
            height: track.ride == .resizes ? track.height : nil, effects: track.effects))
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

  public func svg() -> String {
    let curves = curves
    let hasEffects = curves.contains { !$0.effects.isEmpty }
    let bottom = Self.top + Self.panelHeight
    let effectsTop = bottom + Self.effectsGap
    let axisTop = hasEffects ? effectsTop + Self.effectsHeight : bottom
    let legendTop = axisTop + Self.axis
    let legendRows = (curves.count + Self.legendColumns - 1) / Self.legendColumns
    let height = legendTop + Double(legendRows) * Self.legendRow
    let x0 = Self.left
    let x1 = Self.width - Self.right
    let lowest = table.lowestOffset
    let range = table.highestOffset - lowest
    let screenHeight = max(1, table.viewport.height)
    func x(_ offset: Double) -> Double {
      range > 0 ? x0 + (offset - lowest) / range * (x1 - x0) : x0
    }
    let n = NumberFormat.string

    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("class", "plot"), ("id", "plot"), ("width", n(Self.width)), ("height", n(height)),
        ("viewBox", "0 0 \(n(Self.width)) \(n(height))"), ("role", "img"),
        ("aria-label", "How the elements move as the offset changes"),
        ("data-x0", n(x0)), ("data-x1", n(x1)),
        ("data-lowest", n(lowest)), ("data-highest", n(table.highestOffset)),
        ("data-y0", n(Self.top)), ("data-y1", n(axisTop)),
      ])
    svg.open("defs")
    svg.open("clipPath", [("id", "plot-clip")])
    svg.leaf(
      "rect",
      [("x", n(x0)), ("y", n(Self.top)), ("width", n(x1 - x0)), ("height", n(axisTop - Self.top))])
    svg.close("clipPath")
    svg.close("defs")
    // The panels, the screen's top and bottom, and offset 0 and the end.
    svg.leaf(
      "rect",
      [
        ("class", "plot-panel"), ("x", n(x0)), ("y", n(Self.top)), ("width", n(x1 - x0)),
        ("height", n(Self.panelHeight)),
      ])
    if hasEffects {
      svg.leaf(
        "rect",
        [
          ("class", "plot-panel"), ("x", n(x0)), ("y", n(effectsTop)), ("width", n(x1 - x0)),
          ("height", n(Self.effectsHeight)),
        ])
    }
    // Both labels end at their line: the end of the range sits near the
    // plot's right edge, where a label after it would be cut off.
    for offset in table.maxOffset > 0 ? [0.0, table.maxOffset] : [0.0] {
      svg.leaf(
        "line",
        [
          ("class", "plot-end"), ("x1", n(x(offset))), ("x2", n(x(offset))), ("y1", n(Self.top)),
          ("y2", n(axisTop)),
        ])
      svg.leaf(
        "text",
        [
          ("class", "plot-label"), ("x", n(x(offset) - 3)), ("y", n(axisTop + 14)),
          ("text-anchor", "end"),
        ],
        text: n(offset))
    }
    for (value, y) in [(0.0, Self.top), (screenHeight, bottom)] {
      svg.leaf(
        "text",
        [("class", "plot-label"), ("x", n(x0 - 4)), ("y", n(y + 4)), ("text-anchor", "end")],
        text: n(value))
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
    func path(_ function: PiecewiseLinear, to y: (Double) -> Double) -> String {
      var offsets = [lowest]
      offsets += function.breakpoints.filter { $0 > lowest && $0 < table.highestOffset }
      offsets.append(table.highestOffset)
      return offsets.enumerated().map { index, offset in
        (index == 0 ? "M" : "L") + n(x(offset)) + " " + n(y(function.value(at: offset)))
      }.joined(separator: " ")
    }
    let onScreen = { (value: Double) in Self.top + value / screenHeight * Self.panelHeight }
    let clip: SVGWriter.Attribute = ("clip-path", "url(#plot-clip)")
    let legendWidth = (Self.width - x0) / Double(Self.legendColumns)
    for (index, curve) in curves.enumerated() {
      svg.open("g", [("class", "curve c\(index % Self.colors)"), ("data-for", curve.id)])
      svg.leaf("title", [], text: curve.id)
      let legendX = x0 + Double(index % Self.legendColumns) * legendWidth
      let legendY = legendTop + Double(index / Self.legendColumns) * Self.legendRow + 8
      svg.leaf("path", [("class", "plot-key"), ("d", "M\(n(legendX)) \(n(legendY)) h12")])
      svg.leaf(
        "text", [("class", "plot-label"), ("x", n(legendX + 16)), ("y", n(legendY + 3.5))],
        text: curve.id)
      if let y = curve.y {
        svg.leaf("path", [("class", "plot-y"), ("d", path(y, to: onScreen)), clip])
      }
      if let height = curve.height {
        svg.leaf("path", [("class", "plot-h"), ("d", path(height, to: onScreen)), clip])
      }
      for effect in curve.effects {
        let values = effect.effect.values + [effect.effect.property.identity]
        let low = values.min()!
        let span = max(values.max()! - low, 1e-9)
        let scaled = { (value: Double) in
          effectsTop + Self.effectsHeight - (value - low) / span * Self.effectsHeight
        }
        svg.leaf("path", [("class", "plot-effect"), ("d", path(effect.value, to: scaled)), clip])
      }
      svg.close("g")
    }
    svg.close("svg")
    return svg.text
  }
}
