/// CSS `cubic-bezier(0.42, 0, 0.58, 1)` as browsers evaluate it (Newton's method
/// on x, then bisection), written apart from the generator's own, so that the
/// tests check the drawings against the definition rather than against it.
public enum CSSEaseInOut {
  private static let cx = 3 * 0.42
  private static let bx = 3 * (0.58 - 0.42) - cx
  private static let ax = 1 - cx - bx
  private static let cy = 0.0
  private static let by = 3.0
  private static let ay = -2.0

  private static func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private static func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private static func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The share of the distance covered after `u` of the time.
  public static func value(_ u: Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    var s = u
    for _ in 0..<8 {
      let error = x(s) - u
      if abs(error) < 1e-12 { return y(s) }
      let slope = dx(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = u
    while high - low > 1e-14 {
      if x(s) < u { low = s } else { high = s }
      s = (low + high) / 2
    }
    return y(s)
  }

  /// The offset of the path `points` (offset, seconds) at `time`.
  public static func offset(_ points: [(offset: Double, time: Double)], at time: Double) -> Double {
    guard time > points[0].time else { return points[0].offset }
    for (a, b) in zip(points, points.dropFirst()) where time <= b.time {
      return a.offset + (b.offset - a.offset) * value((time - a.time) / (b.time - a.time))
    }
    return points[points.count - 1].offset
  }
}
