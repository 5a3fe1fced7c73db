/// Whether a fling, a step or a page may pass a block's snap position
/// (SPEC section 14), as CSS `scroll-snap-stop`.
public enum SnapStop: String, CaseIterable, Hashable, Sendable {
  case normal
  case always
}
