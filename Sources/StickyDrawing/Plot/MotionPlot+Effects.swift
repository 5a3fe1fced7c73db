import StickyCore

/// How the motion plot draws an effect's value against the offset: a number on
/// a scroll or view timeline as its line; a state as steps, a vertical jump at
/// each exact threshold (SPEC section 13); a colour as a strip of the colour
/// itself along the offset, in steps for a state.
extension MotionPlot {
  /// One stretch of offsets between two breakpoints of a state, or the
  /// breakpoint itself when `start == end`.
  struct StateSpan: Equatable {
    var start: Double
    var end: Double
    var holds: Bool
  }

  /// The state's spans over `lowest ... highest`, in order: each open stretch
  /// between thresholds, and each threshold as a span of its own, since the
  /// condition there may be either side's or neither's (a single offset
  /// where a sticky box passes its place).
  static func spans(of state: ConditionTrack, from lowest: Double, to highest: Double)
    -> [StateSpan]
  {
    let cuts =
      [lowest]
      + Set(state.breakpoints.filter { $0 > lowest && $0 < highest }).sorted() + [highest]
    var spans: [StateSpan] = []
    for (start, end) in zip(cuts, cuts.dropFirst()) {
      if start > lowest {
        spans.append(StateSpan(start: start, end: start, holds: state.holds(at: start)))
      }
      spans.append(StateSpan(start: start, end: end, holds: state.holds(at: (start + end) / 2)))
    }
    return spans
  }

  /// The path of a number that steps between `values[0]` and `values[1]`: level
  /// along each stretch, vertical at each threshold, through the value the
  /// threshold itself takes.
  static func stepPath(
    _ spans: [StateSpan], values: [Double], x: (Double) -> Double, y: (Double) -> Double
  ) -> String {
    let n = NumberFormat.string
    var path = ""
    var level: Double?
    for span in spans {
      let value = values[span.holds ? 1 : 0]
      if level == nil {
        path = "M" + n(x(span.start)) + " " + n(y(value))
      } else {
        path += " H" + n(x(span.start))
        if value != level { path += " V" + n(y(value)) }
      }
      level = value
    }
    return path + " H" + n(x(spans.last?.end ?? 0))
  }

  /// The fill of a colour: its opaque part as `#rrggbb` and its alpha apart,
  /// as SVG's `fill`/`stop-color` and their opacities take them.
  static func paint(_ color: Color) -> (color: String, opacity: String) {
    (
      Color(red: color.red, green: color.green, blue: color.blue).text,
      NumberFormat.string(NumberFormat.rounded(Double(color.alpha) / 255))
    )
  }

  /// Writes a colour's value in its strip, from `left` (or ending at `right`)
  /// where it fits between them: two near-white colours, or white on a dark
  /// page, read apart by their values. The text takes the ink `Ink` picks on
  /// the colour; on a colour mostly transparent, whose look is the panel's,
  /// `.plot-value` rings it with the panel's colour, so it reads on either.
  static func swatchValue(
    _ color: Color, left: Double, right: Double, top: Double, height: Double, atEnd: Bool,
    into svg: inout SVGWriter
  ) {
    let n = NumberFormat.string
    let text = color.text
    let width = TextWidth.of(text, size: valueSize)
    guard height >= valueSize, right - left >= width + 6 else { return }
    let opaque = color.alpha >= 128
    svg.leaf(
      "text",
      [
        ("class", opaque ? "plot-value " + Ink.className(on: color) : "plot-value ringed"),
        ("x", n(atEnd ? right - 3 : left + 3)), ("y", n(top + height / 2 + valueSize * 0.35)),
        ("text-anchor", atEnd ? "end" : "start"),
      ], text: text)
  }

  /// Draws `track`'s colours into the strip `top ..< top + height`: a state as
  /// one rectangle per stretch, a colour on a scroll or view timeline as a
  /// gradient with a stop at each offset where a channel bends, which is
  /// exact there and close between (SVG interpolates without premultiplying);
  /// each with its values written in it where they fit.
  static func colorStrip(
    _ track: EffectTrack, id: String, top: Double, height: Double, from lowest: Double,
    to highest: Double, x: (Double) -> Double, into svg: inout SVGWriter
  ) {
    let n = NumberFormat.string
    if let state = track.state {
      for span in spans(of: state, from: lowest, to: highest) where span.end > span.start {
        let color = track.effect.colors[span.holds ? 1 : 0]
        let paint = paint(color)
        svg.leaf(
          "rect",
          [
            ("class", "plot-swatch"), ("x", n(x(span.start))), ("y", n(top)),
            ("width", n(x(span.end) - x(span.start))), ("height", n(height)),
            ("fill", paint.color), ("fill-opacity", paint.opacity),
          ])
        swatchValue(
          color, left: x(span.start), right: x(span.end), top: top, height: height, atEnd: false,
          into: &svg)
      }
      return
    }
    guard let colors = track.colors else { return }
    let inside = Set(colors.breakpoints.filter { $0 > lowest && $0 < highest }).sorted()
    let offsets = [lowest] + inside + [highest]
    svg.open(
      "linearGradient",
      [
        ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", n(x(lowest))),
        ("x2", n(x(highest))), ("y1", "0"), ("y2", "0"),
      ])
    for offset in offsets {
      let paint = paint(colors.color(at: offset))
      let stop = highest > lowest ? (offset - lowest) / (highest - lowest) : 0
      svg.leaf(
        "stop",
        [
          ("offset", n(NumberFormat.rounded(stop))), ("stop-color", paint.color),
          ("stop-opacity", paint.opacity),
        ])
    }
    svg.close("linearGradient")
    svg.leaf(
      "rect",
      [
        ("class", "plot-swatch"), ("x", n(x(lowest))), ("y", n(top)),
        ("width", n(x(highest) - x(lowest))), ("height", n(height)), ("fill", "url(#\(id))"),
      ])
    // The colours it goes from and to, each at its own end.
    let (first, last) = (colors.color(at: lowest), colors.color(at: highest))
    let middle = (x(lowest) + x(highest)) / 2
    swatchValue(
      first, left: x(lowest), right: middle, top: top, height: height, atEnd: false, into: &svg)
    if last != first {
      swatchValue(
        last, left: middle, right: x(highest), top: top, height: height, atEnd: true, into: &svg)
    }
  }
}
