/// Where every scroller of a screen is at one moment: the content's offset
/// `o` and each carousel's `x_k` (SPEC section 15), 0 for a carousel not
/// named.
public struct ScrollOffsets: Hashable, Sendable {
  public var content: Double
  public var carousels: [ScrollerID: Double]

  public init(content: Double, carousels: [ScrollerID: Double] = [:]) {
    self.content = content
    self.carousels = carousels
  }

  /// The offset of carousel `id`.
  public func carousel(_ id: ScrollerID) -> Double { carousels[id] ?? 0 }
}
