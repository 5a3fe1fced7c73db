import StickyCore
import Testing

/// The snap rule where it once disagreed with Chromium's scroll snap (SPEC
/// section 14), each on a small hand-made rule: the content's offsets are its
/// content y (`T` at 0), the snapport is `Hs` tall, the range ends at 1000.
@Suite struct SnapRuleChromiumTests {
  /// A rule whose blocks are `(id, top, height, align, stop)`.
  static func rule(
    _ type: SnapType, snapport: Double, maxOffset: Double = 1000,
    _ blocks: [(String, Double, Double, SnapAlign, SnapStop)]
  ) -> SnapRule {
    SnapRule(
      style: ScrollSnap(type: type), pinTop: 0, pinBottom: snapport, contentOrigin: 0,
      maxOffset: maxOffset,
      areas: blocks.map { id, top, height, align, stop in
        SnapArea(items: .block(id: id, top: top, height: height), align: align, stop: stop)
      })
  }

  static func landing(_ offset: Double, _ target: String?) -> SnapLanding {
    SnapLanding(offset: offset, target: target)
  }

  /// A short block aligned at its end rests before a block above it aligned
  /// at its start: the candidates of different blocks do not rise in
  /// document order, and each block is searched on its own.
  @Test func blocksOfOtherAlignmentsAreSearchedEachOnItsOwn() {
    let rule = Self.rule(
      .mandatory, snapport: 200,
      [("above", 300, 50, .start, .normal), ("below", 400, 50, .end, .normal)])
    #expect(rule.rest(250) == Self.landing(250, "below"))
    #expect(rule.rest(290) == Self.landing(300, "above"))
    #expect(rule.step(from: 300, by: -40) == Self.landing(250, "below"))
  }

  /// `rest` measures from an offset past an end, not from the end: 60 past
  /// the end, a candidate 50 before it is 110 away, beyond `Hs / 3`.
  @Test func restMeasuresFromAnOffsetPastAnEnd() {
    let rule = Self.rule(
      .proximity, snapport: 300, maxOffset: 500, [("a", 450, 50, .start, .normal)])
    #expect(rule.rest(560) == Self.landing(500, nil))
    #expect(rule.rest(540) == Self.landing(450, "a"))
  }

  /// A candidate less than a pixel ahead does not count: Chromium drops the
  /// fraction of its distance before it asks whether it lies ahead.
  @Test func candidatesLessThanAPixelAheadDoNotCount() {
    let rule = Self.rule(
      .mandatory, snapport: 200,
      [
        ("here", 200, 40, .start, .normal), ("half", 250, 101, .center, .normal),
        ("next", 400, 50, .start, .normal),
      ])
    #expect(rule.rest(201) == Self.landing(200.5, "half"))
    #expect(rule.step(from: 200, by: 40) == Self.landing(400, "next"))
    #expect(rule.fling(from: 200, by: 1) == Self.landing(400, "next"))
    #expect(rule.step(from: 201, by: -40) == Self.landing(200, "here"))
  }

  /// Under `proximity`, an arrow key's candidate must be nearer than `Hs / 3`:
  /// one exactly that far does not count (`rest`'s and a fling's do).
  @Test func aStepsCandidateExactlyAReachAwayDoesNotCount() {
    let rule = Self.rule(
      .proximity, snapport: 300, [("a", 0, 50, .start, .normal), ("b", 100, 50, .start, .normal)])
    #expect(rule.step(from: 0, by: 40) == Self.landing(40, nil))
    #expect(rule.rest(0) == Self.landing(0, "a"))
    #expect(rule.fling(from: 0, by: 200) == Self.landing(100, "b"))
    let nearer = Self.rule(
      .proximity, snapport: 300, [("a", 0, 50, .start, .normal), ("b", 99, 50, .start, .normal)])
    #expect(nearer.step(from: 0, by: 40) == Self.landing(99, "b"))
  }

  /// A `snapStop="always"` block stops a move only when it is nearer than
  /// `Hs / 3` under `proximity`.
  @Test func aStopExactlyAReachAwayDoesNotStop() {
    let blocks: [(String, Double, Double, SnapAlign, SnapStop)] = [
      ("a", 0, 50, .start, .normal), ("stop", 100, 20, .start, .always),
      ("c", 150, 50, .start, .normal),
    ]
    #expect(
      Self.rule(.proximity, snapport: 300, blocks).fling(from: 0, by: 150) == Self.landing(150, "c")
    )
    var nearer = blocks
    nearer[1].1 = 99
    #expect(
      Self.rule(.proximity, snapport: 300, nearer).fling(from: 0, by: 150)
        == Self.landing(99, "stop"))
  }

  /// Page Down takes a candidate a page's length away even exactly `Hs / 3`
  /// from where the page would go, but one farther than a page only nearer.
  @Test func aPagesCandidateBeyondAPageMustBeNearerThanAReach() {
    // Hs 300: a page is 262, its candidates lie 120 to 300 ahead.
    let preferred = Self.rule(
      .proximity, snapport: 300, [("a", 0, 50, .start, .normal), ("b", 162, 50, .start, .normal)])
    #expect(preferred.page(from: 0, by: 1) == Self.landing(162, "b"))
    let beyond = Self.rule(
      .proximity, snapport: 300, [("a", 0, 50, .start, .normal), ("b", 362, 50, .start, .normal)])
    #expect(beyond.page(from: 0, by: 1) == Self.landing(262, nil))
    let nearer = Self.rule(
      .proximity, snapport: 300, [("a", 0, 50, .start, .normal), ("b", 361, 50, .start, .normal)])
    #expect(nearer.page(from: 0, by: 1) == Self.landing(361, "b"))
  }

  /// A key toward an end the content touches finds nothing ahead: under
  /// `proximity` it stays with no target, under `mandatory` it rests.
  @Test func keysTowardATouchedEndFindNothingAhead() {
    let blocks: [(String, Double, Double, SnapAlign, SnapStop)] = [
      ("last", 1000, 50, .start, .normal)
    ]
    let proximity = Self.rule(.proximity, snapport: 300, blocks)
    #expect(proximity.step(from: 1000, by: 40) == Self.landing(1000, nil))
    #expect(proximity.page(from: 1000, by: 1) == Self.landing(1000, nil))
    let mandatory = Self.rule(.mandatory, snapport: 300, blocks)
    #expect(mandatory.step(from: 1000, by: 40) == Self.landing(1000, "last"))
  }

  /// A fling toward an end the content touches does not move it, and the
  /// content keeps whatever target it had: there is no landing.
  @Test func aFlingTowardATouchedEndDoesNotLand() {
    let rule = Self.rule(.proximity, snapport: 300, [("a", 90, 50, .start, .normal)])
    #expect(rule.fling(from: 0, by: -50) == nil)
    #expect(rule.fling(from: 1000, by: 50) == nil)
    #expect(rule.fling(from: 0, by: 50) == Self.landing(90, "a"))
  }
}
