/// Which dot of a carousel's markers is active (SPEC section 15): Chromium
/// 156's `:target-current` of `::scroll-marker` (`ScrollMarkerChooser` in
/// Blink's `scroll_marker_group_data.cc`), as a step function of the
/// carousel's offset `x_k`, so that frames, drawings and the page read the
/// same thing. The page runs the same rule (`kernel/carouselMarkers.js`).
///
/// Each target (an item that snaps) has as its position its snap position
/// without the clamp. Targets that could not be reached near either end get
/// the ends' reserved lengths (`w/8`) to share: positions below `w/8` are
/// spread linearly from `[min, w/8]` over `[0, w/8]`, positions above
/// `maxX - w/8` from `[maxX - w/8, max]` over `[maxX - w/8, maxX]` (a
/// position in both takes the first). The active target has the largest
/// position at or below the offset, unless the smallest above it is
/// strictly nearer and less than `w/2` ahead; targets at one position are
/// told apart by document order, the last winning, except below every
/// position, where the first does.
public struct CarouselMarkers: Hashable, Sendable {
  /// From `offset` on (at `offset` itself too when `inclusive`) `target`
  /// is active, up to the next step.
  public struct Step: StepEdge, Hashable, Sendable {
    public var offset: Double
    public var inclusive: Bool
    /// The target, as an index into the positions given.
    public var target: Int

    public init(offset: Double, inclusive: Bool, target: Int) {
      self.offset = offset
      self.inclusive = inclusive
      self.target = target
    }
  }

  /// The target active below every step; nil without targets.
  public var first: Int?
  /// Ascending.
  public var steps: [Step]
  /// `maxX`: offsets are clamped to `[0, maxX]` first, as Chromium's scroll
  /// offset is during a rubber band.
  public var maxOffset: Double

  /// - Parameters:
  ///   - positions: each target's unclamped snap position, in document order.
  ///   - width: `w`, the carousel's width (Chromium's scrollport).
  ///   - maxOffset: `maxX`.
  public init(positions: [Double], width: Double, maxOffset: Double) {
    self.maxOffset = maxOffset
    steps = []
    guard !positions.isEmpty else {
      first = nil
      return
    }
    // A carousel that cannot scroll offers every target, and the last wins.
    guard maxOffset > 0 else {
      first = positions.count - 1
      return
    }
    let reserve = width / 8
    let low = positions.min()!
    let high = positions.max()!
    let end = maxOffset - reserve
    let spread = positions.map { position in
      if position < reserve { return (position - low) / (reserve - low) * reserve }
      if position > end { return (position - end) / (high - end) * reserve + end }
      return position
    }
    // The distinct positions ascending, each with its first and last target.
    let order = spread.indices.sorted { (spread[$0], $0) < (spread[$1], $1) }
    var groups: [(position: Double, first: Int, last: Int)] = []
    for index in order {
      if let last = groups.last, last.position == spread[index] {
        groups[groups.count - 1].last = index
      } else {
        groups.append((spread[index], index, index))
      }
    }
    first = groups[0].first
    if groups[0].last != groups[0].first {
      steps.append(Step(offset: groups[0].position, inclusive: true, target: groups[0].last))
    }
    for (before, after) in zip(groups, groups.dropFirst()) {
      // Past the midpoint the next position is nearer; it must also lie
      // less than w/2 ahead.
      let midpoint = (before.position + after.position) / 2
      let threshold = max(midpoint, after.position - width / 2)
      steps.append(Step(offset: threshold, inclusive: false, target: after.last))
    }
  }

  /// The active target at offset `x_k`; nil without targets.
  public func active(at offset: Double) -> Int? {
    let begun = steps.begun(at: min(max(offset, 0), maxOffset))
    return begun == 0 ? first : steps[begun - 1].target
  }

  /// The offsets where the active target changes.
  public var breakpoints: [Double] { steps.map(\.offset) }
}
