/// The state of SPEC sections 12 and 14 at any time of a path, exact.
///
/// The path's points say where the finger drives the content: while the path
/// moves, the offset moves by as much as the path does, and one step of
/// section 12's rule from the point before gives `e`. What the finger lifts
/// starts (`PathSettling`) runs while the path holds still: on a screen that
/// snaps, the content's glide to where it comes to rest, then section 12's
/// snaps. A change of the path's offset stops both where they are, and the
/// content keeps the way it glided: from then the offset is the path's plus
/// every glide's displacement so far.
///
/// The path starts from the state reached scrolling straight from 0 to its
/// first offset, as `frames --offsets` shows that offset.
public struct PathReplay: Sendable {
  public let path: ScrollPath
  let hiding: HidingMotion
  let snap: SnapRule
  /// The moments as each point is reached, before a lift there acts.
  private(set) var arrivals: [PathMoment] = []
  /// What runs from each point on while the path holds: what the last lift
  /// since the path last moved started; nil where none did.
  private(set) var settlings: [PathSettling?] = []

  public init(path: ScrollPath, rules: ScrollerRules) {
    self.path = path
    hiding = rules.hiding
    snap = rules.snap
    let points = path.points
    // The straight scroll to the first offset went toward the end.
    var moment = PathMoment(
      state: hiding.straightState(at: points[0].offset), towardEnd: true, target: nil)
    var settling: PathSettling? = nil
    for (index, point) in points.enumerated() {
      if let lift = point.lift {
        settling = PathSettling(
          lifting: moment, at: point.time, lift: lift, hiding: hiding, snap: snap)
      }
      arrivals.append(moment)
      settlings.append(settling)
      guard index + 1 < points.count else { break }
      let next = points[index + 1]
      if next.offset == point.offset {
        if let settling { moment = settling.moment(at: next.time) }
      } else {
        moment = moved(moment, from: point, toward: next, at: next.offset)
        settling = nil
      }
    }
  }

  /// The moment at `time`: the offset, the hidden amounts and where the
  /// content rests.
  public func moment(at time: Double) -> PathMoment {
    let points = path.points
    guard time >= points[0].time else { return arrivals[0] }
    // The last point at or before `time`.
    var low = 0
    var high = points.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if points[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    let start = points[low]
    if low + 1 < points.count, points[low + 1].offset != start.offset {
      var moment = moved(
        arrivals[low], from: start, toward: points[low + 1], at: path.offset(at: time))
      // At the point itself the content has not moved yet: it still rests.
      if time == start.time { moment.target = arrivals[low].target }
      return moment
    }
    return settlings[low]?.moment(at: time) ?? arrivals[low]
  }

  public func state(at time: Double) -> ScrollState { moment(at: time).state }

  /// Whether lifts land the content at snap positions and glide there.
  public var glides: Bool { snap.snaps }

  /// `moment`, reached at `point`, after the path moves on from there toward
  /// `next` as far as `pathOffset`: the content by as much, `e` by one step
  /// of the rule.
  private func moved(
    _ moment: PathMoment, from point: ScrollPath.Point, toward next: ScrollPath.Point,
    at pathOffset: Double
  ) -> PathMoment {
    let offset = Self.carried(pathOffset, by: moment.state.offset - point.offset)
    return PathMoment(
      state: ScrollState(
        offset: offset,
        hidden: hiding.moved(moment.state.hidden, from: moment.state.offset, to: offset)),
      towardEnd: next.offset > point.offset, target: nil)
  }

  /// A path offset with the displacement the glides have carried the content
  /// by; exactly the path's where they carried it nowhere.
  static func carried(_ pathOffset: Double, by displacement: Double) -> Double {
    displacement == 0 ? pathOffset : pathOffset + displacement
  }
}
