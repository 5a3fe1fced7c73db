/// Turns an element's effects into exact functions of the offset.
///
/// Progress is linear in the offset between the range's two offsets and held
/// outside them, and each value is linear in the progress between keyframes,
/// so the value is piecewise linear with a breakpoint where the progress
/// reaches each keyframe: no sampling.
struct EffectSolver {
  /// The visible area `[P0, P1]` in screen coordinates.
  let visibleTop: Double
  let visibleBottom: Double

  /// - Parameters:
  ///   - naturalTop: the screen y of the element's natural box at offset 0;
  ///     the box moves up by one point per point of offset.
  ///   - height: its static height.
  func track(_ effect: Effect, naturalTop: Double, height: Double) -> EffectTrack {
    let (start, end) = offsets(effect.timeline, naturalTop: naturalTop, height: height)
    return EffectTrack(effect: effect, value: Self.keyframes(effect.values, from: start, to: end))
  }

  /// The offsets where progress is 0 and 1.
  func offsets(_ timeline: Effect.Timeline, naturalTop: Double, height: Double) -> (
    Double, Double
  ) {
    switch timeline {
    case .scroll(let start, let end):
      return (start, end)
    case .view(let start, let end):
      return (
        offset(of: start, naturalTop: naturalTop, height: height),
        offset(of: end, naturalTop: naturalTop, height: height)
      )
    }
  }

  /// The box's top is at `naturalTop - o`, so it reaches screen y `y` at
  /// offset `naturalTop - y`.
  private func offset(of point: Effect.ViewPoint, naturalTop: Double, height: Double) -> Double {
    let (from, to) = edges(point.range, height: height)
    let start = naturalTop - from
    let end = naturalTop - to
    return start + point.fraction * (end - start)
  }

  /// Where the box's top stands at the start and at the end of a named range.
  private func edges(_ range: Effect.ViewRange, height: Double) -> (Double, Double) {
    let p0 = visibleTop
    let p1 = visibleBottom
    // `contain` for a box taller than the area runs from its top at P0 to its
    // bottom at P1; otherwise from its bottom at P1 to its top at P0.
    let contain = height > p1 - p0 ? (p0, p1 - height) : (p1 - height, p0)
    switch range {
    case .cover: return (p1, p0 - height)
    case .contain: return contain
    case .entry: return (p1, contain.0)
    case .exit: return (contain.1, p0 - height)
    case .entryCrossing: return (p1, p1 - height)
    case .exitCrossing: return (p0, p0 - height)
    }
  }

  /// The keyframes spread over `[start, end]`, the first held before and the
  /// last after. An empty range is a step at `start`, from where the last
  /// keyframe holds.
  static func keyframes(_ values: [Double], from start: Double, to end: Double)
    -> PiecewiseLinear
  {
    guard let first = values.first, let last = values.last else { return .constant(0) }
    // The first piece's start only says where its value is given; holding a
    // constant, any point before the range will do.
    let before = PiecewiseLinear.Piece(start: start - 1, value: first, slope: 0)
    guard end > start, values.count > 1 else {
      return first == last
        ? .constant(first)
        : PiecewiseLinear(pieces: [before, .init(start: start, value: last, slope: 0)])
    }
    let span = (end - start) / Double(values.count - 1)
    var pieces = [before]
    for index in 0..<(values.count - 1) {
      let slope = (values[index + 1] - values[index]) / span
      append(
        .init(start: start + span * Double(index), value: values[index], slope: slope), to: &pieces)
    }
    append(.init(start: end, value: last, slope: 0), to: &pieces)
    return PiecewiseLinear(pieces: pieces)
  }

  /// Adds a piece unless it only continues the last one's line, so that
  /// breakpoints are only where the value bends.
  private static func append(
    _ piece: PiecewiseLinear.Piece, to pieces: inout [PiecewiseLinear.Piece]
  ) {
    if let last = pieces.last, abs(last.slope - piece.slope) <= PiecewiseLinear.slopeTolerance,
      abs(last.value(at: piece.start) - piece.value) <= 1e-12 * max(1, abs(piece.value))
    {
      return
    }
    pieces.append(piece)
  }
}
