/// How much of each element of SPEC section 12 is hidden: `e` of each bar
/// that hides and of the floating header (0 where the screen has none).
public struct HiddenAmounts: Hashable, Sendable {
  /// One per bar that hides, in the order of `HidingMotion.hidingBars`.
  public var bars: [Double]
  public var header: Double

  public init(bars: [Double], header: Double = 0) {
    self.bars = bars
    self.header = header
  }

  /// Each amount through `transform`, the header's too.
  public func map(_ transform: (Double) -> Double) -> HiddenAmounts {
    HiddenAmounts(bars: bars.map(transform), header: transform(header))
  }

  /// The key paths of every amount: the bars' in order, then the header's.
  public var parts: [WritableKeyPath<HiddenAmounts, Double> & Sendable] {
    bars.indices.map { \HiddenAmounts.bars[$0] } + [\HiddenAmounts.header]
  }
}
