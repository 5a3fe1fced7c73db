import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The runtime's state and colour helpers (SPEC section 13): where a
  /// condition holds, by a cursor that walks both ways, against the core's
  /// `ConditionTrack`; the `ease` curve against the core's; colours mixed
  /// with premultiplied alpha and spelled as `frames` spells them.
  @Test(arguments: BrowserKind.allCases)
  func stateHelpersFollowTheCore(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      struct Request: Encodable {
        var holds: [[Double]]
        var closed: [[Bool]]
        var offsets: [Double]
        var shares: [Double]
        var ease: [Double]
      }
      struct Answer: Decodable {
        var holds: [Bool]
        var ease: [Double]
        var colors: [String]
        var css: [String]
      }
      var generator = SplitMix64(seed: 0x57A7E)
      // Intervals with every kind of end, one of them a single offset.
      let condition = ConditionTrack(intervals: [
        .init(lower: -.infinity, upper: -20, includesLower: false, includesUpper: true),
        .init(lower: 0, upper: 40, includesLower: false, includesUpper: false),
        .init(lower: 55, upper: 55, includesLower: true, includesUpper: true),
        .init(lower: 70, upper: 90, includesLower: true, includesUpper: false),
        .init(lower: 120, upper: .infinity, includesLower: true, includesUpper: false),
      ])
      let ends = condition.intervals.flatMap { [$0.lower, $0.upper] }.filter(\.isFinite)
      // Every end and beside it, then random jumps, so the cursor walks both ways.
      var offsets = (ends.flatMap { [$0 - 0.01, $0, $0 + 0.01] } + [-100, 200]).sorted()
      offsets += offsets.reversed()
      offsets += (0..<200).map { _ in
        Bool.random(using: &generator)
          ? ends.randomElement(using: &generator)!
          : Double.random(in: -60...160, using: &generator)
      }
      let shares = stride(from: 0.0, through: 1.0, by: 0.05).map { $0 }
      let answer: Answer = try await browser.run(
        """
        (a) => {
          const m = window.runtime;
          const cursor = m.holdsCursor(a.holds.map((h, k) => [h[0], h[1], a.closed[k][0], a.closed[k][1]]));
          const ease = m.cubicBezier(...a.ease);
          const red = m.premultiplied('#ff000000'), blue = m.premultiplied('#0000ff80');
          const out = [0, 0, 0, 0];
          return {
            holds: a.offsets.map((o) => m.holdsAt(cursor, o)),
            ease: a.shares.map(ease),
            colors: [0, 0.5, 1].map((t) => m.hexColor(m.colorAt(out, [red, blue], t))),
            css: [m.cssColor(m.premultiplied('#3366cc80')), m.cssColor(red)],
          };
        }
        """,
        Request(
          holds: condition.intervals.map { [max(-1e308, $0.lower), min(1e308, $0.upper)] },
          closed: condition.intervals.map { [$0.includesLower, $0.includesUpper] },
          offsets: offsets, shares: shares, ease: CubicBezier.ease.controlPoints))
      for (offset, holds) in zip(offsets, answer.holds) where holds != condition.holds(at: offset) {
        Issue.record("\(kind): at \(offset) the runtime says \(holds), the core \(!holds)")
      }
      for (share, value) in zip(shares, answer.ease) {
        #expect(abs(value - Self.ease(share)) < 1e-5, "\(kind): ease(\(share)) is \(value)")
      }
      // From a colour with no alpha only the other's channels show: half way
      // is the blue at half its alpha, not a purple.
      #expect(
        answer.colors == ["#00000000", "#0000ff40", "#0000ff80"], "\(kind): \(answer.colors)")
      #expect(answer.css == ["rgba(51,102,204,0.5019607843137255)", "rgba(0,0,0,0)"])
    }
  }
}
