/// How an element follows a sticky element: that element's closed form and
/// the distance from its top (0 for the sticky element itself), so a moment
/// with other pin lines (SPEC section 12) finds it without new tracks.
public struct StickyRide: Hashable, Sendable {
  public var form: StickyForm
  public var shift: Double
}
