extension HidingMotion {
  /// `c(o)`: the rubber band moves nothing.
  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

  /// The state reached scrolling straight from 0 to `offset`: `e = min(E, c(o))`.
  public func straightState(at offset: Double) -> ScrollState {
    let c = clamped(offset)
    return ScrollState(offset: offset, hidden: hideableHeights.map { min($0, c) })
  }

  /// SPEC section 12's one rule for a change of offset from `from` to `to`:
  /// `e = clamp(e + c(o2) - c(o1), 0, min(E, c(o2)))`. Along a monotone
  /// stretch one step gives what any number of smaller steps would.
  func moved(_ hidden: HiddenAmounts, from: Double, to: Double) -> HiddenAmounts {
    var after = hidden
    let heights = hideableHeights
    for part in hidden.parts {
      after[keyPath: part] = rule(hidden[keyPath: part], heights[keyPath: part], from: from, to: to)
    }
    return after
  }

  /// `e` of one element (one of `HiddenAmounts.parts`) along a monotone
  /// stretch of the offset that starts at `from` with `hidden`, as a track of
  /// the offset it reaches: exact, with its breakpoints where `e` reaches 0 or
  /// its bound and where `c` bends.
  public func hiddenTrack(
    _ element: KeyPath<HiddenAmounts, Double>, from: Double, hidden: HiddenAmounts
  ) -> PiecewiseLinear {
    rule(
      hidden[keyPath: element], hideableHeights[keyPath: element], from: from,
      to: PiecewiseLinear.linear(valueAtZero: 0, slope: 1))
  }

  /// The rule for one element, over a number or a track of the offset reached.
  private func rule<Value: MotionValue>(_ e: Double, _ height: Double, from: Double, to: Value)
    -> Value
  {
    let bound = to.maximum(.constant(0)).minimum(.constant(maxOffset))
    return bound.adding(-clamped(from)).adding(e).maximum(.constant(0))
      .minimum(bound.minimum(.constant(height)))
  }
}
