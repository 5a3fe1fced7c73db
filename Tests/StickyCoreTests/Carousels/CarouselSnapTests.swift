import StickyCore
import Testing

/// Snap along a carousel's offset (SPEC section 15): section 14's landings
/// with `x_k` for `o` and the snapport the frame less its side padding, and
/// the `page` rule by whole snapport widths.
@Suite struct CarouselSnapTests {
  static func rule(_ screen: Screen) -> SnapRule { Scene(screen: screen).scrollers[1].rules.snap }

  static func landing(_ offset: Double, _ index: Int?) -> SnapLanding {
    SnapLanding(offset: offset, target: index.map { "card-\($0)" })
  }

  @Test func theSnapportIsTheFrameLessItsSidePadding() {
    let rule = Self.rule(CarouselScreens.cards())
    #expect(rule.snapport == 340)
    #expect(rule.maxOffset == 310)
    #expect(rule.type == .mandatory && !rule.paged)
    // The content's own rule is untouched by the cards.
    #expect(Scene(screen: CarouselScreens.cards()).snap.areas.isEmpty)
  }

  @Test func aCarouselWithoutSnapRestsWhereItStops() {
    let rule = Self.rule(CarouselScreens.cards(snap: .none))
    #expect(!rule.snaps)
    #expect(rule.rest(55) == Self.landing(55, nil))
    #expect(rule.rest(400) == Self.landing(310, nil))
    #expect(rule.fling(from: 55, by: 100) == Self.landing(55, nil))
  }

  /// Start positions 0, 110, 220, then 330, 440, 550 clamped to 310.
  @Test func startAlignedCardsRestAtTheNearerAndTiesGoToTheEarlier() {
    let rule = Self.rule(CarouselScreens.cards())
    #expect(rule.rest(50) == Self.landing(0, 0))
    #expect(rule.rest(55) == Self.landing(0, 0))
    #expect(rule.rest(56) == Self.landing(110, 1))
    #expect(rule.rest(280) == Self.landing(310, 3))
    // Pulled past either end, the search starts where the offset is.
    #expect(rule.rest(-80) == Self.landing(0, 0))
    #expect(rule.rest(500) == Self.landing(310, 3))
  }

  /// Centre positions: start - 20 + (100 - 340) / 2 = start - 140: -120,
  /// -10, 100, 210, 320, 430, clamped to 0, 0, 100, 210, 310, 310.
  @Test func centreAlignedCardsCentreInTheSnapport() {
    let rule = Self.rule(CarouselScreens.cards(align: .center))
    #expect(rule.rest(40) == Self.landing(0, 0))
    #expect(rule.rest(60) == Self.landing(100, 2))
    #expect(rule.rest(160) == Self.landing(210, 3))
    #expect(rule.rest(270) == Self.landing(310, 4))
  }

  /// End positions: start - 20 + 100 - 340 = start - 260: -240, -130, -20,
  /// 90, 200, 310, clamped to 0, 0, 0, 90, 200, 310.
  @Test func endAlignedCardsMeetTheSnapportsRightEdge() {
    let rule = Self.rule(CarouselScreens.cards(align: .end))
    #expect(rule.rest(44) == Self.landing(0, 0))
    #expect(rule.rest(46) == Self.landing(90, 3))
    #expect(rule.rest(250) == Self.landing(200, 4))
    #expect(rule.rest(256) == Self.landing(310, 5))
  }

  @Test func flingsStepsAndPagesSearchAlongX() {
    let rule = Self.rule(CarouselScreens.cards())
    #expect(rule.fling(from: 0, by: 150) == Self.landing(110, 1))
    #expect(rule.fling(from: 220, by: -150) == Self.landing(110, 1))
    #expect(rule.fling(from: 0, by: -100) == nil)
    #expect(rule.step(from: 110, by: 40) == Self.landing(220, 2))
    #expect(rule.step(from: 110, by: -40) == Self.landing(0, 0))
    // D = floor(0.875 × 340) = 297, preferring [136, 340] ahead: 220 is 77
    // from 297 and 310 only 13.
    #expect(rule.page(from: 0, by: 1) == Self.landing(310, 3))
  }

  @Test func aCardThatAlwaysStopsHoldsAFling() {
    let rule = Self.rule(CarouselScreens.cards(stops: [1]))
    #expect(rule.fling(from: 0, by: 300) == Self.landing(110, 1))
    #expect(rule.fling(from: 110, by: 300) == Self.landing(310, 3))
  }

  /// Cards 100 wide, 300 apart, in a carousel without padding: P = 375,
  /// R = 125; start positions 0, 400 and 800 clamped to maxX = 525.
  @Test func proximityRestsOnlyWithinAThirdOfTheSnapport() {
    let items = (0..<3).map {
      CarouselScreens.item(
        "card-\($0)", width: 100, height: 50, snap: BlockSnap(align: .start))
    }
    let rule = Self.rule(
      CarouselScreens.screen([
        CarouselScreens.carousel(
          "cards", height: 50, spacing: 300, snap: .proximity, items: items)
      ]))
    #expect(rule.maxOffset == 525)
    #expect(rule.rest(125) == Self.landing(0, 0))
    #expect(rule.rest(130) == Self.landing(130, nil))
    #expect(rule.rest(300) == Self.landing(400, 1))
    #expect(rule.fling(from: 0, by: 200) == Self.landing(200, nil))
  }

  /// Five photos as wide as the screen: P = 375, maxX = 1500.
  static func pager(snaps: Bool = true, width: Double = 375, count: Int = 5) -> SnapRule {
    let items = (0..<count).map {
      CarouselScreens.item(
        "card-\($0)", width: width, height: 200,
        snap: snaps ? BlockSnap(align: .start) : .none)
    }
    return rule(
      CarouselScreens.screen([
        CarouselScreens.carousel("photos", height: 200, snap: .page, items: items)
      ]))
  }

  @Test func aPagerRestsAtTheNearestPageAHalfRoundingUp() {
    let rule = Self.pager()
    #expect(rule.paged && rule.snapport == 375 && rule.maxOffset == 1500)
    #expect(rule.rest(187.4) == Self.landing(0, 0))
    #expect(rule.rest(187.5) == Self.landing(375, 1))
    #expect(rule.rest(-100) == Self.landing(0, 0))
    #expect(rule.rest(1600) == Self.landing(1500, 4))
  }

  @Test func aPagerFlingTurnsToTheNextOrThisPagesStart() {
    let rule = Self.pager()
    #expect(rule.fling(from: 400, by: 10) == Self.landing(750, 2))
    #expect(rule.fling(from: 740, by: 3_000) == Self.landing(750, 2))
    #expect(rule.fling(from: 400, by: -10) == Self.landing(375, 1))
    #expect(rule.fling(from: 740, by: -3_000) == Self.landing(375, 1))
    // Back from exactly a page's start is that page: floor(x/P).
    #expect(rule.fling(from: 375, by: -10) == Self.landing(375, 1))
    // Toward an end it touches, it does not move.
    #expect(rule.fling(from: 1500, by: 10) == nil)
    #expect(rule.fling(from: 0, by: -10) == nil)
  }

  @Test func aPagersKeysMoveOnePage() {
    let rule = Self.pager()
    #expect(rule.step(from: 375, by: 40) == Self.landing(750, 2))
    #expect(rule.step(from: 375, by: -40) == Self.landing(0, 0))
    #expect(rule.page(from: 750, by: 1) == Self.landing(1125, 3))
    #expect(rule.page(from: 800, by: -1) == Self.landing(750, 2))
    #expect(rule.step(from: 1500, by: 40) == Self.landing(1500, 4))
  }

  @Test func aPagersTargetIsTheSnapTargetNearestItsPage() {
    // Without snapping items it pages all the same, naming no target.
    #expect(Self.pager(snaps: false).rest(400) == Self.landing(375, nil))
    // Pages of 375 over cards 300 wide (start positions 0, 300, 600 and
    // 900 clamped to maxX = 825): the last page is cut to maxX.
    let rule = Self.pager(width: 300, count: 4)
    #expect(rule.maxOffset == 825)
    #expect(rule.rest(500) == Self.landing(375, 1))
    #expect(rule.rest(800) == Self.landing(750, 3))
    #expect(rule.fling(from: 760, by: 50) == Self.landing(825, 3))
    #expect(rule.fling(from: 300, by: 50) == Self.landing(375, 1))
  }

  /// The side padding narrows the page: 20 and 15 of padding make P = 340.
  @Test func aPagerPagesByTheSnapportNotTheFrame() {
    let items = (0..<4).map {
      CarouselScreens.item("card-\($0)", width: 340, height: 100, snap: BlockSnap(align: .start))
    }
    let rule = Self.rule(
      CarouselScreens.screen([
        CarouselScreens.carousel(
          "photos", height: 100, padding: EdgeInsets(top: 0, right: 15, bottom: 0, left: 20),
          snap: .page, items: items)
      ]))
    #expect(rule.snapport == 340)
    #expect(rule.rest(170) == Self.landing(340, 1))
    #expect(rule.fling(from: 10, by: 5) == Self.landing(340, 1))
  }
}
