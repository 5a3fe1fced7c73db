import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Tracks with steps (pieces that start off the previous one's line), flat
  /// stretches and both signs, with box heights, the ranges asked about and
  /// the reach of each track in each range by sampling: made once for the
  /// three engines, and outside their sessions, since sampling is most of the
  /// test's work.
  struct ReachCase: Sendable {
    var tracks: [PiecewiseLinear]
    var heights: [Double]
    var ranges: [[Double]]
    /// The largest absolute value over 20,000 steps of each range, and the
    /// most the steepest piece climbs in one step, per track and range.
    var sampled: [[Sampled]]

    struct Sampled: Sendable {
      var largest: Double
      var step: Double
    }
  }

  static let reachCase = Once<ReachCase> {
    var generator = SplitMix64(seed: 0xEFF3C7)
    let tracks = (0..<40).map { _ -> PiecewiseLinear in
      var start = Double.random(in: -300...0, using: &generator)
      var pieces: [PiecewiseLinear.Piece] = []
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let slope =
          Bool.random(using: &generator) ? 0 : Double.random(in: -3...3, using: &generator)
        pieces.append(
          .init(
            start: start, value: Double.random(in: -150...150, using: &generator), slope: slope))
        start += Double.random(in: 0.5...200, using: &generator)
      }
      pieces.append(.init(start: start, value: pieces.last!.value(at: start), slope: 0))
      return PiecewiseLinear(pieces: pieces)
    }
    let heights = tracks.map { _ in Double.random(in: 0...300, using: &generator) }
    let ranges = [[-400.0, 900], [-50, 60], [10, 10.5], [500, 2000]]
    let sampled = tracks.map { track in
      let steepest = track.pieces.map { abs($0.slope) }.max()!
      return ranges.map { range in
        let step = (range[1] - range[0]) / 20_000
        var largest = 0.0
        for offset in stride(from: range[0], through: range[1], by: step) {
          largest = max(largest, abs(track.value(at: offset)))
        }
        return ReachCase.Sampled(largest: largest, step: steepest * step)
      }
    }
    return ReachCase(tracks: tracks, heights: heights, ranges: ranges, sampled: sampled)
  }

  /// The runtime's effect helpers: how far a track reaches, how far a moved and
  /// scaled box reaches beyond its frame, and the style text it writes.
  @Test(arguments: BrowserKind.allCases)
  func effectHelpersBoundAndSpellTheEffects(_ kind: BrowserKind) async throws {
    struct Request: Encodable {
      var tracks: [[Double]]
      var heights: [Double]
      var ranges: [[Double]]
    }
    struct Answer: Decodable {
      var reach: [[Double]]
      var boxReach: [Double]
      var transforms: [String]
      var filters: [String]
    }
    let reachCase = try await Self.reachCase.value
    let answer: Answer = try await Self.withMathPage(in: kind) { browser, _ in
      try await browser.run(
        """
        (a) => {
          const m = window.runtime;
          const n = a.tracks.length;
          return {
            reach: a.tracks.map((p) => a.ranges.map(([lo, hi]) => m.trackReach(p, lo, hi))),
            boxReach: a.tracks.slice(0, n - 1).map((p, k) =>
              m.effectReach(p, [0, 2, 0], [0, a.heights[k], 0], -400, 900)),
            transforms: [m.effectTransform(1.5, -2, 1), m.effectTransform(0, 30, 0.5)],
            filters: [m.blurFilter(0), m.blurFilter(2.5)],
          };
        }
        """,
        Request(
          tracks: reachCase.tracks.map(Self.flat), heights: reachCase.heights,
          ranges: reachCase.ranges))
    }
    for (k, reaches) in answer.reach.enumerated() {
      let track = reachCase.tracks[k]
      for (range, (reach, sampled)) in zip(reachCase.ranges, zip(reaches, reachCase.sampled[k])) {
        // At least every value, and no more than the largest value plus what
        // the steepest piece climbs between samples.
        #expect(reach >= sampled.largest - 1e-9, "\(kind): reach \(reach) of \(track) in \(range)")
        #expect(
          reach <= sampled.largest + sampled.step + 1e-9, "\(kind): reach \(reach) of \(track)")
      }
    }
    #expect(answer.reach.count == reachCase.tracks.count, "\(kind): reaches of every track")
    // A box of height h scaled by 2 at most grows by h / 2 on each side.
    for (k, reach) in answer.boxReach.enumerated() {
      #expect(
        abs(reach - (answer.reach[k][0] + 0.5 * reachCase.heights[k])) < 1e-9, "\(kind): box reach")
    }
    #expect(answer.transforms == ["translate(1.5px,-2px)", "translate(0px,30px) scale(0.5)"])
    #expect(answer.filters == ["", "blur(2.5px)"])
  }
}
