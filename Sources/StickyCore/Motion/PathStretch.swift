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
  /// The moving parts and the pin lines, as functions of `p`.
  let parts: ShownParts<PiecewiseLinear>

  /// The share of the way from `from` to `to` at `time`, within the stretch;
  /// a jump (a stretch of no time) is all the way at its time.
  public func share(at time: Double) -> Double {
    guard span > 0 else { return 1 }
    let y = curve.progress(atTime: (time - origin) / span)
    return (y - progress.lowerBound) / (progress.upperBound - progress.lowerBound)
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
