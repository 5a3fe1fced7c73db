/// A number effect's values where a drawing takes them (`DrawnEffect`): its
/// value at each parameter of its sampling, the element's own or a state's.
struct EffectNumbers {
  var sampling: Sampling
  var value: (Double) -> Double
  /// Whether it follows a state's time rather than the timeline's parameter.
  var isState: Bool

  /// Itself when it follows the timeline's parameter, as the frames do.
  var ofFrames: EffectNumbers? { isState ? nil : self }
  /// Itself when it follows a state.
  var ofState: EffectNumbers? { isState ? self : nil }

  /// Whether the value is above 0 anywhere the drawing takes it.
  var isEverPositive: Bool { sampling.parameters.contains { value($0) > 0 } }
}
