/// A number effect's values where a drawing takes them (`DrawnEffect`): its
/// value at each parameter of its sampling, the element's, a state's or a
/// carousel's.
struct EffectNumbers {
  var sampling: Sampling
  var value: (Double) -> Double
  /// Whether it follows a sampling of its own (a state's time, a carousel's
  /// offset) rather than the element's timeline parameter.
  var isOwn: Bool

  /// Itself when it follows the timeline's parameter, as the frames do.
  var ofFrames: EffectNumbers? { isOwn ? nil : self }
  /// Itself when it follows a sampling of its own.
  var ofOwn: EffectNumbers? { isOwn ? self : nil }

  /// Whether the value is above 0 anywhere the drawing takes it.
  var isEverPositive: Bool { sampling.parameters.contains { value($0) > 0 } }
}
