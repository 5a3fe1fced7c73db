import Testing

@testable import StickyCore

/// Keyframes spread over a scroll range keep a slope however gentle: only
/// lines that are one line up to rounding merge.
struct EffectKeyframesTests {
  @Test func aGentleSlopeIsNotFlat() {
    // 5e-10 of opacity per point: 0.5 halfway through the range.
    let opacity = EffectSolver.keyframes([0, 1], from: -1e9, to: 1e9)
    #expect(opacity.value(at: 0) == 0.5)
    #expect(opacity.value(at: -1e9) == 0)
    #expect(opacity.value(at: 1e9) == 1)
    #expect(Array(opacity.breakpoints) == [-1e9, 1e9])
  }

  @Test func equalStepsAreOneLine() {
    let translate = EffectSolver.keyframes([0, 10, 20, 30], from: 0, to: 0.3)
    #expect(Array(translate.breakpoints) == [0, 0.3])
    #expect(abs(translate.value(at: 0.15) - 15) < 1e-9)
  }
}
