/// Where a state condition holds, exactly: sorted, disjoint intervals of the
/// offset whose ends are the thresholds, each end open or closed as the
/// condition's inequality is strict or not. A state value is a step at each
/// end, which a continuous `PiecewiseLinear` cannot hold.
public struct ConditionTrack: Hashable, Sendable {
  /// An interval of offsets; infinite ends stand for no end.
  public struct Interval: Hashable, Sendable {
    public var lower: Double
    public var upper: Double
    public var includesLower: Bool
    public var includesUpper: Bool

    public init(lower: Double, upper: Double, includesLower: Bool, includesUpper: Bool) {
      self.lower = lower
      self.upper = upper
      self.includesLower = includesLower
      self.includesUpper = includesUpper
    }

    public func contains(_ offset: Double) -> Bool {
      (offset > lower || (includesLower && offset == lower))
        && (offset < upper || (includesUpper && offset == upper))
    }
  }

  public private(set) var intervals: [Interval]

  public init(intervals: [Interval]) {
    self.intervals = intervals
  }

  /// Whether the condition holds at `offset`.
  public func holds(at offset: Double) -> Bool {
    intervals.contains { $0.contains(offset) }
  }

  /// The offsets where the condition flips: the finite ends of the intervals.
  public var breakpoints: [Double] {
    intervals.flatMap { [$0.lower, $0.upper] }.filter(\.isFinite)
  }

  /// `o > threshold`.
  public static func above(_ threshold: Double) -> ConditionTrack {
    ConditionTrack(intervals: [
      Interval(lower: threshold, upper: .infinity, includesLower: false, includesUpper: false)
    ])
  }

  /// `o < threshold`.
  public static func below(_ threshold: Double) -> ConditionTrack {
    ConditionTrack(intervals: [
      Interval(lower: -.infinity, upper: threshold, includesLower: false, includesUpper: false)
    ])
  }

  /// Where `function` is 0: a closed interval for each piece that stays at 0,
  /// and a single point where a piece crosses it. Values within `tolerance` of
  /// 0 count as 0, since tracks built from different lines agree only to
  /// rounding.
  public static func zero(of function: PiecewiseLinear, tolerance: Double = 1e-9)
    -> ConditionTrack
  {
    var found: [Interval] = []
    func add(_ lower: Double, _ upper: Double) {
      if var last = found.last, last.upper >= lower {
        last.upper = max(last.upper, upper)
        found[found.count - 1] = last
      } else {
        found.append(Interval(lower: lower, upper: upper, includesLower: true, includesUpper: true))
      }
    }
    let pieces = function.pieces
    for (index, piece) in pieces.enumerated() {
      let lower = index == 0 ? -Double.infinity : piece.start
      let upper = index + 1 < pieces.count ? pieces[index + 1].start : .infinity
      if abs(piece.slope) <= PiecewiseLinear.slopeTolerance {
        if abs(piece.value) <= tolerance { add(lower, upper) }
        continue
      }
      let root = piece.start - piece.value / piece.slope
      if root >= lower && root <= upper { add(root, root) }
    }
    // An unbounded end is no threshold: nothing is at it.
    return ConditionTrack(
      intervals: found.map {
        Interval(
          lower: $0.lower, upper: $0.upper, includesLower: $0.lower.isFinite,
          includesUpper: $0.upper.isFinite)
      })
  }

  /// Where this condition does not hold.
  public var complement: ConditionTrack {
    var result: [Interval] = []
    var lower = -Double.infinity
    var includesLower = false
    for interval in intervals {
      if interval.lower > lower
        || (interval.lower == lower && !interval.includesLower && includesLower)
      {
        result.append(
          Interval(
            lower: lower, upper: interval.lower, includesLower: includesLower,
            includesUpper: !interval.includesLower))
      }
      lower = interval.upper
      includesLower = !interval.includesUpper
    }
    if lower < .infinity {
      result.append(
        Interval(lower: lower, upper: .infinity, includesLower: includesLower, includesUpper: false)
      )
    }
    return ConditionTrack(intervals: result)
  }
}
