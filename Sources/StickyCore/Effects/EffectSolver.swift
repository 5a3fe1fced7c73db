/// Turns an element's effects into exact functions of the offset.
///
/// Progress is linear in the offset between the range's two offsets and held
/// outside them, and each value is linear in the progress between keyframes,
/// so the value is piecewise linear with a breakpoint where the progress
/// reaches each keyframe: no sampling.
///
/// A state effect's value is a step at each threshold instead (SPEC section
/// 13), held exactly by a `ConditionTrack`.
///
/// Along a carousel (an `x` effect, SPEC section 15) the same rules run on
/// its offset `x_k`: the visible area is its snapport, a box's top is its
/// left edge and its height its width.
struct EffectSolver {
  /// The scroller whose offset drives the effects.
  let scroller: ScrollerID
  /// The visible area `[P0, P1]` in screen coordinates.
  let visibleTop: Double
  let visibleBottom: Double
  let maxOffset: Double

  /// The element an effect reads: its own, or the one its `subject` names.
  struct Subject {
    /// The screen y of its natural box at offset 0; the natural box moves up
    /// by one point per point of offset.
    var naturalTop: Double
    /// Its static height.
    var height: Double
    /// The tracks of its top and bottom edges, when it is sticky, inside a
    /// sticky element or the pinned header: a view timeline then reads the
    /// box as it moves (SPEC section 13), which the pinned header's
    /// collapse may also shrink.
    var moving: (top: PiecewiseLinear, bottom: PiecewiseLinear)?
  }

  /// - Parameters:
  ///   - header: the header's height track and `collapsedHeight`, for
  ///     `collapsed`.
  func track(
    _ effect: Effect, subject: Subject, header: (height: PiecewiseLinear, collapsed: Double)?
  ) -> EffectTrack {
    if case .state(let condition) = effect.timeline {
      return EffectTrack(
        effect: effect, scroller: scroller, value: .constant(0),
        state: self.condition(condition, subject: subject, header: header))
    }
    let (start, end) = offsets(effect.timeline, subject: subject)
    guard effect.property.takesColors else {
      return EffectTrack(
        effect: effect, scroller: scroller,
        value: Self.keyframes(effect.values, from: start, to: end))
    }
    let position = Self.keyframes(
      (0..<effect.colors.count).map(Double.init), from: start, to: end)
    return EffectTrack(
      effect: effect, scroller: scroller, value: position,
      colors: ColorTrack(colors: effect.colors, position: position)
    )
  }

  /// Where a state condition holds, its ends at the exact thresholds.
  func condition(
    _ condition: StateCondition, subject: Subject,
    header: (height: PiecewiseLinear, collapsed: Double)?
  ) -> ConditionTrack {
    switch condition {
    case .scrolled:
      return .above(0)
    case .notAtEnd:
      return .below(maxOffset)
    case .stuck:
      // y - n(o) = y + o - naturalTop: zero exactly where the pin lines do
      // not hold the subject. The builder lets only sticky subjects through.
      guard let moving = subject.moving?.top else { return ConditionTrack(intervals: []) }
      let gap = PiecewiseLinear(
        pieces: moving.pieces.map {
          .init(
            start: $0.start, value: $0.value + $0.start - subject.naturalTop, slope: $0.slope + 1)
        })
      return ConditionTrack.zero(of: gap).complement
    case .collapsed:
      guard let header else { return ConditionTrack(intervals: []) }
      return ConditionTrack.zero(of: header.height.adding(-header.collapsed))
    }
  }

  /// The offsets where progress is 0 and 1 (a state has none: `start` twice).
  func offsets(_ timeline: Effect.Timeline, subject: Subject) -> (Double, Double) {
    switch timeline {
    case .scroll(let start, let end):
      return (start, end)
    case .view(let start, let end):
      return (offset(of: start, subject: subject), offset(of: end, subject: subject))
    case .state:
      return (0, 0)
    }
  }

  /// Where the range's point is reached: the offsets where the box's top
  /// stands at the range's two edges, and the fraction between them.
  private func offset(of point: Effect.ViewPoint, subject: Subject) -> Double {
    let (from, to) = edges(point.range, height: subject.height)
    let start = reaching(from, subject: subject)
    let end = reaching(to, subject: subject)
    return start + point.fraction * (end - start)
  }

  /// The offset where the subject's edge is at `anchor`. The natural box is
  /// at `naturalTop - o`, so its top is there at `naturalTop - anchor.line`.
  /// A box that moves never moves down as the offset grows, but a stuck one
  /// may stay at an anchor for a while, held there by the pin line at that
  /// edge of the visible area. As CSS resolved (csswg-drafts#8298: the start
  /// uses the least sticky offset, the end the greatest) and Chromium does,
  /// an anchor at the bottom edge, where boxes come in, is reached when the
  /// box gets there; one at the top edge, where they leave, when it leaves.
  private func reaching(_ anchor: Anchor, subject: Subject) -> Double {
    let natural =
      subject.naturalTop + (anchor.boxBottom ? subject.height : 0) - anchor.line
    guard let moving = subject.moving else { return natural }
    let edge = anchor.boxBottom ? moving.bottom : moving.top
    return
      (anchor.atBottomEdge
      ? Self.firstOffset(of: edge, atMost: anchor.line)
      : Self.lastOffset(of: edge, atLeast: anchor.line)) ?? natural
  }

  /// The greatest offset where a track that never rises is still at or
  /// above `target`: where it leaves it.
  static func lastOffset(of track: PiecewiseLinear, atLeast target: Double) -> Double? {
    let pieces = track.pieces
    for index in pieces.indices.reversed() {
      let piece = pieces[index]
      let lower = index == 0 ? -Double.infinity : piece.start
      let upper = index + 1 < pieces.count ? pieces[index + 1].start : Double.infinity
      if piece.slope < 0 {
        let crossing = piece.start + (target - piece.value) / piece.slope
        if crossing >= lower { return min(upper, crossing) }
      } else if upper.isFinite && piece.value(at: upper) >= target {
        return upper
      }
    }
    return nil
  }

  /// The least offset where a track that never rises is at or below
  /// `target`: where it gets there.
  static func firstOffset(of track: PiecewiseLinear, atMost target: Double) -> Double? {
    let pieces = track.pieces
    for (index, piece) in pieces.enumerated() {
      let lower = index == 0 ? -Double.infinity : piece.start
      let upper = index + 1 < pieces.count ? pieces[index + 1].start : Double.infinity
      if piece.slope < 0 {
        let crossing = piece.start + (target - piece.value) / piece.slope
        if crossing < upper { return max(lower, crossing) }
      } else if lower.isFinite && piece.value(at: lower) <= target {
        return lower
      }
    }
    return nil
  }

  /// Which edge of the box stands where at the start and at the end of a
  /// named range.
  private func edges(_ range: Effect.ViewRange, height: Double) -> (Anchor, Anchor) {
    let topAtP1 = Anchor(line: visibleBottom, boxBottom: false, atBottomEdge: true)
    let bottomAtP1 = Anchor(line: visibleBottom, boxBottom: true, atBottomEdge: true)
    let topAtP0 = Anchor(line: visibleTop, boxBottom: false, atBottomEdge: false)
    let bottomAtP0 = Anchor(line: visibleTop, boxBottom: true, atBottomEdge: false)
    // `contain` for a box taller than the area runs from its top at P0 to its
    // bottom at P1; otherwise from its bottom at P1 to its top at P0.
    let contain =
      height > visibleBottom - visibleTop ? (topAtP0, bottomAtP1) : (bottomAtP1, topAtP0)
    switch range {
    case .cover: return (topAtP1, bottomAtP0)
    case .contain: return contain
    case .entry: return (topAtP1, contain.0)
    case .exit: return (contain.1, bottomAtP0)
    case .entryCrossing: return (topAtP1, bottomAtP1)
    case .exitCrossing: return (topAtP0, bottomAtP0)
    }
  }

  /// One end of a named range: an edge of the box (its bottom or its top)
  /// at `line`, the bottom of the visible area (P1) or its top (P0).
  private struct Anchor {
    var line: Double
    var boxBottom: Bool
    var atBottomEdge: Bool
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
  /// breakpoints are only where the value bends. Slopes are compared
  /// relative to their size: a range of 2e9 points takes 5e-10 of opacity
  /// per point, which is no rounding error of a flat piece.
  private static func append(
    _ piece: PiecewiseLinear.Piece, to pieces: inout [PiecewiseLinear.Piece]
  ) {
    if let last = pieces.last,
      abs(last.slope - piece.slope) <= 1e-12 * max(abs(last.slope), abs(piece.slope)),
      abs(last.value(at: piece.start) - piece.value) <= 1e-12 * max(1, abs(piece.value))
    {
      return
    }
    pieces.append(piece)
  }
}
