/// What a state effect watches (SPEC section 13), as CSS `scroll-state()`
/// queries it; each holds strictly past its threshold.
public enum StateCondition: String, CaseIterable, Hashable, Sendable {
  /// `o > 0` (CSS `scroll-state(scrollable: top)`).
  case scrolled
  /// `o < maxOffset` (CSS `scroll-state(scrollable: bottom)`).
  case notAtEnd = "not-at-end"
  /// The sticky subject is held by a pin line: `y != n(o)`.
  case stuck
  /// The header's height is its `collapsedHeight`.
  case collapsed
}
