/// The state of SPEC section 12 at any time of a path, exact: between two
/// points the offset eases monotonically, so one step of the rule from the
/// earlier point gives `e`; a snap runs from a `!` point along its easing for
/// its duration (`SnapStyle`) while the offset stays where it is, and stops
/// where it is when the offset next changes.
///
/// The path starts from the state reached scrolling straight from 0 to its
/// first offset, as `frames --offsets` shows that offset.
public struct PathReplay: Sendable {
  public let path: ScrollPath
  let hiding: HidingMotion
  /// The hidden amounts as each point is reached.
  private(set) var arrivals: [HiddenAmounts] = []
  /// The snaps running from each point on, while the offset stays.
  private(set) var snaps: [RunningSnaps] = []

  public init(path: ScrollPath, hiding: HidingMotion) {
    self.path = path
    self.hiding = hiding
    let points = path.points
    var hidden = hiding.straightState(at: points[0].offset).hidden
    var running = RunningSnaps()
    // Which way the offset last changed; the straight scroll to the first
    // offset went toward the end.
    var towardEnd = true
    for (index, point) in points.enumerated() {
      if point.lifts {
        running = RunningSnaps(lifting: hidden, at: point, towardEnd: towardEnd, hiding: hiding)
      }
      arrivals.append(hidden)
      snaps.append(running)
      guard index + 1 < points.count else { break }
      let next = points[index + 1]
      if next.offset == point.offset {
        hidden = running.hidden(hidden, at: next.time)
      } else {
        hidden = hiding.moved(hidden, from: point.offset, to: next.offset)
        towardEnd = next.offset > point.offset
        running = RunningSnaps()
      }
    }
  }

  public func state(at time: Double) -> ScrollState {
    let points = path.points
    guard time >= points[0].time else {
      return ScrollState(offset: points[0].offset, hidden: arrivals[0])
    }
    // The last point at or before `time`.
    var low = 0
    var high = points.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if points[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    let start = points[low]
    let offset = path.offset(at: time)
    if low + 1 < points.count, points[low + 1].offset != start.offset {
      return ScrollState(
        offset: offset, hidden: hiding.moved(arrivals[low], from: start.offset, to: offset))
    }
    return ScrollState(offset: offset, hidden: snaps[low].hidden(arrivals[low], at: time))
  }
}

/// The snaps started at the last `!`, one per element that snaps and was
/// partly hidden then.
struct RunningSnaps: Sendable {
  struct Snap: Sendable {
    var from: Double
    var to: Double
    var start: Double
    var style: SnapStyle

    func value(at time: Double) -> Double {
      // A snap of no duration is where it goes from its start.
      let share = style.duration > 0 ? min(1, max(0, (time - start) / style.duration)) : 1
      return from + (to - from) * style.easing.progress(atTime: share)
    }
  }

  /// One per part that hides, in the order of `HiddenAmounts.parts`; nil
  /// where none runs.
  var parts: [Snap?] = []

  init() {}

  init(
    lifting hidden: HiddenAmounts, at point: ScrollPath.Point, towardEnd: Bool,
    hiding: HidingMotion
  ) {
    let heights = hiding.hideableHeights
    // Away means as far as the rule lets it go here: `e` never passes `c(o)`,
    // so that near the top the next movement goes on from where the snap ended.
    let reach = hiding.clamped(point.offset)
    parts = zip(hidden.parts, hiding.snaps).map { part, style in
      let e = hidden[keyPath: part]
      let height = heights[keyPath: part]
      guard let style, e > 0, e < height else { return nil }
      let to = style.end(of: e, height: height, reach: reach, towardEnd: towardEnd)
      return Snap(from: e, to: to, start: point.time, style: style)
    }
  }

  /// `hidden` with each running snap at `time`.
  func hidden(_ hidden: HiddenAmounts, at time: Double) -> HiddenAmounts {
    var result = hidden
    for (part, snap) in zip(hidden.parts, parts) {
      if let snap { result[keyPath: part] = snap.value(at: time) }
    }
    return result
  }
}
