import StickyCore

/// The key frames of SMIL animations that replay a piecewise-linear track along
/// a scroll path exactly.
///
/// Along one eased segment the offset is `o(t) = o0 + (o1 - o0) * Y(s)` with
/// `t = t0 + (t1 - t0) * X(s)`, `(X, Y)` the ease-in-out Bézier. While no
/// breakpoint is crossed, a track is linear in the offset, so its value is
/// `v0 + (v1 - v0) * Y(s)`: SMIL's `calcMode="spline"` with the ease-in-out
/// control points reproduces it exactly. Where the segment crosses a breakpoint
/// `b`, a key frame goes at the parameter `s_b` with `Y(s_b) = (b - o0) / (o1 - o0)`,
/// that is at the time `t0 + (t1 - t0) * X(s_b)`, and each piece between two key
/// frames gets the piece of the Bézier between its two parameters, rescaled to
/// the unit square: a cubic Bézier again (de Casteljau subdivision), so its
/// `keySplines` make SMIL's value follow `Y` there too. At every time the value
/// is the track at `path(t)`, up to the rounding of the written numbers; the
/// offset-to-time map between breakpoints is the inverse of the Bézier, which
/// SMIL evaluates itself instead of us sampling it.
struct Keyframes {
  /// Where each key frame's values are taken: the track at this offset.
  var offsets: [Double] = []
  /// In seconds, from 0 to the path's duration.
  var times: [Double] = []
  /// For each interval between key frames, `x1 y1 x2 y2`.
  var splines: [[Double]] = []
  var duration: Double
  var loop: Bool

  init(path: ScrollPath, breakpoints: some Sequence<Double>, loop: Bool) {
    duration = path.duration
    self.loop = loop
    let breakpoints = Array(breakpoints)
    let first = path.points[0]
    if first.time > 0 {
      // The first offset holds until the path starts.
      offsets.append(first.offset)
      times.append(0)
      splines.append(Self.linear)
    }
    offsets.append(first.offset)
    times.append(first.time)
    let ease = CubicBezier.easeInOut
    for (start, end) in zip(path.points, path.points.dropFirst()) {
      let distance = end.offset - start.offset
      let crossed = breakpoints.filter {
        min(start.offset, end.offset) < $0 && $0 < max(start.offset, end.offset)
      }
      var previous = 0.0
      for breakpoint in distance > 0 ? crossed.sorted() : crossed.sorted(by: >) {
        let parameter = CubicBezier.parameter(
          solving: ease.y, for: (breakpoint - start.offset) / distance)
        offsets.append(breakpoint)
        times.append(start.time + (end.time - start.time) * ease.x(parameter))
        splines.append(ease.spline(from: previous, to: parameter))
        previous = parameter
      }
      offsets.append(end.offset)
      times.append(end.time)
      splines.append(ease.spline(from: previous, to: 1))
    }
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
}
