/// A CSS timing function `cubic-bezier(x1, y1, x2, y2)`: the curve
/// `(X(s), Y(s))` for `s` in 0...1, where X is the share of the time and Y the
/// share of the distance.
public struct CubicBezier: Hashable, Sendable {
  /// The x coordinates of the four control points, then the y coordinates.
  let xs: [Double]
  let ys: [Double]

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    xs = [0, x1, x2, 1]
    ys = [0, y1, y2, 1]
  }

  /// `ease-in-out`: the offset between two points of a path (SPEC section 11).
  public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
  /// `ease-out`: a snap of a bar or a floating header (SPEC section 12).
  public static let easeOut = CubicBezier(0, 0, 0.58, 1)
  /// `ease`: a state effect's value over its `duration` (SPEC section 13).
  public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
  public static let linear = CubicBezier(0, 0, 1, 1)
  public static let easeIn = CubicBezier(0.42, 0, 1, 1)

  /// CSS's named timing functions.
  public static let named: [(name: String, curve: CubicBezier)] = [
    ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("ease-in-out", .easeInOut),
  ]

  /// `x1, y1, x2, y2`, as CSS's `cubic-bezier()` and SVG's `keySplines`
  /// write the curve.
  public var controlPoints: [Double] { [xs[1], ys[1], xs[2], ys[2]] }

  public func x(_ s: Double) -> Double { Self.blossom(xs, s, s, s) }
  public func y(_ s: Double) -> Double { Self.blossom(ys, s, s, s) }

  /// The distance share at time share `u`.
  public func progress(atTime u: Double) -> Double { y(Self.parameter(solving: x, for: u)) }

  /// The curve parameter where `coordinate` (X or Y, both increasing) equals `value`.
  public static func parameter(solving coordinate: (Double) -> Double, for value: Double)
    -> Double
  {
    if value <= 0 { return 0 }
    if value >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    // Halving 60 times leaves an interval far below a double's resolution near 1.
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if coordinate(middle) < value { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The piece of the curve between parameters `a < b`, scaled to run from
  /// (0, 0) to (1, 1): a cubic Bézier again, whose inner control points are the
  /// SMIL `keySplines` value `x1 y1 x2 y2` of that piece. Where both control
  /// polygons increase (every named easing), each blossom increases in every
  /// argument and the points stay inside 0...1, as SMIL requires; otherwise a
  /// piece may leave it, and `pieces(from:to:)` cuts it into pieces that do not.
  public func spline(from a: Double, to b: Double) -> [Double] {
    piece(from: a, to: b).map { min(1, max(0, $0)) }
  }

  /// `a...b` cut in halves until each piece's `spline` lies inside 0...1 as it
  /// is (ten halvings at most, which no curve of the format needs), so that
  /// SMIL replays each piece exactly.
  public func pieces(from a: Double, to b: Double) -> [ClosedRange<Double>] {
    func cut(_ a: Double, _ b: Double, depth: Int) -> [ClosedRange<Double>] {
      // A piece along which a coordinate stands still (0 / 0) fits as it is.
      let fits = piece(from: a, to: b).allSatisfy { !($0 < -1e-12 || $0 > 1 + 1e-12) }
      guard !fits, depth < 10, b > a else { return [a...b] }
      let middle = (a + b) / 2
      return cut(a, middle, depth: depth + 1) + cut(middle, b, depth: depth + 1)
    }
    return cut(a, b, depth: 0)
  }

  /// The inner control points of the piece between `a` and `b`, scaled as
  /// `spline` scales them but not held to 0...1: an SVG path draws any.
  public func piece(from a: Double, to b: Double) -> [Double] {
    func scaled(_ controls: [Double]) -> (Double, Double) {
      let start = Self.blossom(controls, a, a, a)
      let span = Self.blossom(controls, b, b, b) - start
      return (
        (Self.blossom(controls, a, a, b) - start) / span,
        (Self.blossom(controls, a, b, b) - start) / span
      )
    }
    let (x1, x2) = scaled(xs)
    let (y1, y2) = scaled(ys)
    return [x1, y1, x2, y2]
  }

  /// The blossom (polar form) of the cubic with these control values: de
  /// Casteljau's steps taken with a different parameter at each level. With
  /// three equal arguments it is the curve itself.
  /// Written out level by level, since solving a time calls it many times:
  /// the same operations in the same order as the loop over levels.
  static func blossom(_ controls: [Double], _ s1: Double, _ s2: Double, _ s3: Double) -> Double {
    let (c0, c1, c2, c3) = (controls[0], controls[1], controls[2], controls[3])
    let a0 = c0 + (c1 - c0) * s1
    let a1 = c1 + (c2 - c1) * s1
    let a2 = c2 + (c3 - c2) * s1
    let b0 = a0 + (a1 - a0) * s2
    let b1 = a1 + (a2 - a1) * s2
    return b0 + (b1 - b0) * s3
  }
}
