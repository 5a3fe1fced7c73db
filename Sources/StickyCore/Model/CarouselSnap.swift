/// Where a carousel comes to rest and how it glides there (SPEC section 15).
public struct CarouselSnap: Hashable, Sendable {
  public var type: CarouselSnapType
  /// The glide to the resting place, as a snap of SPEC section 12.
  public var duration: Double
  public var easing: CubicBezier

  public init(
    type: CarouselSnapType = .none, duration: Double = 0.25, easing: CubicBezier = .easeOut
  ) {
    self.type = type
    self.duration = duration
    self.easing = easing
  }

  public static let none = CarouselSnap()

  /// Section 14's snap along the carousel's offset: `page` is `mandatory`
  /// (it always rests on a page), its rule `paged`.
  public var style: ScrollSnap {
    let type: SnapType =
      switch self.type {
      case .none: .none
      case .proximity: .proximity
      case .mandatory, .page: .mandatory
      }
    return ScrollSnap(type: type, duration: duration, easing: easing)
  }
}
