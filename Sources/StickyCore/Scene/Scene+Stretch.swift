extension Scene {
  /// The element's top and height along a stretch of a path, as functions of
  /// the stretch's parameter: exact, since section 12 moves them by minima and
  /// maxima of lines there (`frame(of:at:)` at any of its moments).
  public func frame(of reference: ElementReference, along stretch: PathStretch) -> (
    y: PiecewiseLinear, height: PiecewiseLinear
  ) {
    let moved = moved(
      reference, pinned: pinPosition(of: reference), offset: stretch.offset, parts: stretch.parts)
    let track = motion(of: reference)
    return (
      moved.y ?? stretch.along(track.y), moved.height ?? stretch.along(track.height)
    )
  }

  /// The top of a list's rows along a stretch of a path, as a function of its
  /// parameter: it moves with the pin lines in a sticky element.
  public func rowsOrigin(of rows: RowTracks, along stretch: PathStretch) -> PiecewiseLinear {
    rows.originRide.map { ridden($0, offset: stretch.offset, parts: stretch.parts) }
      ?? stretch.along(rows.origin)
  }

  /// The lowest and highest top an element that follows the pin lines (a
  /// sticky element, what rides on one, a pinned row, the rows of a list in a
  /// sticky element) has anywhere along the stretches `reach` was taken from;
  /// nil for any other element. In section 5's closed form the top grows with
  /// each pin line and shrinks as the offset grows, so the highest offset with
  /// the smallest lines and the lowest offset with the largest lines bound it.
  public func topBounds(of reference: ElementReference, within reach: PathReach)
    -> ClosedRange<Double>?
  {
    func top(offset: Double, pinTop: Double, pinBottom: Double) -> Double? {
      moved(
        reference, pinned: pinPosition(of: reference), offset: offset,
        parts: ShownParts<Double>(pinTop: pinTop, pinBottom: pinBottom)
      ).y
    }
    guard
      let low = top(
        offset: reach.offsets.upperBound, pinTop: reach.pinTop.lowerBound,
        pinBottom: reach.pinBottom.lowerBound),
      let high = top(
        offset: reach.offsets.lowerBound, pinTop: reach.pinTop.upperBound,
        pinBottom: reach.pinBottom.upperBound)
    else { return nil }
    return low...high
  }
}
