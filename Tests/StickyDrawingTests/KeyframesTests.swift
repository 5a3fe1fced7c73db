import StickyCore
import StickyTestSupport
import Testing

@testable import StickyDrawing

/// The key frames replayed as SMIL defines `calcMode="spline"`, against the
/// track at the offset CSS `ease-in-out` gives: exact at every time, also
/// between breakpoints inside an eased segment.
@Suite struct KeyframesTests {
  /// SMIL's value at `time`: the interval of `keyTimes` it falls in, the share of
  /// that interval, its `keySplines` Bézier solved for that share, and the
  /// values mixed by the result.
  static func smilValue(_ keyframes: Keyframes, values: [Double], at time: Double) -> Double {
    let times = keyframes.times
    guard time < times[times.count - 1] else { return values[values.count - 1] }
    let interval = max(0, (times.lastIndex { $0 <= time } ?? 0))
    let span = times[interval + 1] - times[interval]
    let share = span > 0 ? (time - times[interval]) / span : 1
    let progress = SMILAnimation.spline(keyframes.splines[interval], share)
    return values[interval] + (values[interval + 1] - values[interval]) * progress
  }

  static func randomTrack(_ random: inout SplitMix64) -> PiecewiseLinear {
    var start = -300.0
    var value = Double(random.next(below: 800))
    var pieces: [PiecewiseLinear.Piece] = []
    for _ in 0..<(1 + random.next(below: 8)) {
      let slope = [0, 1, -1, 0.5, 2, -0.25][random.next(below: 6)]
      pieces.append(PiecewiseLinear.Piece(start: start, value: value, slope: slope))
      let length = Double(20 + random.next(below: 400))
      value += slope * length
      start += length
    }
    return PiecewiseLinear(pieces: pieces)
  }

  static func randomPath(_ random: inout SplitMix64) -> ScrollPath {
    var time = Double(random.next(below: 3)) * 0.25
    var points: [ScrollPath.Point] = []
    for _ in 0..<(2 + random.next(below: 5)) {
      points.append(ScrollPath.Point(offset: Double(random.next(below: 1800)) - 250, time: time))
      time += 0.1 + Double(random.next(below: 20)) * 0.1
    }
    return ScrollPath(points: points)
  }

  /// The key frames of `path` on a screen where nothing hides, whose
  /// timeline's parameter is the offset.
  static func keyframes(
    _ path: ScrollPath, breakpoints: some Sequence<Double>, loop: Bool = false
  ) throws -> Keyframes {
    let table = Scene(screen: try DrawingFixture.screen("sticky-box.xml"))
    return Keyframes(
      timeline: Timeline(timing: .path(ScenePath(content: path), loop: loop), table: table),
      breakpoints: breakpoints)
  }

  @Test func splinesReplayTheTrackAtTheEasedOffset() throws {
    var random = SplitMix64(seed: 0x5EED_11)
    var worst = 0.0
    var crossings = 0
    for _ in 0..<300 {
      let track = Self.randomTrack(&random)
      let path = Self.randomPath(&random)
      let keyframes = try Self.keyframes(path, breakpoints: track.breakpoints)
      crossings += keyframes.times.count - path.points.count
      let values = keyframes.parameters.map(track.value(at:))
      let points = path.points.map { (offset: $0.offset, time: $0.time) }
      for step in 0...400 {
        let time = path.duration * Double(step) / 400
        let want = track.value(at: CSSEaseInOut.offset(points, at: time))
        worst = max(worst, abs(Self.smilValue(keyframes, values: values, at: time) - want))
      }
    }
    #expect(crossings > 300, "too few breakpoints inside segments to test")
    #expect(worst < 1e-6, "off by \(worst) points")
  }

  /// Without the key frames at the breakpoints (the path's points only), the
  /// same replay is far off: the check above can tell.
  @Test func theBreakpointsMatter() throws {
    let track = PiecewiseLinear(pieces: [
      .init(start: 0, value: 600, slope: -1), .init(start: 400, value: 200, slope: 0),
    ])
    let path = ScrollPath(points: [.init(offset: 0, time: 0), .init(offset: 1000, time: 1)])
    let naive = try Self.keyframes(path, breakpoints: [])
    let exact = try Self.keyframes(path, breakpoints: track.breakpoints)
    let want = track.value(at: CSSEaseInOut.offset([(0, 0), (1000, 1)], at: 0.3))
    let naiveValue = Self.smilValue(naive, values: naive.parameters.map(track.value(at:)), at: 0.3)
    let exactValue = Self.smilValue(exact, values: exact.parameters.map(track.value(at:)), at: 0.3)
    #expect(abs(naiveValue - want) > 20)
    #expect(abs(exactValue - want) < 1e-6)
  }

  @Test func pathOffsetsFollowCSSEaseInOut() {
    let path = ScrollPath(points: [
      .init(offset: 0, time: 0.5), .init(offset: -150, time: 1.1), .init(offset: 1200, time: 2.5),
    ])
    let points = path.points.map { (offset: $0.offset, time: $0.time) }
    for step in 0...300 {
      let time = Double(step) / 100
      #expect(abs(path.offset(at: time) - CSSEaseInOut.offset(points, at: time)) < 1e-6)
    }
  }

  @Test func aPathThatStartsLateHoldsItsFirstOffset() throws {
    let path = ScrollPath(points: [.init(offset: 40, time: 1), .init(offset: 90, time: 2)])
    let keyframes = try Self.keyframes(path, breakpoints: [], loop: true)
    #expect(keyframes.times == [0, 1, 2])
    #expect(keyframes.parameters == [40, 40, 90])
    let attributes = Dictionary(
      keyframes.animation(of: "y", values: ["1", "1", "2"]).map { ($0.name, $0.value) },
      uniquingKeysWith: { first, _ in first })
    #expect(attributes["keyTimes"] == "0;0.5;1")
    #expect(attributes["keySplines"] == "0 0 1 1;0.42 0 0.58 1")
    #expect(attributes["repeatCount"] == "indefinite")
    #expect(attributes["dur"] == "2s")
  }
}
