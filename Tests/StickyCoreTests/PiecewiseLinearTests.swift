import StickyCore
import Testing

struct PiecewiseLinearTests {
  let falling = PiecewiseLinear.linear(valueAtZero: 100, slope: -1)

  @Test func minimumWithConstantBreaksWhereTheyCross() {
    let clamped = falling.minimum(40)
    #expect(Array(clamped.breakpoints) == [60])
    #expect(clamped.value(at: 0) == 40)
    #expect(clamped.value(at: 60) == 40)
    #expect(clamped.value(at: 80) == 20)
  }

  @Test func maximumThenMinimumGivesTwoBreakpoints() {
    let track = falling.minimum(80).maximum(10)
    #expect(Array(track.breakpoints) == [20, 90])
    #expect(track.value(at: -50) == 80)
    #expect(track.value(at: 50) == 50)
    #expect(track.value(at: 500) == 10)
  }

  @Test func parallelLinesDoNotCross() {
    let other = PiecewiseLinear.linear(valueAtZero: 50, slope: -1)
    #expect(falling.minimum(other) == other)
    #expect(falling.maximum(other).value(at: 3) == 97)
  }

  @Test func equalSlopesOnBothSidesOfACutLeaveNoBreakpoint() {
    let bent = falling.maximum(-1000)
    #expect(falling.minimum(bent).isLinear)
    #expect(Array(bent.maximum(falling).breakpoints) == [1100])
  }

  @Test(arguments: [-300.0, -1, 0, 0.5, 59.999, 60, 60.001, 1e6])
  func minimumAgreesWithPointwiseMinimum(offset: Double) {
    let steps = falling.minimum(40).maximum(.linear(valueAtZero: 10, slope: -0.5))
    let expected = max(min(100 - offset, 40), 10 - 0.5 * offset)
    #expect(abs(steps.value(at: offset) - expected) < 1e-9)
  }

  @Test func addingShiftsEveryPiece() {
    let track = falling.minimum(40).adding(5)
    #expect(track.value(at: 0) == 45)
    #expect(track.value(at: 100) == 5)
    #expect(Array(track.breakpoints) == [60])
  }

  @Test func addingATrackBendsWhereEitherDoes() {
    let track = falling.minimum(40).adding(.linear(valueAtZero: 0, slope: 1).maximum(30))
    #expect(Array(track.breakpoints) == [30, 60])
    #expect([0.0, 30, 45, 60, 100].map(track.value(at:)) == [70, 70, 85, 100, 100])
  }
}
