extension HidingMotion {
  /// `c(o)`: the rubber band moves nothing.
  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

  /// The state reached scrolling straight from 0 to `offset`: `e = min(E, c(o))`.
  public func straightState(at offset: Double) -> ScrollState {
    let heights = hideableHeights
    let c = clamped(offset)
    return ScrollState(
      offset: offset,
      hidden: HiddenAmounts(
        top: min(heights.top, c), bottom: min(heights.bottom, c), header: min(heights.header, c)))
  }

  /// SPEC section 12's one rule for a change of offset from `from` to `to`:
  /// `e = clamp(e + c(o2) - c(o1), 0, min(E, c(o2)))`. Along a monotone
  /// stretch one step gives what any number of smaller steps would.
  func moved(_ hidden: HiddenAmounts, from: Double, to: Double) -> HiddenAmounts {
    let heights = hideableHeights
    let change = clamped(to) - clamped(from)
    let bound = clamped(to)
    func rule(_ e: Double, _ height: Double) -> Double {
      min(max(e + change, 0), min(height, bound))
    }
    return HiddenAmounts(
      top: rule(hidden.top, heights.top), bottom: rule(hidden.bottom, heights.bottom),
      header: rule(hidden.header, heights.header))
  }
}
