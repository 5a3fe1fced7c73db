extension PathReplay {
  /// The path cut into stretches along which every frame is piecewise linear
  /// in one parameter (`PathStretch`), from its first point to its last, and
  /// on until what a lift there started ends (`duration`). With nothing that
  /// hides or snaps, one per pair of points: the offset eased between them.
  public var stretches: [PathStretch] {
    let points = path.points
    var result: [PathStretch] = []
    for index in 0..<(points.count - 1) {
      let start = points[index]
      let end = points[index + 1]
      if start.offset != end.offset {
        result.append(moving(from: start, to: end, arrival: arrivals[index]))
      } else {
        result += held(
          from: start.time, to: end.time, arrival: arrivals[index], settling: settlings[index])
      }
    }
    // What a lift at the last point starts runs on; a jump there (a glide
    // or a snap of no duration) takes no time but is drawn.
    let last = points.count - 1
    if let settling = settlings[last] {
      result += held(
        from: points[last].time, to: duration, arrival: arrivals[last], settling: settling)
    }
    return result
  }

  /// When the replay ends: at the path's last point, or where what a lift
  /// there started ends, since nothing stops it.
  public var duration: Double {
    max(path.duration, settlings[settlings.count - 1]?.end ?? path.duration)
  }

  /// From one point to the next whose offset differs: `p` is the offset, the
  /// path's and what the glides carried it by, and each `e` follows the rule
  /// from the earlier point, `clamp(e + c(o) - c(o1), 0, min(E, c(o)))`, a
  /// minimum and a maximum of lines.
  private func moving(
    from start: ScrollPath.Point, to end: ScrollPath.Point, arrival: PathMoment
  ) -> PathStretch {
    let from = arrival.state.offset
    return PathStretch(
      curve: .easeInOut, origin: start.time, span: end.time - start.time, end: end.time,
      curveRange: 0...1, progress: 0...1, from: from,
      to: Self.carried(end.offset, by: from - start.offset), heldOffset: nil,
      hidden: following(arrival.state), hiding: hiding)
  }

  /// Each `e` as the rule moves it from `state` (as a function of the
  /// offset it reaches), over a monotone stretch.
  private func following(_ state: ScrollState) -> [PiecewiseLinear] {
    state.hidden.parts.map { hiding.hiddenTrack($0, from: state.offset, hidden: state.hidden) }
  }

  /// From `start` to `end` while the path holds still: what the last lift
  /// started runs (the glide, then the snaps), then all holds.
  private func held(
    from start: Double, to end: Double, arrival: PathMoment, settling: PathSettling?
  ) -> [PathStretch] {
    guard let settling else { return [hold(arrival.state, from: start, to: end)] }
    var result: [PathStretch] = []
    if let glide = settling.glide {
      if let stretch = easing(
        glide.style.easing, started: glide.start, lasting: glide.style.duration, from: start,
        to: end, between: glide.from, and: glide.to, heldOffset: nil,
        hidden: following(settling.lift.state))
      {
        result.append(stretch)
      }
      guard settling.restTime < end else { return result }
    }
    let resting = settling.rest.state
    let from = max(start, settling.restTime)
    var holdStart = from
    if let style = settling.snaps.style, let snapStart = settling.snaps.start {
      // Each hidden amount is linear in the share `u` of the way the snaps
      // have gone, one for every element that snaps, since they start
      // together and share duration and easing.
      if let stretch = easing(
        style.easing, started: snapStart, lasting: style.duration, from: from, to: end,
        between: 0, and: 1, heldOffset: resting.offset,
        hidden: settling.snaps.hidden(resting.hidden))
      {
        result.append(stretch)
      }
      holdStart = max(from, snapStart + style.duration)
    }
    if holdStart < end {
      var holding = resting
      holding.hidden = settling.snaps.hidden(resting.hidden, at: holdStart)
      result.append(hold(holding, from: holdStart, to: end))
    }
    return result
  }

  /// Everything stays as `state` has it from `start` to `end`.
  private func hold(_ state: ScrollState, from start: Double, to end: Double) -> PathStretch {
    PathStretch(
      curve: .easeInOut, origin: start, span: end - start, end: end, curveRange: 0...1,
      progress: 0...1, from: state.offset, to: state.offset, heldOffset: state.offset,
      hidden: state.hidden.parts.map { .constant(state.hidden[keyPath: $0]) }, hiding: hiding)
  }

  /// The piece within `start...end` of a movement of `p` from `low` to
  /// `high` that starts at `origin` and takes `duration` along `ease`; nil
  /// where none of it lies there. One of no duration is a jump at its start,
  /// a stretch that takes no time.
  private func easing(
    _ ease: CubicBezier, started origin: Double, lasting duration: Double, from start: Double,
    to end: Double, between low: Double, and high: Double, heldOffset: Double?,
    hidden: [PiecewiseLinear]
  ) -> PathStretch? {
    guard duration > 0 else {
      guard origin == start else { return nil }
      return PathStretch(
        curve: .linear, origin: origin, span: 0, end: origin, curveRange: 0...1, progress: 0...1,
        from: low, to: high, heldOffset: heldOffset, hidden: hidden, hiding: hiding)
    }
    let stop = min(end, origin + duration)
    guard stop > start else { return nil }
    func curveParameter(at time: Double) -> Double {
      CubicBezier.parameter(solving: ease.x, for: (time - origin) / duration)
    }
    let curveRange = curveParameter(at: start)...curveParameter(at: stop)
    let progress = ease.y(curveRange.lowerBound)...ease.y(curveRange.upperBound)
    return PathStretch(
      curve: ease, origin: origin, span: duration, end: stop, curveRange: curveRange,
      progress: progress, from: low + (high - low) * progress.lowerBound,
      to: low + (high - low) * progress.upperBound, heldOffset: heldOffset, hidden: hidden,
      hiding: hiding)
  }
}

extension RunningSnaps {
  /// The first snap running; they all start together and share duration and easing.
  private var first: Snap? { parts.lazy.compactMap { $0 }.first }
  /// When the snaps started (together, where the content came to rest); nil
  /// when none runs.
  var start: Double? { first?.start }
  /// Their duration and easing, which they share.
  var style: SnapStyle? { first?.style }

  /// Each hidden amount as a function of the share `u` of the way the snaps
  /// have gone: `from + (to - from) * u` for what snaps, `hidden` for the rest.
  func hidden(_ hidden: HiddenAmounts) -> [PiecewiseLinear] {
    zip(hidden.parts, parts).map { part, snap in
      snap.map { .linear(valueAtZero: $0.from, slope: $0.to - $0.from) }
        ?? PiecewiseLinear.constant(hidden[keyPath: part])
    }
  }
}
