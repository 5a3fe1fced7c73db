/// An effect solved for one element: its value at every offset, exact like
/// the element's `y` and `height`.
public struct EffectTrack: Hashable, Sendable {
  public var effect: Effect
  /// The scroller whose offset the value is a function of: the content's, or
  /// for an `x` effect its carousel's (SPEC section 15).
  public var scroller: ScrollerID
  /// A number effect on a scroll or view timeline: its value. A colour
  /// effect on one: the keyframe position, 0 at the first colour and
  /// `colors.count - 1` at the last (see `colors`). A state effect: 0, since
  /// a step is not continuous; `state` holds it.
  public var value: PiecewiseLinear
  /// A state effect: where its condition holds; the value is `values[1]`
  /// (or `colors[1]`) there and `values[0]` elsewhere.
  public var state: ConditionTrack?
  /// A colour effect on a scroll or view timeline: its premultiplied channels.
  public var colors: ColorTrack?

  public init(
    effect: Effect, scroller: ScrollerID, value: PiecewiseLinear, state: ConditionTrack? = nil,
    colors: ColorTrack? = nil
  ) {
    self.effect = effect
    self.scroller = scroller
    self.value = value
    self.state = state
    self.colors = colors
  }

  /// The value at `offset`: a number, or a colour for a `color` effect. A
  /// colour with no alpha has no channels either (premultiplied, they are
  /// all 0), so every one is `#00000000`, however it was written.
  public func sample(at offset: Double) -> EffectValue {
    if let state {
      let index = state.holds(at: offset) ? 1 : 0
      guard effect.property.takesColors else { return .number(effect.values[index]) }
      let color = effect.colors[index]
      return .color(color.alpha == 0 ? Color(red: 0, green: 0, blue: 0, alpha: 0) : color)
    }
    if let colors { return .color(colors.color(at: offset)) }
    return .number(value.value(at: offset))
  }

  /// The offsets where the value steps or bends.
  public var breakpoints: [Double] {
    if let state { return state.breakpoints }
    if let colors { return colors.breakpoints }
    return Array(value.breakpoints)
  }
}
