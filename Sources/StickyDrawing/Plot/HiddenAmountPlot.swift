import StickyCore

/// The preview page's second plot, for a screen with bars that hide or a
/// floating header (SPEC section 12): each one's hidden amount `e` over the
/// time of the path the page's Play control plays (`ScrollPath.demo`), with
/// the moments the finger lifts marked. `e` depends on the way the screen was
/// scrolled, not on the offset alone, so it has no curve against the offset;
/// along a path it is exact (`HiddenAmountCurve`). Static: no cursor follows the
/// page. Colors as in `MotionPlot`, each element keeping its color there.
public struct HiddenAmountPlot: Sendable {
  public var table: Scene
  public let path: ScrollPath
  /// What hides: the bars that hide, top edge's first, then the header.
  public let entries: [Entry]

  public struct Entry: Sendable {
    public var id: String
    public var element: KeyPath<HiddenAmounts, Double> & Sendable
    public var curve: HiddenAmountCurve
  }

  static let panelHeight = 140.0

  public init(table: Scene) {
    self.table = table
    let hiding = table.hiding
    path = ScrollPath.demo(for: hiding, screenHeight: table.viewport.height)
    let replay = PathReplay(path: path, rules: table.content.rules)
    let header = table.tracks.lazy.compactMap { track -> String? in
      guard case .header(let header) = track.node, header.floating else { return nil }
      return header.id
    }.first
    let amounts = hiding.hideableHeights
    let named: [(String?, KeyPath<HiddenAmounts, Double> & Sendable)] =
      zip(hiding.hidingBars.map(\.id), amounts.parts.dropLast()).map { ($0, $1) } + [
        (header, \.header)
      ]
    entries = named.compactMap { id, element in
      id.map {
        Entry(
          id: $0, element: element, curve: HiddenAmountCurve(element, along: replay)
        )
      }
    }
  }

  /// True where nothing hides: the page draws no such plot.
  public var isEmpty: Bool { entries.isEmpty }

  public func svg() -> String {
    let n = NumberFormat.string
    let x0 = MotionPlot.left
    let x1 = MotionPlot.width - MotionPlot.right
    let top = MotionPlot.top
    let bottom = top + Self.panelHeight
    let axisTop = bottom
    let legend = PlotLegend(
      entries.map { PlotLegend.Entry(key: 16, text: $0.id) }, top: axisTop + MotionPlot.axis,
      left: x0, right: MotionPlot.width - 4)
    let height = axisTop + MotionPlot.axis + legend.height
    let duration = path.duration
    let highest = max(
      1, entries.map { table.hiding.hideableHeights[keyPath: $0.element] }.max() ?? 1)
    let x = { (time: Double) in x0 + time / duration * (x1 - x0) }
    let y = { (value: Double) in bottom - value / highest * Self.panelHeight }
    // The motion plot's colors, so that an element keeps its color on both.
    let colored = MotionPlot(table: table, ticks: []).curves.map(\.id)

    var svg = SVGWriter()
    svg.open(
      "svg",
      [
        ("class", "plot plot-time"), ("id", "plot-time"), ("width", n(MotionPlot.width)),
        ("height", n(height)), ("viewBox", "0 0 \(n(MotionPlot.width)) \(n(height))"),
        ("role", "img"),
        (
          "aria-label",
          "How much of each element that hides is hidden, over the time of the Play path"
        ),
      ])
    func label(_ text: String, x: Double, y: Double, anchor: String, kind: String = "plot-label") {
      svg.leaf(
        "text", [("class", kind), ("x", n(x)), ("y", n(y)), ("text-anchor", anchor)], text: text)
    }
    svg.leaf(
      "rect",
      [
        ("class", "plot-panel"), ("x", n(x0)), ("y", n(top)), ("width", n(x1 - x0)),
        ("height", n(Self.panelHeight)),
      ])
    label("hidden, pt", x: x0, y: top - 5, anchor: "start", kind: "plot-name")
    label(n(highest), x: x0 - 4, y: top + 9, anchor: "end")
    label("0", x: x0 - 4, y: bottom, anchor: "end")
    // Whole seconds, the last one held inside the panel, and the axis's name
    // between the first two.
    for second in stride(from: 0.0, through: duration, by: 1) {
      let anchor = second == 0 ? "start" : second + 1 > duration ? "end" : "middle"
      label(n(second), x: x(second), y: axisTop + 15, anchor: anchor)
    }
    label("time, s", x: x(min(0.5, duration / 2)), y: axisTop + 15, anchor: "middle")
    // Where the finger lifts: what a snap starts from.
    for point in path.points where point.lifts {
      svg.leaf(
        "line",
        [
          ("class", "plot-end plot-lift"), ("x1", n(x(point.time))), ("x2", n(x(point.time))),
          ("y1", n(top)), ("y2", n(bottom)), ("data-time", n(point.time)),
        ])
      label("lifts", x: x(point.time), y: top - 5, anchor: "middle")
    }
    for (index, entry) in entries.enumerated() {
      let color = (colored.firstIndex(of: entry.id) ?? index) % MotionPlot.colors
      svg.open("g", [("class", "curve c\(color)"), ("data-for", entry.id)])
      svg.leaf("title", [], text: entry.id)
      let key = legend.places[index]
      svg.leaf("path", [("class", "plot-key"), ("d", "M\(n(key.x)) \(n(key.y)) h12")])
      legend.writeText(index, entry.id, x: key.x + 16, y: key.y + 4, into: &svg)
      svg.leaf("path", [("class", "plot-y"), ("d", Self.path(entry.curve, x: x, y: y))])
      svg.close("g")
    }
    svg.close("svg")
    return svg.text
  }

  /// The curve as SVG path data: a line where `e` stands, a cubic Bézier where
  /// it moves, its control points from the piece's own.
  static func path(
    _ curve: HiddenAmountCurve, x: (Double) -> Double, y: (Double) -> Double
  ) -> String {
    let n = NumberFormat.string
    guard let first = curve.pieces.first else { return "" }
    var data = "M\(n(x(first.startTime))) \(n(y(first.startValue)))"
    for piece in curve.pieces {
      let end = "\(n(x(piece.endTime))) \(n(y(piece.endValue)))"
      guard piece.easing != nil else {
        data += " L" + end
        continue
      }
      func time(_ share: Double) -> Double {
        x(piece.startTime + (piece.endTime - piece.startTime) * share)
      }
      func value(_ share: Double) -> Double {
        y(piece.startValue + (piece.endValue - piece.startValue) * share)
      }
      let c = piece.controls
      data += " C\(n(time(c[0]))) \(n(value(c[1]))) \(n(time(c[2]))) \(n(value(c[3]))) " + end
    }
    return data
  }
}
