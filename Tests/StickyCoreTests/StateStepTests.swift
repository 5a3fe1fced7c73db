import StickyCore
import StickyFormats
import Testing

/// State values are steps at exact thresholds (SPEC section 13): where a
/// condition holds, with each end open or closed, and the default offsets of
/// `frames` that include every threshold.
struct StateStepTests {
  /// 0 from 10 to 20, crossing 0 again at 40: zero on [10, 20] and at 40.
  static let gap = PiecewiseLinear(pieces: [
    .init(start: 0, value: 10, slope: -1),
    .init(start: 10, value: 0, slope: 0),
    .init(start: 20, value: 0, slope: -1),
    .init(start: 30, value: -10, slope: 1),
  ])

  @Test func zeroSetsAreClosedAndTheirComplementOpen() {
    let zero = ConditionTrack.zero(of: Self.gap)
    #expect(
      zero.intervals == [
        .init(lower: 10, upper: 20, includesLower: true, includesUpper: true),
        .init(lower: 40, upper: 40, includesLower: true, includesUpper: true),
      ])
    let moving = zero.complement
    #expect(
      [9.5, 10, 15, 20, 20.5, 39.5, 40, 40.5].map(moving.holds(at:))
        == [true, false, false, false, true, true, false, true])
    #expect(moving.breakpoints == [10, 20, 40, 40])
  }

  @Test func strictThresholdsHoldOnlyPastThem() {
    #expect([-0.001, 0, 0.001].map(ConditionTrack.above(0).holds(at:)) == [false, false, true])
    #expect(
      [99.999, 100, 100.001].map(ConditionTrack.below(100).holds(at:)) == [true, false, false])
  }

  @Test func defaultOffsetsIncludeEveryThreshold() throws {
    let layout = """
      <screen id="s" device="iphone-se">
        <scroll>
          <box id="a" height="100">
            <effect property="shadow" timeline="state" range="scrolled" values="0 1"/>
            <effect property="opacity" timeline="state" range="not-at-end" values="0 1"/>
          </box>
          <box id="b" height="40" sticky="top">
            <effect property="shadow" timeline="state" range="stuck" values="0 1"/>
          </box>
          <box height="1000"/>
        </scroll>
      </screen>
      """
    let table = Scene(screen: try ScreenLoader.load(Array(layout.utf8), file: "s.xml"))
    let offsets = table.breakpointOffsets(of: table.allElements)
    // scrolled at 0, b stuck from 100 (its natural top 120 reaches T = 20),
    // not-at-end at maxOffset 1140 - 647 = 493.
    for threshold in [0.0, 100, 493] {
      #expect(offsets.contains(threshold), "\(threshold) in \(offsets)")
    }
  }
}
