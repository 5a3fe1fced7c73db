import StickyCore
import StickyTestSupport

/// The ink of a surface at an offset (`InkTrack`, `kernel/inkTrack.js`):
/// tracks of up to eight steps, some at one offset, each step open or
/// closed, asked at every step's offset, just before and just after it.
enum InkTrackRule: KernelRule {
  struct Track: Codable, Sendable {
    var first: String
    var at: [Double]
    var ink: [String]
    var inclusive: [Bool]
  }

  struct Input: Codable, Sendable {
    /// As the page data writes it (`PageInkTrack`).
    var track: Track
    var offsets: [Double]
  }

  static let name = "inkTrack"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x1B5E)
    let inks = TextInk.allCases
    return (0..<120).map { _ in
      var at: [Double] = []
      for _ in 0..<generator.next(below: 9) {
        let previous = at.last ?? -500
        at.append(
          generator.next(below: 4) == 0
            ? previous : previous + Double(generator.next(below: 400)) + 0.25)
      }
      let steps = at.map { offset in
        InkTrack.Step(
          offset: offset, ink: inks[generator.next(below: inks.count)],
          inclusive: generator.next(below: 2) == 0)
      }
      let track = InkTrack(first: inks[generator.next(below: inks.count)], steps: steps)
      let offsets =
        [-1e12, 0, 1e12] + at.flatMap { [$0.nextDown, $0, $0.nextUp] }
        + (0..<12).map { _ in Double.random(in: -600...3_500, using: &generator) }
      return Input(
        track: Track(
          first: track.first.rawValue, at: track.steps.map(\.offset),
          ink: track.steps.map(\.ink.rawValue), inclusive: track.steps.map(\.inclusive)),
        offsets: offsets)
    }
  }

  /// The ink's name at each offset.
  static func outputs(_ input: Input) -> [VectorValue] {
    let track = InkTrack(
      first: TextInk(rawValue: input.track.first)!,
      steps: zip(zip(input.track.at, input.track.ink), input.track.inclusive).map {
        InkTrack.Step(offset: $0.0, ink: TextInk(rawValue: $0.1)!, inclusive: $1)
      })
    return input.offsets.map { .text(track.ink(at: $0).rawValue) }
  }

  static func cases(_ input: Input) -> Int { input.offsets.count }
}
