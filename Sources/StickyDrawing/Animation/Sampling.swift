/// Where a drawing takes the values of what it draws, and how they replay:
/// one value for a still drawing; along a path, one per key frame, which SMIL
/// replays with the key frames' times and splines. Most values are taken at
/// the timeline's parameter, at the element's key frames; a state effect's
/// at its share of the way from its first value to its second, at key frames
/// of its own (`StateTransitions`), since it follows time rather than the
/// parameter.
struct Sampling {
  /// Where each value is taken.
  var parameters: [Double]
  /// Nil for a still drawing.
  var keyframes: Keyframes?

  static func still(_ parameter: Double) -> Sampling {
    Sampling(parameters: [parameter], keyframes: nil)
  }

  init(parameters: [Double], keyframes: Keyframes?) {
    self.parameters = parameters
    self.keyframes = keyframes
  }

  init(_ keyframes: Keyframes) {
    self.init(parameters: keyframes.parameters, keyframes: keyframes)
  }

  /// The attributes of the animation of `name` through `values` (one per
  /// parameter), or nil when nothing moves.
  func animation(of name: String, values: [String]) -> [SVGWriter.Attribute]? {
    guard let keyframes, values.contains(where: { $0 != values[0] }) else { return nil }
    return keyframes.animation(of: name, values: values)
  }
}
