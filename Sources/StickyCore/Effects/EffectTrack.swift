/// An effect solved for one element: its value at every offset, exact like
/// the element's `y` and `height`.
public struct EffectTrack: Hashable, Sendable {
  public var effect: Effect
  public var value: PiecewiseLinear

  public init(effect: Effect, value: PiecewiseLinear) {
    self.effect = effect
    self.value = value
  }
}
