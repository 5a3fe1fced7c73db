/// One move of a state effect's share from its value to the other (SPEC
/// section 13), as CSS Transitions starts, reverses and cancels them: from
/// `from` towards `to` over `duration` seconds from `start` on `ease`, until
/// `end` (earlier where a flip cuts it).
///
/// The page runs the same rule as its state flips (`kernel/stateTransition.js`,
/// in `effects.js`); the drawings work out every run along a path at once.
public struct StateTransition: Equatable, Sendable {
  public var start: Double
  public var duration: Double
  public var from: Double
  public var to: Double
  public var end: Double

  public init(start: Double, duration: Double, from: Double, to: Double, end: Double) {
    self.start = start
    self.duration = duration
    self.from = from
    self.to = to
    self.end = end
  }

  /// CSS Transitions' reversing shortening factor of a transition that
  /// reverses one which had come `eased` of its way (the curve's output),
  /// whose own factor was `factor`: that share scaled by the old factor,
  /// plus what the old factor left out.
  public static func shorteningFactor(eased: Double, factor: Double) -> Double {
    min(1, abs(eased * factor + 1 - factor))
  }

  /// The transitions that `flips` start from the share `initial`, each cut
  /// where the next one starts, each taking `duration` seconds times its
  /// shortening factor.
  public static func runs(
    from initial: Double, flips: [(time: Double, holds: Bool)], duration: Double
  ) -> [StateTransition] {
    var runs: [StateTransition] = []
    var share = initial
    // The running transition's reversing-adjusted start value and reversing
    // shortening factor.
    var adjustedStart = initial
    var factor = 1.0
    for (time, holds) in flips {
      let target = holds ? 1.0 : 0.0
      var start = share
      var reverses = false
      if var last = runs.last, time < last.end {
        let eased = CubicBezier.ease.progress(atTime: (time - last.start) / last.duration)
        start = last.from + (last.to - last.from) * eased
        last.end = time
        runs[runs.count - 1] = last
        if start == target {
          // CSS cancels a transition that already shows the new value.
          share = target
          continue
        }
        if adjustedStart == target {
          reverses = true
          factor = shorteningFactor(eased: eased, factor: factor)
        }
      }
      if !reverses { factor = 1 }
      adjustedStart = reverses ? runs[runs.count - 1].to : start
      let length = duration * factor
      runs.append(
        StateTransition(start: time, duration: length, from: start, to: target, end: time + length))
      share = target
    }
    return runs
  }
}
