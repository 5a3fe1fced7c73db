/// What a scroller's offset does beyond moving its content: the bars and the
/// header that answer how it was scrolled (SPEC section 12), and where the
/// content comes to rest (SPEC section 14).
public struct ScrollerRules: Hashable, Sendable {
  public var hiding: HidingMotion
  public var snap: SnapRule
}
