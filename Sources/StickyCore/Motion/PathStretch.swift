/// A stretch of a path along which every frame of SPEC section 12 is piecewise
/// linear in one parameter `p`, and `p` follows a piece of an easing curve
/// `(X(s), Y(s))` of time: from one point to the next whose offset differs, `p`
/// is the offset (`ease-in-out`); during a glide to where the content rests
/// (SPEC section 14), the offset too, along the scroll's snap easing; during a
/// snap, the share of its way (`ease-out`, cut where the offset next changes);
/// while everything holds still, `p` does too. A glide or a snap of no
/// duration is a jump: a stretch of no time (`span` 0).
///
/// At curve parameter `s` the time is `origin + span * X(s)` and `p` goes from
/// `from` to `to` as `Y(s)` goes through `progress`, so that a drawing replays
/// the stretch exactly with the curve's pieces as SMIL `keySplines`.
public struct PathStretch: Sendable {
  public var curve: CubicBezier
  /// The time at `s = 0` and how long the whole curve takes, in seconds.
  public var origin: Double
  public var span: Double
  /// The time the stretch ends, as the path or the snap gives it.
  public var end: Double
  /// The piece of the curve the stretch follows, and `Y` at its ends.
  public var curveRange: ClosedRange<Double>
  public var progress: ClosedRange<Double>
  /// `p` at the start and the end.
  public var from: Double
  public var to: Double
  /// The offset all along, where it holds; nil where `p` is the offset.
  var heldOffset: Double?
  /// Each hidden amount as a function of `p`, in the order of
  /// `HiddenAmounts.parts`.
  let hidden: [PiecewiseLinear]
  /// The moving parts and the pin lines, as functions of `p`.
  let parts: ShownParts<PiecewiseLinear>

  init(
    curve: CubicBezier, origin: Double, span: Double, end: Double,
    curveRange: ClosedRange<Double>, progress: ClosedRange<Double>, from: Double, to: Double,
    heldOffset: Double?, hidden: [PiecewiseLinear], hiding: HidingMotion
  ) {
    self.curve = curve
    self.origin = origin
    self.span = span
    self.end = end
    self.curveRange = curveRange
    self.progress = progress
    self.from = from
    self.to = to
    self.heldOffset = heldOffset
    self.hidden = hidden
    parts = hiding.shown(
      offset: heldOffset.map { .constant($0) } ?? .linear(valueAtZero: 0, slope: 1),
      bars: Array(hidden.dropLast()), header: hidden[hidden.count - 1])
  }

  /// The share of the way from `from` to `to` at `time`, within the stretch;
  /// a jump (a stretch of no time) is all the way at its time.
  public func share(at time: Double) -> Double {
    guard span > 0 else { return 1 }
    let y = curve.progress(atTime: (time - origin) / span)
    return (y - progress.lowerBound) / (progress.upperBound - progress.lowerBound)
  }

  /// When the stretch starts.
  public var start: Double { time(at: curveRange.lowerBound) }

  /// The offset where the stretch starts, and where it ends.
  public var startOffset: Double { heldOffset ?? from }
  public var endOffset: Double { heldOffset ?? to }

  /// The curve parameter where `p` reaches `value`, between `from` and `to`.
  public func parameter(reaching value: Double) -> Double {
    CubicBezier.parameter(
      solving: curve.y,
      for: progress.lowerBound + (value - from) / (to - from)
        * (progress.upperBound - progress.lowerBound))
  }

  /// The time at curve parameter `s`.
  public func time(at s: Double) -> Double { origin + span * curve.x(s) }

  /// `p` at curve parameter `s`.
  public func value(at s: Double) -> Double {
    from + (to - from) * (curve.y(s) - progress.lowerBound)
      / (progress.upperBound - progress.lowerBound)
  }

  /// One hidden amount (one of `HiddenAmounts.parts`) as a function of `p`.
  public func hidden(_ element: KeyPath<HiddenAmounts, Double>) -> PiecewiseLinear {
    let parts = HiddenAmounts(bars: Array(repeating: 0, count: hidden.count - 1)).parts
    return hidden[parts.firstIndex { $0 == element }!]
  }

  /// A track of the offset as a function of `p`.
  public func along(_ track: PiecewiseLinear) -> PiecewiseLinear {
    heldOffset.map { .constant(track.value(at: $0)) } ?? track
  }

  /// The offset as a function of `p`.
  var offset: PiecewiseLinear {
    heldOffset.map { .constant($0) } ?? .linear(valueAtZero: 0, slope: 1)
  }
}
