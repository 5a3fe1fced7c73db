/// Whether and how strictly the content comes to rest at snap positions
/// (SPEC section 14), as CSS `scroll-snap-type`.
public enum SnapType: String, CaseIterable, Hashable, Sendable {
  case none
  /// Only when a snap position is within a third of the snapport.
  case proximity
  /// Always at a snap position, when there is one.
  case mandatory
}
