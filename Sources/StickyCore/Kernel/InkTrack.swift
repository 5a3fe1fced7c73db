/// The ink of text on a surface whose colour follows the offset (a `color`
/// effect, or a state's two colours, SPEC section 13), as a step function of
/// the offset (or of a drawing's timeline parameter): the steps are exactly
/// where the ink flips, so the page and the drawings change it there, not at
/// the nearest sample. The page looks the ink up as `ink(at:)` does
/// (`kernel/inkTrack.js`).
public struct InkTrack: Hashable, Sendable {
  /// From `offset` on the ink is `ink`; at `offset` itself too when
  /// `inclusive`.
  public struct Step: StepEdge, Hashable, Sendable {
    public var offset: Double
    public var ink: TextInk
    public var inclusive: Bool

    public init(offset: Double, ink: TextInk, inclusive: Bool) {
      self.offset = offset
      self.ink = ink
      self.inclusive = inclusive
    }
  }

  /// The ink before the first step.
  public private(set) var first: TextInk
  public private(set) var steps: [Step]

  public static func constant(_ ink: TextInk) -> InkTrack { InkTrack(first: ink, steps: []) }

  /// `steps` sorted by offset.
  public init(first: TextInk, steps: [Step]) {
    self.first = first
    self.steps = steps
  }

  /// The ink on `color` (nil: the screen, `screen` or the theme's) while
  /// `effect`, a colour effect on the same surface, paints it instead.
  public init(on color: Color?, effect: EffectTrack?, over screen: Color?) {
    self = .constant(TextInk(on: color, over: screen))
    guard let effect, effect.effect.property.takesColors else { return }
    if let state = effect.state {
      let inks = effect.effect.colors.map { TextInk(on: $0, over: screen) }
      first = inks[0]
      for interval in state.intervals {
        if interval.lower.isFinite {
          append(Step(offset: interval.lower, ink: inks[1], inclusive: interval.includesLower))
        } else {
          first = inks[1]
        }
        if interval.upper.isFinite {
          append(Step(offset: interval.upper, ink: inks[0], inclusive: !interval.includesUpper))
        }
      }
    } else if let colors = effect.colors {
      self = Self.following(colors, over: screen)
    }
  }

  /// The ink at `offset`.
  public func ink(at offset: Double) -> TextInk {
    let begun = steps.begun(at: offset)
    return begun == 0 ? first : steps[begun - 1].ink
  }

  /// The offsets where the ink may change.
  public var breakpoints: [Double] { steps.map(\.offset) }

  /// Adds a step after the others; one that changes nothing is left out.
  private mutating func append(_ step: Step) {
    if (steps.last?.ink ?? first) != step.ink { steps.append(step) }
  }

  /// The ink on a colour moving along `colors`. Between two breakpoints each
  /// premultiplied channel is linear, and so is each channel of the colour
  /// over an opaque screen; a luminance is a sum of convex functions of the
  /// channels, so it crosses the tie at most twice there: on each side of
  /// its least value, found by a golden-section search, a bisection finds
  /// the crossing to the last bit.
  static func following(_ colors: ColorTrack, over screen: Color?) -> InkTrack {
    let cuts = Array(Set(colors.breakpoints)).sorted()
    func ink(at o: Double) -> TextInk {
      TextInk(
        red: colors.red.value(at: o), green: colors.green.value(at: o),
        blue: colors.blue.value(at: o), alpha: colors.alpha.value(at: o), over: screen)
    }
    guard let start = cuts.first, let end = cuts.last else { return .constant(ink(at: 0)) }
    var crossings: [Double] = []
    for under in TextInk.screens(screen) {
      func excess(_ o: Double) -> Double {
        let alpha = colors.alpha.value(at: o)
        func over(_ channel: PiecewiseLinear, _ byte: UInt8) -> Double {
          channel.value(at: o) + (1 - alpha) * Double(byte) / 255
        }
        return Ink.luminance(
          red: over(colors.red, under.red), green: over(colors.green, under.green),
          blue: over(colors.blue, under.blue)) - Ink.tie
      }
      for (a, b) in zip(cuts, cuts.dropFirst()) {
        let least = Self.minimum(of: excess, from: a, to: b)
        for (from, to) in [(a, least), (least, b)] {
          if let root = Self.crossing(of: excess, from: from, to: to) { crossings.append(root) }
        }
      }
    }
    // Between two of these points the ink holds; at a crossing itself the
    // inks tie, and the one after it is taken.
    let points = Array(Set(crossings + cuts)).sorted()
    var track = InkTrack.constant(ink(at: start - 1))
    for (p, q) in zip(points, points.dropFirst()) {
      track.append(Step(offset: p, ink: ink(at: (p + q) / 2), inclusive: true))
    }
    track.append(Step(offset: end, ink: ink(at: end + 1), inclusive: true))
    return track
  }

  /// Where a convex `f` is least on `[a, b]`.
  private static func minimum(of f: (Double) -> Double, from a: Double, to b: Double) -> Double {
    var (low, high) = (a, b)
    let ratio = 0.381_966_011_250_105_1
    for _ in 0..<200 where high - low > 1e-9 * max(1, abs(low)) {
      let left = low + (high - low) * ratio
      let right = high - (high - low) * ratio
      if f(left) <= f(right) { high = right } else { low = left }
    }
    return (low + high) / 2
  }

  /// Where a monotonic `f` changes sign on `[a, b]`, if it does.
  private static func crossing(of f: (Double) -> Double, from a: Double, to b: Double) -> Double? {
    var (low, high) = (a, b)
    let lowSign = f(low) < 0
    guard lowSign != (f(high) < 0) else { return nil }
    while true {
      let middle = (low + high) / 2
      guard middle > low && middle < high else { return high }
      if (f(middle) < 0) == lowSign { low = middle } else { high = middle }
    }
  }
}
