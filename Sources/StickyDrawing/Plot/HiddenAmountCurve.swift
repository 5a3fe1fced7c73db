import StickyCore

/// The hidden amount `e` of one element over the time of a path (SPEC section
/// 12), exact: cut at the path's points, and within a stretch where the offset
/// moves at the offsets where `e` bends (`HidingMotion.hiddenTrack`). On each
/// piece `e` stands still, moves with the eased offset (so it is `ease-in-out`
/// of time, cut to the piece) or snaps (its easing, cut where the snap ends or
/// the offset next changes), so each piece is a cubic Bézier in time and `e`,
/// drawn as it is, not sampled.
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

  public init(
    _ element: KeyPath<HiddenAmounts, Double>, along replay: PathReplay, hiding: HidingMotion
  ) {
    let points = replay.path.points
    let e = { (time: Double) in replay.state(at: time).hidden[keyPath: element] }
    for (index, (start, end)) in zip(points, points.dropFirst()).enumerated() {
      if start.offset != end.offset {
        appendMoving(
          from: start, to: end,
          track: hiding.hiddenTrack(
            element, from: start.offset, hidden: replay.state(at: start.time).hidden))
      } else {
        appendStaying(
          from: start, to: end, lift: Self.lift(before: index, in: points),
          style: hiding.snapStyle(of: element), e: e)
      }
    }
  }

  /// The `!` point whose snap may run between point `index` and the next: the
  /// last one at or before it while the offset stayed.
  static func lift(before index: Int, in points: [ScrollPath.Point]) -> ScrollPath.Point? {
    var index = index
    while true {
      if points[index].lifts { return points[index] }
      guard index > 0, points[index - 1].offset == points[index].offset else { return nil }
      index -= 1
    }
  }

  /// The offset eases from `start` to `end`; `e` is `track` of it, cut at the
  /// track's breakpoints between the two offsets.
  private mutating func appendMoving(
    from start: ScrollPath.Point, to end: ScrollPath.Point, track: PiecewiseLinear
  ) {
    let curve = CubicBezier.easeInOut
    let distance = end.offset - start.offset
    let low = min(start.offset, end.offset)
    let high = max(start.offset, end.offset)
    let cuts = track.breakpoints.filter { $0 > low && $0 < high }.map { offset in
      CubicBezier.parameter(solving: curve.y, for: (offset - start.offset) / distance)
    }
    let parameters = [0] + cuts.sorted() + [1]
    for (a, b) in zip(parameters, parameters.dropFirst()) where b > a {
      let times = [a, b].map { start.time + (end.time - start.time) * curve.x($0) }
      let values = [a, b].map { track.value(at: start.offset + distance * curve.y($0)) }
      let moves = abs(values[1] - values[0]) > 1e-9
      append(
        times: times, values: values, curve: moves ? curve : nil, from: a, to: b)
    }
  }

  /// The offset stays from `start` to `end`: `e` stands, or a snap started at
  /// `lift` runs for its duration or until `end`, whichever comes first.
  private mutating func appendStaying(
    from start: ScrollPath.Point, to end: ScrollPath.Point, lift: ScrollPath.Point?,
    style: SnapStyle?, e: (Double) -> Double
  ) {
    let duration = style?.duration ?? 0
    let snapEnd = lift.map { $0.time + duration } ?? start.time
    let runs = min(end.time, snapEnd)
    if let lift, let style, runs > start.time {
      let curve = style.easing
      let share = { (time: Double) in
        CubicBezier.parameter(solving: curve.x, for: (time - lift.time) / duration)
      }
      let values = [e(start.time), e(runs)]
      let moves = abs(values[1] - values[0]) > 1e-9
      append(
        times: [start.time, runs], values: values, curve: moves ? curve : nil,
        from: share(start.time), to: share(runs))
    }
    if end.time > max(runs, start.time) {
      let value = e(end.time)
      append(
        times: [max(runs, start.time), end.time], values: [value, value], curve: nil, from: 0,
        to: 1)
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
