/// Where the content may come to rest and how it glides there (SPEC
/// section 14).
public struct ScrollSnap: Hashable, Sendable {
  public var type: SnapType
  /// The glide to the resting place, as a snap of SPEC section 12.
  public var duration: Double
  public var easing: CubicBezier

  public init(type: SnapType = .none, duration: Double = 0.25, easing: CubicBezier = .easeOut) {
    self.type = type
    self.duration = duration
    self.easing = easing
  }

  public static let none = ScrollSnap()
}
