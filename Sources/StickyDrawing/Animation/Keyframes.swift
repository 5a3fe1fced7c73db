import StickyCore

/// The key frames of SMIL animations that replay a piecewise-linear track of a
/// timeline's parameter along a scroll path exactly.
///
/// Along one stretch of the timeline the parameter is `p(t) = p0 + (p1 - p0) *
/// Y'(s)` with `t = origin + span * X(s)`, `(X, Y)` the stretch's Bézier (the
/// path's ease-in-out between two points, or a snap's easing) and `Y'` the
/// share of the way `Y` goes over the stretch's piece of the curve. While no
/// breakpoint is crossed, a track is linear in `p`, so its value is `v0 + (v1 -
/// v0) * Y'(s)`: SMIL's `calcMode="spline"` with the curve's control points
/// reproduces it exactly. Where the stretch crosses a breakpoint `b`, a key
/// frame goes at the curve parameter `s_b` with `Y'(s_b) = (b - p0) / (p1 -
/// p0)`, that is at the time `origin + span * X(s_b)`, and each piece between
/// two key frames gets the piece of the Bézier between its two parameters,
/// rescaled to the unit square: a cubic Bézier again (de Casteljau
/// subdivision), so its `keySplines` make SMIL's value follow `Y` there too. At
/// every time the value is the track at `p(t)`, up to the rounding of the
/// written numbers; the parameter-to-time map between breakpoints is the
/// inverse of the Bézier, which SMIL evaluates itself instead of us sampling it.
struct Keyframes {
  /// Where each key frame's values are taken: the tracks at this value of the
  /// timeline's parameter (a state's at its share, `StateTransitions`).
  var parameters: [Double] = []
  /// In seconds, from 0 to the path's duration.
  var times: [Double] = []
  /// For each interval between key frames, `x1 y1 x2 y2`.
  var splines: [[Double]] = []
  var duration: Double
  var loop: Bool

  init(timeline: Timeline, breakpoints: some Sequence<Double>) {
    duration = timeline.duration
    loop = timeline.loop
    let breakpoints = Array(breakpoints)
    let first = timeline.stretches[0]
    if first.path.origin > 0 {
      // The first offset holds until the path starts.
      parameters.append(first.from)
      times.append(0)
      splines.append(Self.linear)
    }
    parameters.append(first.from)
    times.append(first.path.origin)
    for stretch in timeline.stretches {
      let path = stretch.path
      let curve = path.curve
      let distance = stretch.to - stretch.from
      let crossed = breakpoints.filter {
        min(stretch.from, stretch.to) < $0 && $0 < max(stretch.from, stretch.to)
      }
      let progress = path.progress
      var previous = path.curveRange.lowerBound
      // Key frames up to the curve parameter `end`, where the timeline's
      // parameter is `value` at `time`: one piece of the curve, or several
      // where one would put its keySplines outside SMIL's unit square.
      func advance(to end: Double, value: Double, time: Double) {
        let pieces = curve.pieces(from: previous, to: end)
        for piece in pieces.dropLast() {
          let s = piece.upperBound
          let rise = progress.upperBound - progress.lowerBound
          let share = rise > 0 ? (curve.y(s) - progress.lowerBound) / rise : 0
          parameters.append(stretch.from + distance * share)
          times.append(path.origin + path.span * curve.x(s))
          splines.append(curve.spline(from: piece.lowerBound, to: s))
        }
        parameters.append(value)
        times.append(time)
        splines.append(curve.spline(from: pieces[pieces.count - 1].lowerBound, to: end))
        previous = end
      }
      for breakpoint in distance > 0 ? crossed.sorted() : crossed.sorted(by: >) {
        let parameter = CubicBezier.parameter(
          solving: curve.y,
          for: progress.lowerBound + (breakpoint - stretch.from) / distance
            * (progress.upperBound - progress.lowerBound))
        advance(
          to: parameter, value: breakpoint, time: path.origin + path.span * curve.x(parameter))
      }
      advance(to: path.curveRange.upperBound, value: stretch.to, time: path.end)
    }
    if times[times.count - 1] < duration {
      // The last value holds until a longer path of the drawing ends.
      parameters.append(parameters[parameters.count - 1])
      times.append(duration)
      splines.append(Self.linear)
    }
  }

  /// Key frames given one by one: `splines` has one fewer than the others.
  init(parameters: [Double], times: [Double], splines: [[Double]], duration: Double, loop: Bool) {
    self.parameters = parameters
    self.times = times
    self.splines = splines
    self.duration = duration
    self.loop = loop
  }

  static let linear = [0, 0, 1, 1.0]

  /// The attributes of an `<animate>` (or `<animateTransform>`) of `name`
  /// through `values`, one per key frame.
  func animation(of name: String, values: [String]) -> [SVGWriter.Attribute] {
    var attributes: [SVGWriter.Attribute] = [
      ("attributeName", name),
      ("values", values.joined(separator: ";")),
      ("keyTimes", times.map { NumberFormat.fraction($0 / duration) }.joined(separator: ";")),
    ]
    if splines.allSatisfy({ $0 == Self.linear }) {
      attributes.append(("calcMode", "linear"))
    } else {
      attributes.append(("calcMode", "spline"))
      attributes.append(
        (
          "keySplines",
          splines.map { $0.map(NumberFormat.fraction).joined(separator: " ") }.joined(
            separator: ";")
        ))
    }
    attributes.append(("dur", NumberFormat.fraction(duration) + "s"))
    attributes.append(loop ? ("repeatCount", "indefinite") : ("fill", "freeze"))
    return attributes
  }

  /// The attributes of an `<animate>` of `name` that steps through
  /// `values`, each from its time in `times` (the first at 0) on.
  static func discrete(
    of name: String, values: [String], times: [Double], duration: Double, loop: Bool
  ) -> [SVGWriter.Attribute] {
    [
      ("attributeName", name), ("values", values.joined(separator: ";")),
      ("keyTimes", times.map { NumberFormat.fraction($0 / duration) }.joined(separator: ";")),
      ("calcMode", "discrete"), ("dur", NumberFormat.fraction(duration) + "s"),
      loop ? ("repeatCount", "indefinite") : ("fill", "freeze"),
    ]
  }
}
