/// How a bar or a floating header that snaps completes its way when the
/// finger lifts (SPEC section 12): over `duration` seconds along `easing`, to
/// the end `target` picks.
public struct SnapStyle: Hashable, Sendable {
  /// Which end a snap goes to.
  public enum Target: String, CaseIterable, Hashable, Sendable {
    /// Back when less than half is hidden, away otherwise (Compose).
    case half
    /// Away when the offset last changed toward the end, back otherwise (Flutter).
    case direction
  }

  public var duration: Double
  public var easing: CubicBezier
  public var target: Target

  /// SPEC section 12's defaults: 0.25 s along `ease-out`, to the nearer end.
  public init(duration: Double = 0.25, easing: CubicBezier = .easeOut, target: Target = .half) {
    self.duration = duration
    self.easing = easing
    self.target = target
  }

  public static let standard = SnapStyle()

  /// Where a snap of `e` (of `height`) ends: 0, or as far as the rule lets
  /// it go at `reach` (`c(o)`); `towardEnd` says which way the offset last
  /// changed.
  public func end(of e: Double, height: Double, reach: Double, towardEnd: Bool) -> Double {
    let away =
      switch target {
      case .half: e >= height / 2
      case .direction: towardEnd
      }
    return away ? min(height, reach) : 0
  }
}
