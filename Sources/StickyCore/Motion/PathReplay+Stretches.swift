extension PathReplay {
  /// The path cut into stretches along which every frame is piecewise linear
  /// in one parameter (`PathStretch`), from its first point to its last, and
  /// on until a snap started there ends (`duration`). With nothing that hides,
  /// one per pair of points: the offset eased between them.
  public var stretches: [PathStretch] {
    let points = path.points
    var result: [PathStretch] = []
    for index in 0..<(points.count - 1) {
      let start = points[index]
      let end = points[index + 1]
      if start.offset != end.offset {
        result.append(moving(from: start, to: end, hidden: arrivals[index]))
      } else {
        result += held(from: start, to: end, hidden: arrivals[index], snaps: snaps[index])
      }
    }
    let last = points[points.count - 1]
    if duration > last.time {
      let end = ScrollPath.Point(offset: last.offset, time: duration, lifts: false)
      result += held(from: last, to: end, hidden: arrivals[points.count - 1], snaps: snaps.last!)
    }
    return result
  }

  /// When the replay ends: at the path's last point, or where a snap running
  /// there ends, since nothing stops it.
  public var duration: Double {
    let last = path.duration
    guard let snaps = snaps.last, let start = snaps.start, let style = snaps.style else {
      return last
    }
    return max(last, start + style.duration)
  }

  /// From one point to the next whose offset differs: `p` is the offset, and
  /// each `e` follows the rule from the earlier point, `clamp(e + c(o) - c(o1),
  /// 0, min(E, c(o)))`, a minimum and a maximum of lines.
  private func moving(
    from start: ScrollPath.Point, to end: ScrollPath.Point, hidden: HiddenAmounts
  ) -> PathStretch {
    let offset = PiecewiseLinear.linear(valueAtZero: 0, slope: 1)
    func rule(_ element: KeyPath<HiddenAmounts, Double>) -> PiecewiseLinear {
      hiding.hiddenTrack(element, from: start.offset, hidden: hidden)
    }
    return PathStretch(
      curve: .easeInOut, origin: start.time, span: end.time - start.time, end: end.time,
      curveRange: 0...1, progress: 0...1, from: start.offset, to: end.offset, heldOffset: nil,
      parts: hiding.shown(
        offset: offset, bars: hidden.bars.indices.map { rule(\.bars[$0]) },
        header: rule(\.header)))
  }

  /// From one point to the next at the same offset: a snap runs along its
  /// easing (its share `u` of the way is `p`, one for every element that
  /// snaps, since they start together and share duration and easing) until
  /// it ends or the next point, then all holds.
  private func held(
    from start: ScrollPath.Point, to end: ScrollPath.Point, hidden: HiddenAmounts,
    snaps running: RunningSnaps
  ) -> [PathStretch] {
    let offset = PiecewiseLinear.constant(start.offset)
    var result: [PathStretch] = []
    var holdStart = start.time
    if let style = running.style, let snapStart = running.start,
      snapStart + style.duration > start.time
    {
      let ease = style.easing
      func curveParameter(at time: Double) -> Double {
        CubicBezier.parameter(solving: ease.x, for: (time - snapStart) / style.duration)
      }
      let curveRange = curveParameter(at: start.time)...curveParameter(at: end.time)
      let progress = ease.y(curveRange.lowerBound)...ease.y(curveRange.upperBound)
      let snapEnd = snapStart + style.duration
      let shares = running.hidden(hidden)
      result.append(
        PathStretch(
          curve: ease, origin: snapStart, span: style.duration, end: min(end.time, snapEnd),
          curveRange: curveRange, progress: progress, from: progress.lowerBound,
          to: progress.upperBound, heldOffset: start.offset,
          parts: hiding.shown(offset: offset, bars: shares.bars, header: shares.header)))
      guard snapEnd < end.time else { return result }
      holdStart = snapEnd
    }
    // Where the snaps ended (at once, if they take no time), or `hidden`.
    let holding = running.hidden(hidden, at: holdStart)
    result.append(
      PathStretch(
        curve: .easeInOut, origin: holdStart, span: end.time - holdStart, end: end.time,
        curveRange: 0...1, progress: 0...1, from: start.offset, to: start.offset,
        heldOffset: start.offset,
        parts: hiding.shown(
          offset: offset, bars: holding.bars.map(PiecewiseLinear.constant),
          header: .constant(holding.header))))
    return result
  }
}

extension RunningSnaps {
  /// The first snap running; they all start together and share duration and easing.
  private var first: Snap? { parts.lazy.compactMap { $0 }.first }
  /// When the snaps started (together, where the finger lifted); nil when none runs.
  var start: Double? { first?.start }
  /// Their duration and easing, which they share.
  var style: SnapStyle? { first?.style }

  /// Each hidden amount as a function of the share `u` of the way the snaps
  /// have gone: `from + (to - from) * u` for what snaps, `hidden` for the rest.
  func hidden(_ hidden: HiddenAmounts) -> (bars: [PiecewiseLinear], header: PiecewiseLinear) {
    let shares = zip(hidden.parts, parts).map { part, snap in
      snap.map { .linear(valueAtZero: $0.from, slope: $0.to - $0.from) }
        ?? PiecewiseLinear.constant(hidden[keyPath: part])
    }
    return (Array(shares.dropLast()), shares.last!)
  }
}
