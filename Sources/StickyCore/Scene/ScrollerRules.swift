/// What a scroller's offset does beyond moving its content: the bars and the
/// header that answer how it was scrolled (SPEC section 12). Snapping (SPEC
/// section 14) joins them here.
public struct ScrollerRules: Hashable, Sendable {
  public var hiding: HidingMotion
}
