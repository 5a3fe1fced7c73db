/// The snaps of SPEC section 12 started when the content came to rest after
/// the last `!`, one per element that snaps and was partly hidden then.
struct RunningSnaps: Sendable {
  struct Snap: Sendable {
    var from: Double
    var to: Double
    var start: Double
    var style: SnapStyle

    func value(at time: Double) -> Double {
      style.easing.moved(from: from, to: to, over: style.duration, after: time - start)
    }
  }

  /// One per part that hides, in the order of `HiddenAmounts.parts`; nil
  /// where none runs.
  var parts: [Snap?] = []

  init() {}

  /// The snaps that start at `time` from `hidden` with the content resting at
  /// `offset`; `towardEnd` is which way the offset last changed before the
  /// finger lifted.
  init(
    resting hidden: HiddenAmounts, at offset: Double, time: Double, towardEnd: Bool,
    hiding: HidingMotion
  ) {
    let heights = hiding.hideableHeights
    // Away means as far as the rule lets it go here: `e` never passes `c(o)`,
    // so that near the top the next movement goes on from where the snap ended.
    let reach = hiding.clamped(offset)
    parts = zip(hidden.parts, hiding.snaps).map { part, style in
      let e = hidden[keyPath: part]
      let height = heights[keyPath: part]
      guard let style, e > 0, e < height else { return nil }
      let to = style.end(of: e, height: height, reach: reach, towardEnd: towardEnd)
      return Snap(from: e, to: to, start: time, style: style)
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
