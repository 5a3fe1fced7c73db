import StickyCore

/// An effect as a drawing draws it: its track laid along the drawing's
/// timeline parameter (`DrawnTrack`), or for a state, its transitions over
/// time (`StateTransitions`), and the values each gives where a sampling takes
/// them. An `x` effect (SPEC section 15) follows its carousel's offset along
/// the carousel's own timeline, with key frames of its own.
struct DrawnEffect {
  var track: EffectTrack
  var state: StateTransitions?
  /// An `x` effect's sampling along its carousel's timeline; nil for the
  /// others, which follow the element's.
  var own: Sampling?
  /// Where the element's key frames go for this effect: where its value
  /// bends, and for a colour, also where SMIL's interpolation needs them
  /// (`ColorKeys`). A state and an `x` effect have key frames of their own.
  var keyParameters: [Double]

  init(_ track: EffectTrack, along drawing: Timeline) {
    self.track = track
    let carousel = drawing.carousels[track.scroller]
    let timeline = carousel ?? drawing
    if let condition = track.state {
      state = StateTransitions(condition, duration: track.effect.duration, along: timeline)
      keyParameters = []
    } else if let colors = track.colors {
      keyParameters = Self.colorKeys(colors, over: timeline.parameters)
    } else {
      keyParameters = Array(track.value.breakpoints)
    }
    if carousel != nil, state == nil {
      own =
        timeline.stretches.isEmpty
        ? .still(timeline.parameters.lowerBound)
        : Sampling(Keyframes(timeline: timeline, breakpoints: keyParameters))
      keyParameters = []
    }
  }

  var effect: Effect { track.effect }

  /// A number effect's sampling and its value at each of the sampling's
  /// parameters: the element's sampling, the state's or the carousel's.
  func numbers(along element: Sampling) -> EffectNumbers {
    guard let state else {
      return EffectNumbers(
        sampling: own ?? element, value: track.value.value(at:), isOwn: own != nil)
    }
    let (first, second) = (effect.values[0], effect.values[1])
    // Exactly each value at 0 and 1.
    return EffectNumbers(
      sampling: state.sampling(), value: { (1 - $0) * first + $0 * second }, isOwn: true)
  }

  /// A colour effect's sampling and its premultiplied colour (`ColorKeys`) at
  /// each of the sampling's parameters; a still drawing's is the colour
  /// `frames` prints.
  func colors(along element: Sampling) -> (sampling: Sampling, colors: [[Double]]) {
    guard let state else {
      let own = own ?? element
      let colors = own.parameters.map { parameter in
        guard own.keyframes != nil, let track = track.colors else {
          guard case .color(let color) = track.sample(at: parameter) else { return [0, 0, 0, 0.0] }
          return ColorKeys.premultiplied(color)
        }
        return [track.red, track.green, track.blue, track.alpha].map { $0.value(at: parameter) }
      }
      return (own, colors)
    }
    let ends = effect.colors.map { $0.alpha == 0 ? [0, 0, 0, 0.0] : ColorKeys.premultiplied($0) }
    let sampling = state.sampling { from, to in
      let (a, b) = (ColorKeys.mix(ends[0], ends[1], from), ColorKeys.mix(ends[0], ends[1], to))
      let written = ColorKeys.straight([a, b])
      return ColorKeys.splits(from: a, to: b, written: (written[0], written[1]))
    }
    return (sampling, sampling.parameters.map { ColorKeys.mix(ends[0], ends[1], $0) })
  }

  /// The parameters, within `range`, where a colour track bends and where
  /// its pieces need key frames between.
  private static func colorKeys(_ track: ColorTrack, over range: ClosedRange<Double>) -> [Double] {
    let bends = Set(track.breakpoints.filter { range.contains($0) }).sorted()
    let ends =
      [range.lowerBound] + bends.filter { $0 > range.lowerBound && $0 < range.upperBound }
      + [range.upperBound]
    let colors = ends.map { parameter in
      [track.red, track.green, track.blue, track.alpha].map { $0.value(at: parameter) }
    }
    let written = ColorKeys.straight(colors)
    var keys = bends
    for index in ends.indices.dropLast() {
      let (low, high) = (ends[index], ends[index + 1])
      guard high > low else { continue }
      keys += ColorKeys.splits(
        from: colors[index], to: colors[index + 1], written: (written[index], written[index + 1])
      ).map { low + (high - low) * $0 }
    }
    return keys
  }
}
