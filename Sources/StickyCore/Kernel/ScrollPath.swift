/// A scripted scroll: the offset at given times, and CSS `ease-in-out` between
/// them (SPEC section 11), with the moments the finger lifts (SPEC section 12).
/// Before the first point the first offset holds, after the last the last.
public struct ScrollPath: Hashable, Sendable {
  /// How the finger lifts (SPEC section 14): on a screen that snaps, where
  /// the content comes to rest.
  public enum Lift: Hashable, Sendable {
    /// `!`: without momentum, `rest(o)`.
    case rest
    /// `!+D`, `!-D`: with momentum that would travel `D`, `fling(o, D)`.
    case fling(Double)
  }

  public struct Point: Hashable, Sendable {
    public var offset: Double
    /// Seconds from the start of the animation.
    public var time: Double
    /// Whether and how the finger lifts here: what snaps start to.
    public var lift: Lift?

    public init(offset: Double, time: Double, lift: Lift?) {
      self.offset = offset
      self.time = time
      self.lift = lift
    }

    public init(offset: Double, time: Double, lifts: Bool = false) {
      self.init(offset: offset, time: time, lift: lifts ? .rest : nil)
    }

    /// Whether the finger lifts here (`!`).
    public var lifts: Bool { lift != nil }

    /// The momentum's travel, when the lift gives one.
    public var travel: Double? {
      guard case .fling(let distance) = lift else { return nil }
      return distance
    }
  }

  public private(set) var points: [Point]

  /// The longest path in seconds, an hour: `keyTimes` and `dur` are written to
  /// nine decimals through a 64-bit integer (`NumberFormat.fraction`), which holds
  /// up to about 9.2e9 seconds, and no preview needs more than a few.
  public static let maximumDuration = 3_600.0

  /// At least two points, at times that start at 0 or later, increase and end
  /// by `maximumDuration`.
  public init(points: [Point]) {
    precondition(points.count >= 2, "a scroll path needs two points")
    precondition(points[0].time >= 0, "a scroll path starts at time 0 or later")
    precondition(
      zip(points, points.dropFirst()).allSatisfy { $0.time < $1.time },
      "a scroll path's times increase")
    precondition(
      points[points.count - 1].time <= Self.maximumDuration, "a scroll path lasts an hour at most")
    self.points = points
  }

  public var duration: Double { points[points.count - 1].time }

  /// Every offset the path passes through: the path is continuous and each
  /// eased segment is monotone, so these are its lowest and highest points.
  public var offsets: ClosedRange<Double> {
    let values = points.map(\.offset)
    return values.min()!...values.max()!
  }

  public func offset(at time: Double) -> Double {
    guard time > points[0].time else { return points[0].offset }
    guard let next = points.firstIndex(where: { $0.time >= time }) else {
      return points[points.count - 1].offset
    }
    let start = points[next - 1]
    let end = points[next]
    let share = (time - start.time) / (end.time - start.time)
    return start.offset + (end.offset - start.offset)
      * CubicBezier.easeInOut.progress(atTime: share)
  }
}
