import StickyCore

/// A drawing's timing resolved against its frame table: the parameter every
/// value it draws is piecewise linear in, the range it takes, and how it goes
/// with time (`Keyframes` replays that).
///
/// The parameter is the offset where the frames depend on the offset alone: a
/// still drawing, or a path on a screen where nothing hides (the offset the
/// finger drives and the glides to where it rests, SPEC section 14). Where bars hide or
/// a header floats (SPEC section 12), the path's stretches (`PathStretch`) are
/// laid end to end, each as long as its own parameter moves: the offset's
/// distance where the content moves, the share of a snap's way while it runs,
/// nothing while all holds. Along that parameter the state never goes back,
/// so each element's frames make one piecewise-linear track of it
/// (`DrawnTrack`), exact where the stretches are.
struct Timeline {
  /// A stretch of the path and the drawing's parameter at its ends.
  struct Stretch {
    var path: PathStretch
    var from: Double
    var to: Double
  }

  /// Empty for a still drawing.
  var stretches: [Stretch]
  /// Every value the parameter takes.
  var parameters: ClosedRange<Double>
  var duration: Double
  var loop: Bool
  /// Whether the parameter is the path's own rather than the offset, so that
  /// the table's tracks are laid along it.
  var retimes: Bool
  /// How far the offset and the pin lines go along the path, where it retimes.
  var reach: PathReach?

  /// Each carousel's own timeline, its parameter the carousel's offset
  /// `x_k`: still, or along the carousel's own path over the same clock.
  var carousels: [ScrollerID: Timeline] = [:]

  init(timing: Timing, table: Scene) {
    let ids = table.carousels.map { table.scrollers[$0.scroller].id }
    switch timing {
    case .offset(let offset, let offsets):
      self.init(still: offset)
      for id in ids { carousels[id] = Timeline(still: offsets[id] ?? 0) }
    case .path(let path, let loop, let offsets):
      let content = PathReplay(path: path.content, rules: table.content.rules)
      var replays: [ScrollerID: (PathReplay, HidingMotion)] = [:]
      for own in path.carousels {
        guard let scroller = table.scroller(own.carousel) else { continue }
        replays[own.carousel] = (
          PathReplay(path: own.path, rules: scroller.rules), scroller.rules.hiding
        )
      }
      // Every animation of the drawing lasts until the last path ends, so
      // that they start over together.
      let duration = replays.values.reduce(content.duration) { max($0, $1.0.duration) }
      self.init(replay: content, hiding: table.hiding, duration: duration, loop: loop)
      for id in ids {
        carousels[id] =
          replays[id].map { Timeline(replay: $0.0, hiding: $0.1, duration: duration, loop: loop) }
          ?? Timeline(still: offsets[id] ?? 0)
      }
    }
  }

  /// Still at `parameter`.
  private init(still parameter: Double) {
    self.init(
      stretches: [], parameters: parameter...parameter, duration: 0, loop: false, retimes: false)
  }

  /// Along what `replay` plays, lasting `duration` (at least the replay's).
  private init(replay: PathReplay, hiding: HidingMotion, duration: Double, loop: Bool) {
    let stretches = replay.stretches
    guard !hiding.isEmpty else {
      // Each stretch's `p` is the offset, the path's or a glide's.
      let offsets = stretches.flatMap { [$0.from, $0.to] }
      self.init(
        stretches: stretches.map { Stretch(path: $0, from: $0.from, to: $0.to) },
        parameters: offsets.min()!...offsets.max()!, duration: duration, loop: loop,
        retimes: false)
      return
    }
    var laid: [Stretch] = []
    var end = 0.0
    for stretch in stretches {
      let start = end
      end += abs(stretch.to - stretch.from)
      laid.append(Stretch(path: stretch, from: start, to: end))
    }
    self.init(
      stretches: laid, parameters: 0...end, duration: duration, loop: loop, retimes: true)
    reach = PathReach(stretches)
  }

  private init(
    stretches: [Stretch], parameters: ClosedRange<Double>, duration: Double, loop: Bool,
    retimes: Bool
  ) {
    self.stretches = stretches
    self.parameters = parameters
    self.duration = duration
    self.loop = loop
    self.retimes = retimes
  }

  /// The parameter at `time`: the first stretch's start before it, the last
  /// one's end after it.
  func parameter(at time: Double) -> Double {
    guard let first = stretches.first, time > first.path.origin else {
      return stretches.first?.from ?? parameters.lowerBound
    }
    guard let stretch = stretches.first(where: { $0.path.end >= time }) else {
      return stretches[stretches.count - 1].to
    }
    return stretch.from + (stretch.to - stretch.from) * stretch.path.share(at: time)
  }

  /// One track of the parameter made of `pieces`, a function of each
  /// stretch's own parameter (one per stretch, in order), each laid along the
  /// drawing's parameter where its stretch is.
  func laid(_ pieces: [PiecewiseLinear]) -> PiecewiseLinear {
    var result: [PiecewiseLinear.Piece] = []
    func add(_ piece: PiecewiseLinear.Piece) {
      if let last = result.last, last.start >= piece.start { result.removeLast() }
      result.append(piece)
    }
    for (stretch, function) in zip(stretches, pieces) {
      let (from, to) = (stretch.path.from, stretch.path.to)
      guard from != to else { continue }
      let functionPieces = function.pieces
      // Along the parameter the stretch runs from `from` to `to`, either way.
      let rising = to > from
      var index = function.pieceIndex(at: from)
      if !rising, index > 0, functionPieces[index].start == from { index -= 1 }
      let sign = rising ? 1.0 : -1.0
      add(
        .init(
          start: stretch.from, value: function.value(at: from),
          slope: sign * functionPieces[index].slope))
      while true {
        index += rising ? 1 : -1
        let bound = rising ? index : index + 1
        guard bound > 0, bound < functionPieces.count else { break }
        let start = functionPieces[bound].start
        guard rising ? start < to : start > to else { break }
        let piece = functionPieces[rising ? bound : bound - 1]
        add(
          .init(
            start: stretch.from + sign * (start - from), value: piece.value(at: start),
            slope: sign * piece.slope))
      }
    }
    if result.isEmpty, let first = pieces.first, let stretch = stretches.first {
      return .constant(first.value(at: stretch.path.from))
    }
    return PiecewiseLinear(pieces: result)
  }

  /// Whether an element with these tracks is on a screen `screenHeight` tall at
  /// some value of the parameter. Between two consecutive breakpoints its top
  /// and bottom are linear, so each condition holds on one sub-interval there.
  func shows(y: PiecewiseLinear, height: PiecewiseLinear, screenHeight: Double) -> Bool {
    let range = parameters
    var samples = [range.lowerBound, range.upperBound]
    samples += (Array(y.breakpoints) + Array(height.breakpoints)).filter { range.contains($0) }
    samples.sort()
    for (a, b) in zip(samples, samples.dropFirst()) {
      let topA = y.value(at: a)
      let topB = y.value(at: b)
      // The share of the way from a to b where the top is above the screen's
      // bottom and the bottom below its top.
      var low = 0.0
      var high = 1.0
      func keep(below zero: (Double, Double)) {
        let (start, end) = zero
        if start < 0 && end < 0 { return }
        if start >= 0 && end >= 0 {
          high = -1
          return
        }
        let crossing = start / (start - end)
        if start < 0 { high = min(high, crossing) } else { low = max(low, crossing) }
      }
      keep(below: (topA - screenHeight, topB - screenHeight))
      keep(below: (-(topA + height.value(at: a)), -(topB + height.value(at: b))))
      if low < high { return true }
    }
    return false
  }

  /// The lowest and highest value of `track` over the parameter's values.
  func extent(of track: PiecewiseLinear) -> ClosedRange<Double> {
    let range = parameters
    let values =
      ([range.lowerBound, range.upperBound] + track.breakpoints.filter { range.contains($0) })
      .map(track.value(at:))
    return values.min()!...values.max()!
  }
}
