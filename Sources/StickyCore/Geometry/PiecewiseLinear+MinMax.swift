extension PiecewiseLinear {
  /// The pointwise minimum, with the crossing points computed exactly.
  public func minimum(_ other: PiecewiseLinear) -> PiecewiseLinear {
    combined(with: other, keepingLower: true)
  }

  /// The pointwise maximum, with the crossing points computed exactly.
  public func maximum(_ other: PiecewiseLinear) -> PiecewiseLinear {
    combined(with: other, keepingLower: false)
  }

  public func minimum(_ value: Double) -> PiecewiseLinear { minimum(Self.constant(value)) }
  public func maximum(_ value: Double) -> PiecewiseLinear { maximum(Self.constant(value)) }

  private func combined(with other: PiecewiseLinear, keepingLower: Bool) -> PiecewiseLinear {
    // Between two consecutive breakpoints of either function both are linear, so
    // they cross at most once there: splitting at those crossings leaves intervals
    // on which one function is the answer throughout.
    var cuts = Array(breakpoints) + Array(other.breakpoints)
    cuts.sort()
    var bounds: [Double] = []
    var previous = -Double.infinity
    for cut in cuts + [Double.infinity] where cut > previous {
      if let crossing = crossing(with: other, after: previous, before: cut) {
        bounds.append(crossing)
      }
      if cut.isFinite { bounds.append(cut) }
      previous = cut
    }

    var result: [Piece] = []
    for index in 0...bounds.count {
      let lower = index == 0 ? -Double.infinity : bounds[index - 1]
      let upper = index == bounds.count ? Double.infinity : bounds[index]
      let probe = Self.probe(between: lower, and: upper)
      let mine = value(at: probe)
      let theirs = other.value(at: probe)
      let chosen = (mine <= theirs) == keepingLower ? self : other
      let piece = chosen.pieces[chosen.pieceIndex(at: probe)]
      let start = lower.isFinite ? lower : (upper.isFinite ? upper : 0)
      let next = Piece(start: start, value: piece.value(at: start), slope: piece.slope)
      if let last = result.last, abs(last.slope - next.slope) <= Self.slopeTolerance {
        continue
      }
      result.append(next)
    }
    return PiecewiseLinear(pieces: result)
  }

  /// Where the two functions, both linear on the open interval, cross inside it.
  private func crossing(with other: PiecewiseLinear, after lower: Double, before upper: Double)
    -> Double?
  {
    let probe = Self.probe(between: lower, and: upper)
    let mine = pieces[pieceIndex(at: probe)]
    let theirs = other.pieces[other.pieceIndex(at: probe)]
    let slopeDifference = mine.slope - theirs.slope
    guard abs(slopeDifference) > Self.slopeTolerance else { return nil }
    // mine(o) - theirs(o) = 0, with both written about the probe point.
    let gap = mine.value(at: probe) - theirs.value(at: probe)
    let offset = probe - gap / slopeDifference
    return offset > lower && offset < upper ? offset : nil
  }

  /// A point strictly inside the interval, which may be unbounded on either side.
  private static func probe(between lower: Double, and upper: Double) -> Double {
    switch (lower.isFinite, upper.isFinite) {
    case (true, true): (lower + upper) / 2
    case (true, false): lower + 1
    case (false, true): upper - 1
    case (false, false): 0
    }
  }
}
