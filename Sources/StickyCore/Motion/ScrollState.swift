/// Where a screen is at one moment: the offset, and how much of each bar that
/// hides and of a floating header is hidden (SPEC section 12).
public struct ScrollState: Hashable, Sendable {
  public var offset: Double
  public var hidden: HiddenAmounts

  public init(offset: Double, hidden: HiddenAmounts) {
    self.offset = offset
    self.hidden = hidden
  }
}
