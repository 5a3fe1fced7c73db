/// How a carousel comes to rest along its offset (SPEC section 15): section
/// 14's types, or by whole pages of its snapport's width.
public enum CarouselSnapType: String, CaseIterable, Hashable, Sendable {
  case none
  case proximity
  case mandatory
  /// Flutter's `PageView`: at a whole number of snapport widths.
  case page
}
