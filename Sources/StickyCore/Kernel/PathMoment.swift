/// One moment of a path's replay (`PathReplay`): the state, which way the
/// offset last changed, which a lift reads (SPEC section 12's `direction`),
/// and the block or row the content rests at (SPEC section 14).
public struct PathMoment: Hashable, Sendable {
  public var state: ScrollState
  var towardEnd: Bool
  /// The id of the block (for a list, the row's own) where the content has
  /// come to rest after a lift; nil while the finger drives it, while it
  /// glides, and where it rests at no snap position.
  public var target: String?
}
