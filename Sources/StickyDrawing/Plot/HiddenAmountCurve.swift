import StickyCore

/// The hidden amount `e` of one element over the time of a path (SPEC section
/// 12), exact: cut where the replay's stretches meet (`PathReplay.stretches`),
/// and within a stretch where `e` bends. On each piece `e` stands still,
/// moves with the eased offset (the path's `ease-in-out`, or a glide's easing
/// to where the content rests, cut to the piece) or snaps (its easing, cut
/// where the snap ends or the offset next changes), so each piece is a cubic
/// Bézier in time and `e`, drawn as it is, not sampled.
public struct HiddenAmountCurve: Sendable {
  public struct Piece: Sendable {
    public var startTime: Double
    public var endTime: Double
    public var startValue: Double
    public var endValue: Double
    /// The piece as a timing function from its start to its end; nil where
    /// `e` stands still.
    public var easing: CubicBezier?
    /// Its inner control points `x1 y1 x2 y2`, in shares of the piece.
    public var controls: [Double]

    public func value(at time: Double) -> Double {
      guard let easing, endTime > startTime else { return startValue }
      let share = (time - startTime) / (endTime - startTime)
      return startValue + (endValue - startValue) * easing.progress(atTime: share)
    }
  }

  public private(set) var pieces: [Piece] = []

  public init(_ element: KeyPath<HiddenAmounts, Double>, along replay: PathReplay) {
    for stretch in replay.stretches { append(stretch, element) }
  }

  /// Along one stretch `e` is piecewise linear in the stretch's `p`, which
  /// follows a piece of its curve: cut at `e`'s breakpoints, each piece of
  /// `e` is a piece of the curve too. A jump (a stretch of no time) is a
  /// line up or down.
  private mutating func append(_ stretch: PathStretch, _ element: KeyPath<HiddenAmounts, Double>) {
    let track = stretch.hidden(element)
    let (from, to) = (stretch.from, stretch.to)
    guard from != to else {
      let value = track.value(at: from)
      append(
        times: [stretch.start, stretch.end], values: [value, value], curve: nil, from: 0, to: 1)
      return
    }
    let low = min(from, to)
    let high = max(from, to)
    let cuts = track.breakpoints.filter { $0 > low && $0 < high }.map(stretch.parameter(reaching:))
    let range = stretch.curveRange
    let parameters = [range.lowerBound] + cuts.sorted() + [range.upperBound]
    for (a, b) in zip(parameters, parameters.dropFirst()) where b > a {
      let times = [a, b].map(stretch.time(at:))
      let values = [a, b].map { track.value(at: stretch.value(at: $0)) }
      let moves = abs(values[1] - values[0]) > 1e-9
      append(
        times: times, values: values, curve: moves && stretch.span > 0 ? stretch.curve : nil,
        from: a, to: b)
    }
  }

  private mutating func append(
    times: [Double], values: [Double], curve: CubicBezier?, from a: Double, to b: Double
  ) {
    let controls = curve?.piece(from: a, to: b) ?? [1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3]
    pieces.append(
      Piece(
        startTime: times[0], endTime: times[1], startValue: values[0], endValue: values[1],
        easing: curve.map { _ in CubicBezier(controls[0], controls[1], controls[2], controls[3]) },
        controls: controls))
  }

  /// `e` on the curve at `time`, within the path.
  public func value(at time: Double) -> Double {
    let piece = pieces.last { $0.startTime <= time } ?? pieces[0]
    return piece.value(at: time)
  }
}
