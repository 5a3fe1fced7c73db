/// CSS transitions as a browser runs them, written from CSS Transitions Level
/// 1 ("Starting of transitions") rather than from the drawings' code: time
/// goes in small steps, and where the value asked for differs from the last
/// step's, a style change starts, reverses or cancels a transition. A value is
/// a list of numbers that move together: one number, or a colour's
/// premultiplied channels, as CSS interpolates them.
public struct TransitionReference {
  public struct Running {
    var start: Double
    var duration: Double
    var from: [Double]
    var to: [Double]
    var adjustedStart: [Double]
    var factor: Double

    public func value(at time: Double) -> [Double] {
      guard duration > 0, time < start + duration else { return to }
      let eased = TransitionReference.ease(max(0, time - start) / duration)
      return zip(from, to).map { $0 + ($1 - $0) * eased }
    }
  }

  /// How long a style change lies after the change of value that causes it.
  /// Steps fall halfway between multiples of it, so that none lands on the
  /// instant where a path turns exactly at a threshold, which no frame sees.
  public static let step = 1e-4

  /// The times of the steps up to `end`.
  public static func steps(until end: Double) -> [Double] {
    (0..<Int(end / step)).map { (Double($0) + 0.5) * step }
  }

  /// The value asked for at the start, where nothing moves yet, and at
  /// each of `steps`.
  public var initial: [Double]
  public var asked: [[Double]]
  public var duration: Double

  public init(initial: [Double], asked: [[Double]], duration: Double) {
    self.initial = initial
    self.asked = asked
    self.duration = duration
  }

  /// The value shown at each of `times` (increasing, up to the last step).
  public func values(at times: [Double]) -> [[Double]] {
    var last = initial
    var running: Running?
    var result: [[Double]] = []
    var step = 0
    for moment in times {
      while step < asked.count, (Double(step) + 0.5) * Self.step <= moment {
        let time = (Double(step) + 0.5) * Self.step
        let value = asked[step]
        step += 1
        guard value != last else { continue }
        running = Self.change(
          running, shown: running?.value(at: time) ?? last, to: value, at: time, duration: duration)
        last = value
      }
      result.append(running?.value(at: moment) ?? last)
    }
    return result
  }

  /// The transition after a style change to `value` at `time`.
  public static func change(
    _ running: Running?, shown: [Double], to value: [Double], at time: Double, duration: Double
  ) -> Running? {
    guard let running, time < running.start + running.duration else {
      return Running(
        start: time, duration: duration, from: shown, to: value, adjustedStart: shown, factor: 1)
    }
    // "If the current value of the property in the running transition is
    // equal to the value of the property in the after-change style", cancel.
    if shown == value { return nil }
    guard running.adjustedStart == value else {
      return Running(
        start: time, duration: duration, from: shown, to: value, adjustedStart: shown, factor: 1)
    }
    // Reversing: the reversing shortening factor is the absolute value,
    // clamped to [0, 1], of the timing function's output times the old
    // factor, plus 1 minus the old factor.
    let output = ease((time - running.start) / running.duration)
    let factor = min(1, abs(output * running.factor + 1 - running.factor))
    return Running(
      start: time, duration: duration * factor, from: shown, to: value,
      adjustedStart: running.to, factor: factor)
  }

  /// CSS `ease`, `cubic-bezier(0.25, 0.1, 0.25, 1)`, at the time share `x`:
  /// the curve's parameter found by bisection on its x.
  public static func ease(_ x: Double) -> Double {
    func cubic(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    let x = min(1, max(0, x))
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if cubic(0.25, 0.25, middle) < x { low = middle } else { high = middle }
    }
    return cubic(0.1, 1, (low + high) / 2)
  }
}
