/// How much of each element of SPEC section 12 is hidden: `e` of the top bar,
/// the bottom bar and the floating header (0 for what the screen lacks).
public struct HiddenAmounts: Hashable, Sendable {
  public var top: Double
  public var bottom: Double
  public var header: Double

  public init(top: Double = 0, bottom: Double = 0, header: Double = 0) {
    self.top = top
    self.bottom = bottom
    self.header = header
  }
}
