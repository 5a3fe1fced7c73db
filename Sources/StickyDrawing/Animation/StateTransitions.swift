import StickyCore

/// A state effect's share of the way from its first value to its second as
/// the page shows it (SPEC section 13): 0 while its condition is false, 1
/// while it is true, and between them while the page moves it there.
///
/// A still drawing shows the value the state asks for at its offset, as
/// `frames` prints it. Along a path the condition flips where the offset
/// crosses a threshold, at a time found on the path's `ease-in-out` exactly,
/// and from there the share moves over the effect's `duration` on CSS `ease`,
/// as a CSS transition does; a flip while a transition runs reverses it as CSS
/// Transitions says (`StateTransition`, the rule the page runs too). Each
/// stretch of a transition is a piece of the `ease` curve, so SMIL's
/// `keySplines` replay it exactly.
struct StateTransitions {
  /// The share before the first run.
  private(set) var initial: Double
  private(set) var runs: [StateTransition] = []
  /// Nil for a still drawing.
  private let span: (duration: Double, loop: Bool)?

  /// The transitions of a state that holds where `condition` does, along
  /// `timeline`'s path, each taking `duration` seconds.
  init(_ condition: ConditionTrack, duration: Double, along timeline: Timeline) {
    guard !timeline.stretches.isEmpty else {
      initial = condition.holds(at: timeline.parameters.lowerBound) ? 1 : 0
      span = nil
      return
    }
    let (holds, flips) = Self.flips(of: condition, along: timeline.stretches.map(\.path))
    initial = holds ? 1 : 0
    runs = StateTransition.runs(from: initial, flips: flips, duration: duration)
    if timeline.loop {
      // Every animation of the drawing starts over at the timeline's end (the
      // path's, or a snap's running past it), so a transition still running
      // then is cut there.
      let end = timeline.duration
      runs = runs.filter { $0.start < end }.map {
        var run = $0
        run.end = min(run.end, end)
        return run
      }
      span = (end, true)
    } else {
      span = (max(timeline.duration, runs.last?.end ?? 0), false)
    }
  }

  /// Whether the condition holds where the path starts, and the times it
  /// flips after that. Along one stretch the offset moves one way (the
  /// path's, or a glide's) or holds, so it crosses each threshold once;
  /// between two crossings the condition holds or not throughout, as at the
  /// middle offset. A condition that holds at an instant only (a path that
  /// touches a threshold and turns back) does not flip: no time passes for
  /// the page to see it.
  static func flips(of condition: ConditionTrack, along stretches: [PathStretch]) -> (
    holds: Bool, flips: [(time: Double, holds: Bool)]
  ) {
    let thresholds = Set(condition.breakpoints).sorted()
    let first = condition.holds(at: stretches[0].startOffset)
    var state = first
    var flips: [(time: Double, holds: Bool)] = []
    func enter(_ holds: Bool, at time: Double) {
      guard holds != state else { return }
      flips.append((time, holds))
      state = holds
    }
    for stretch in stretches {
      // Where the offset moves, `p` is the offset.
      let (a, b) = (stretch.startOffset, stretch.endOffset)
      let crossed = thresholds.filter { min(a, b) < $0 && $0 < max(a, b) }
      var offset = a
      var time = stretch.start
      for next in (b > a ? crossed : crossed.reversed()) + [b] {
        enter(condition.holds(at: (offset + next) / 2), at: time)
        if b != a { time = stretch.time(at: stretch.parameter(reaching: next)) }
        offset = next
      }
    }
    let last = stretches[stretches.count - 1]
    enter(condition.holds(at: last.endOffset), at: last.end)
    return (first, flips)
  }

  /// The shares to draw and their key frames: one share for a still drawing;
  /// along a path, a key frame where each run starts and ends, and within a
  /// run at each share of its way `splits` gives for the values drawn from
  /// the run's ends (a colour's channels, which SMIL interpolates otherwise
  /// than CSS; none for a number, which is linear in the share).
  func sampling(splits: (Double, Double) -> [Double] = { _, _ in [] }) -> Sampling {
    guard let span else { return .still(initial) }
    var shares = [initial]
    var times = [0.0]
    var splines: [[Double]] = []
    func add(_ share: Double, at time: Double, _ spline: [Double] = Keyframes.linear) {
      shares.append(share)
      times.append(time)
      splines.append(spline)
    }
    for run in runs {
      if run.start > times[times.count - 1] { add(shares[shares.count - 1], at: run.start) }
      guard run.duration > 0 else {
        add(run.to, at: run.start)
        continue
      }
      guard run.end > run.start else { continue }
      // The curve's parameter where the run is cut, and the share of its way.
      let last = CubicBezier.parameter(
        solving: CubicBezier.ease.x, for: (run.end - run.start) / run.duration)
      let reached = CubicBezier.ease.y(last)
      var previous = 0.0
      for fraction in splits(run.from, run.to) where fraction < reached {
        let parameter = CubicBezier.parameter(solving: CubicBezier.ease.y, for: fraction)
        add(
          run.from + (run.to - run.from) * fraction,
          at: run.start + run.duration * CubicBezier.ease.x(parameter),
          CubicBezier.ease.spline(from: previous, to: parameter))
        previous = parameter
      }
      add(
        run.from + (run.to - run.from) * reached, at: run.end,
        CubicBezier.ease.spline(from: previous, to: last))
    }
    if times[times.count - 1] < span.duration { add(shares[shares.count - 1], at: span.duration) }
    return Sampling(
      Keyframes(
        parameters: shares, times: times, splines: splines, duration: span.duration,
        loop: span.loop))
  }
}
