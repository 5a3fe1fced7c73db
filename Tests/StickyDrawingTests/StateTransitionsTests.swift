import StickyCore
import StickyTestSupport
import Testing

@testable import StickyDrawing

/// When a state flips along a path and how its transitions run (SPEC section
/// 13), against numbers worked out by hand from the path's `ease-in-out`,
/// CSS `ease` and CSS Transitions' reversing shortening factor.
@Suite struct StateTransitionsTests {
  static func path(_ points: [(Double, Double)]) -> ScrollPath {
    ScrollPath(points: points.map { .init(offset: $0.0, time: $0.1) })
  }

  static func timeline(_ path: ScrollPath, loop: Bool = false) throws -> Timeline {
    let table = Scene(screen: try DrawingFixture.screen("sticky-box.xml"))
    return Timeline(timing: .path(ScenePath(content: path), loop: loop), table: table)
  }

  /// The stretches of the path through `points` on a screen where nothing
  /// hides or snaps: the offset eased from point to point.
  static func stretches(_ points: [(Double, Double)]) throws -> [PathStretch] {
    try timeline(path(points)).stretches.map(\.path)
  }

  @Test func aFlipIsWhereThePathCrossesTheThreshold() throws {
    // ease-in-out is symmetric: halfway there at half the time.
    let (holds, flips) = StateTransitions.flips(
      of: .above(50), along: try Self.stretches([(0, 0), (100, 1)]))
    #expect(!holds)
    #expect(flips.map(\.time) == [0.5] && flips.map(\.holds) == [true])
    // Leaving 0 is scrolled at once; ending on 0 is not, from the end on.
    let scrolled = StateTransitions.flips(
      of: .above(0), along: try Self.stretches([(0, 0.2), (100, 1), (0, 2)]))
    #expect(
      scrolled.flips.map(\.time) == [0.2, 2] && scrolled.flips.map(\.holds) == [true, false])
  }

  @Test func touchingAThresholdForAnInstantIsNoFlip() throws {
    let touch = StateTransitions.flips(
      of: .above(100), along: try Self.stretches([(0, 0), (100, 1), (0, 2)]))
    #expect(touch.flips.isEmpty)
    // Staying on it is, for as long as it stays.
    let stay = StateTransitions.flips(
      of: .below(100), along: try Self.stretches([(0, 0), (100, 1), (100, 1.5), (0, 2)]))
    #expect(stay.flips.map(\.time) == [1, 1.5] && stay.flips.map(\.holds) == [false, true])
  }

  /// On at 0, off at 0.1 and on again at 0.15, over 0.25 s: the second
  /// transition runs from the value shown at 0.1 for 0.25 s times that share
  /// of the way; the third's factor is the second's eased output times its
  /// factor plus what its factor left out.
  @Test func reversedTransitionsAreShortenedAsCSSDoes() {
    let runs = StateTransition.runs(
      from: 0, flips: [(0, true), (0.1, false), (0.15, true)], duration: 0.25)
    let ease = TransitionReference.ease
    let first = ease(0.1 / 0.25)
    let secondFactor = first
    let second = ease(0.05 / (0.25 * secondFactor))
    let shown = first * (1 - second)
    let thirdFactor = second * secondFactor + 1 - secondFactor
    let want: [StateTransition] = [
      .init(start: 0, duration: 0.25, from: 0, to: 1, end: 0.1),
      .init(start: 0.1, duration: 0.25 * secondFactor, from: first, to: 0, end: 0.15),
      .init(
        start: 0.15, duration: 0.25 * thirdFactor, from: shown, to: 1,
        end: 0.15 + 0.25 * thirdFactor),
    ]
    #expect(runs.count == want.count)
    for (run, expected) in zip(runs, want) {
      let numbers = [run.start, run.duration, run.from, run.to, run.end]
      let expectedNumbers = [
        expected.start, expected.duration, expected.from, expected.to, expected.end,
      ]
      #expect(
        zip(numbers, expectedNumbers).allSatisfy { abs($0 - $1) < 1e-6 },
        "\(run) is not \(expected)")
    }
  }

  @Test func aTransitionWithoutDurationIsAStep() throws {
    let path = Self.path([(0, 0), (100, 1)])
    let sampling = StateTransitions(.above(50), duration: 0, along: try Self.timeline(path))
      .sampling()
    let keyframes = try #require(sampling.keyframes)
    #expect(sampling.parameters == [0, 0, 1, 1])
    #expect(keyframes.times == [0, 0.5, 0.5, 1])
  }

  /// Along a loop every animation starts over at the path's end, and a state
  /// that flipped just before stops halfway there.
  @Test func aLoopCutsTheTransitionRunningAtItsEnd() throws {
    let path = Self.path([(0, 0), (100, 1)])
    let transitions = StateTransitions(
      .above(50), duration: 1, along: try Self.timeline(path, loop: true))
    let keyframes = try #require(transitions.sampling().keyframes)
    #expect(keyframes.duration == 1 && keyframes.loop)
    #expect(keyframes.times == [0, 0.5, 1])
    #expect(abs(keyframes.parameters[2] - TransitionReference.ease(0.5)) < 1e-6)
    // Without a loop it runs to its end after the path's.
    let once = StateTransitions(.above(50), duration: 1, along: try Self.timeline(path))
    let whole = try #require(once.sampling().keyframes)
    #expect(whole.duration == 1.5 && whole.times == [0, 0.5, 1.5] && whole.parameters[2] == 1)
  }

  /// Key frames inside a colour's transition keep SMIL's straight
  /// interpolation of `fill` within `ColorKeys.tolerance` of CSS's
  /// premultiplied one over any background: between random colours, each
  /// split and its written bytes checked at 200 shares of each piece.
  @Test func colorKeyFramesKeepThePremultipliedColor() {
    var random = SplitMix64(seed: 0x5EED_2013)
    var worst = 0.0
    var frames = 0
    for _ in 0..<300 {
      func color() -> Color {
        let alphas: [UInt8] = [0, 0x20, 0x80, 0xcc, 0xff]
        return Color(
          red: UInt8(random.next(below: 256)), green: UInt8(random.next(below: 256)),
          blue: UInt8(random.next(below: 256)), alpha: alphas[random.next(below: alphas.count)])
      }
      let (a, b) = (ColorKeys.premultiplied(color()), ColorKeys.premultiplied(color()))
      let ends = ColorKeys.straight([a, b])
      let shares = [0] + ColorKeys.splits(from: a, to: b, written: (ends[0], ends[1])) + [1]
      frames += shares.count - 2
      let keys = shares.map { ColorKeys.mix(a, b, $0) }
      let written = ColorKeys.straight(keys).map { rgb in
        rgb.map { ($0 * 255).rounded() / 255 }
      }
      for index in 0..<(shares.count - 1) {
        for step in 0...200 {
          let g = Double(step) / 200
          let exact = ColorKeys.mix(keys[index], keys[index + 1], g)
          let alpha = exact[3]
          let drawn = ColorKeys.mix(written[index], written[index + 1], g).map { $0 * alpha }
          worst = max(worst, zip(drawn, exact).map { abs($0 - $1) }.max()!)
        }
      }
    }
    print("colour key frames: \(frames) inside 300 transitions, worst \(worst * 255) / 255")
    // Besides the tolerance, each key frame's bytes are rounded: half a step.
    #expect(worst <= ColorKeys.tolerance + 0.5 / 255 + 1e-12)
  }
}
