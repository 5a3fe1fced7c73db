/// What a lift starts, as long as the path then holds still: on a screen that
/// snaps, the content glides to the place the snap rule lands it on (`rest`,
/// or `fling` with the momentum's travel), and once it rests there, section
/// 12's snaps run from where the bars and the header are then.
struct PathSettling: Sendable {
  /// The moment the finger lifted.
  var lift: PathMoment
  /// The glide; nil where the content rests where it is.
  var glide: Glide?
  /// The moment the content comes to rest, and when.
  var rest: PathMoment
  var restTime: Double
  var snaps: RunningSnaps
  let hiding: HidingMotion

  init(
    lifting moment: PathMoment, at time: Double, lift kind: ScrollPath.Lift,
    hiding: HidingMotion, snap: SnapRule
  ) {
    lift = moment
    self.hiding = hiding
    let offset = moment.state.offset
    var landing: SnapLanding? = nil
    if snap.snaps {
      switch kind {
      case .rest: landing = snap.rest(offset)
      case .fling(let travel): landing = snap.fling(from: offset, by: travel)
      }
    }
    rest = moment
    rest.target = landing?.target
    restTime = time
    if let landing, landing.offset != offset {
      let glide = Glide(from: offset, to: landing.offset, start: time, style: snap.style)
      self.glide = glide
      restTime = glide.end
      rest.state = ScrollState(
        offset: landing.offset,
        hidden: hiding.moved(moment.state.hidden, from: offset, to: landing.offset))
      rest.towardEnd = landing.offset > offset
    }
    // Section 12's `direction` is the way the offset last changed before the lift.
    snaps = RunningSnaps(
      resting: rest.state.hidden, at: rest.state.offset, time: restTime,
      towardEnd: moment.towardEnd, hiding: hiding)
  }

  /// The moment at `time`, from the lift on while the path holds.
  func moment(at time: Double) -> PathMoment {
    if let glide, time < restTime {
      let offset = glide.value(at: time)
      return PathMoment(
        state: ScrollState(
          offset: offset,
          hidden: hiding.moved(lift.state.hidden, from: lift.state.offset, to: offset)),
        towardEnd: time > glide.start ? rest.towardEnd : lift.towardEnd, target: nil)
    }
    var moment = rest
    moment.state.hidden = snaps.hidden(rest.state.hidden, at: time)
    return moment
  }

  /// When everything it started has ended.
  var end: Double {
    guard let start = snaps.start, let style = snaps.style else { return restTime }
    return start + style.duration
  }
}
