/// A sticky row of a list with the edge it pins to, kept beside its track so
/// that what replays or draws the row needs nothing from the model.
public struct PinnedRow: Hashable, Sendable {
  public var index: Int
  public var edge: StickyEdge
  /// The row's top in screen coordinates.
  public var y: PiecewiseLinear
  /// Its closed form, for moments whose pin lines move (SPEC section 12).
  public var form: StickyForm
}
