import StickyCore
import Testing

struct SpacerFillTests {
  @Test(
    arguments: [
      ([0.0, 0, 0], 90.0, [30.0, 30, 30]),
      ([0.0, 40, 200], 90.0, [65.0, 65, 200]),
      ([0.0, 40, 200], 500.0, [246.6667, 246.6667, 246.6667]),
      ([10.0], 5.0, [15.0]),
      ([5.0, 5], 0.0, [5.0, 5]),
      ([], 100.0, []),
    ])
  func sharesFreeSpaceAsWaterFills(minimums: [Double], extra: Double, expected: [Double]) {
    let heights = SpacerFill.heights(minimums: minimums, extra: extra)
    #expect(heights.count == expected.count)
    for (height, wanted) in zip(heights, expected) {
      #expect(abs(height - wanted) < 0.001)
    }
    if !minimums.isEmpty {
      #expect(abs(heights.reduce(0, +) - minimums.reduce(0, +) - extra) < 1e-9)
    }
  }
}
