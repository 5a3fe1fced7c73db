import StickyCore
import Testing

/// The active marker of SPEC section 15 (Chromium's `:target-current`), as
/// a step function of the carousel's offset, on positions worked by hand.
@Suite struct CarouselMarkersTests {
  static func actives(_ markers: CarouselMarkers, _ offsets: [Double]) -> [Int?] {
    offsets.map(markers.active(at:))
  }

  /// w = 400 (reserve 50, look-ahead 200), maxX = 1000: 1100 is past
  /// maxX - 50 and spreads to 1000; the rest stay. Thresholds: 150, 450,
  /// 750 and max(950, 800) = 950.
  @Test func theLargestPositionAtOrBelowWinsUntilTheNextIsNearer() {
    let markers = CarouselMarkers(
      positions: [0, 300, 600, 900, 1100], width: 400, maxOffset: 1000)
    #expect(markers.breakpoints == [150, 450, 750, 950])
    #expect(
      Self.actives(markers, [0, 149, 150, 150.5, 300, 450, 451, 949, 950, 951, 1000])
        == [0, 0, 0, 1, 1, 1, 2, 3, 3, 4, 4])
    // Offsets past either end count as the end, as Chromium's clamped
    // scroll offset does during a rubber band.
    #expect(Self.actives(markers, [-80, 1200]) == [0, 4])
  }

  /// A target nearer but w/2 = 200 or more ahead does not win: from 0 to
  /// 1000 the switch is at max(500, 800) = 800.
  @Test func aNearerTargetMustBeLessThanHalfTheWidthAhead() {
    let markers = CarouselMarkers(positions: [0, 1000], width: 400, maxOffset: 2000)
    #expect(Self.actives(markers, [700, 800, 801]) == [0, 0, 1])
  }

  /// w = 375, reserve 46.875: -120 and -10 are below it and spread from
  /// [-120, 46.875] over [0, 46.875], to 0 and 110/166.875 × 46.875 ≈ 30.9;
  /// then 100 and 210 stay. Unspread, both would be at or below 0, and the
  /// second would be active at 0.
  @Test func positionsNearTheStartShareTheReservedLength() throws {
    let markers = CarouselMarkers(
      positions: [-120, -10, 100, 210], width: 375, maxOffset: 1000)
    let spread = 110 / 166.875 * 46.875
    #expect(markers.breakpoints == [spread / 2, (spread + 100) / 2, 155])
    #expect(Self.actives(markers, [0, 15, 16, 30, 65, 66, 155, 156]) == [0, 0, 1, 1, 1, 2, 2, 3])
  }

  /// w = 400, maxX = 1000: 1300 and 1500 are above 950 and spread from
  /// [950, 1500] over [950, 1000], to 950 + 350/550 × 50 ≈ 981.8 and 1000.
  /// Unspread, the last two could never be active.
  @Test func positionsNearTheEndShareTheReservedLength() {
    let markers = CarouselMarkers(
      positions: [0, 200, 900, 1300, 1500], width: 400, maxOffset: 1000)
    let spread = 350.0 / 550 * 50 + 950
    // From 200 to 900 the switch waits for 900 to be less than 200 ahead.
    #expect(markers.breakpoints == [100, 700, (900 + spread) / 2, (spread + 1000) / 2])
    #expect(Self.actives(markers, [940, 941, 985, 990, 991, 1000]) == [2, 3, 3, 3, 4, 4])
  }

  /// Where both reserved lengths overlap (maxX < w/4), a position below w/8
  /// takes the start's and no other.
  @Test func aPositionInBothReservedLengthsTakesTheStarts() {
    // w = 400: reserve 50; maxX = 80 puts the end's from 30 on. 40 spreads
    // from [0, 50] over [0, 50]: it stays 40, not 30 + 10/70 × 50.
    let markers = CarouselMarkers(positions: [0, 40, 100], width: 400, maxOffset: 80)
    #expect(markers.breakpoints == [20, 60])
  }

  @Test func atEqualPositionsTheLastInDocumentOrderWins() {
    let markers = CarouselMarkers(
      positions: [0, 300, 300, 600], width: 400, maxOffset: 1000)
    #expect(Self.actives(markers, [0, 200, 300, 450, 451]) == [0, 2, 2, 2, 3])
  }

  /// Below every position the first target holds, even where several share
  /// the lowest: Chromium keeps the first it sorted as its default.
  @Test func belowEveryPositionTheFirstOfTheLowestHolds() {
    let markers = CarouselMarkers(positions: [100, 100, 400], width: 400, maxOffset: 1000)
    #expect(markers.breakpoints == [100, 250])
    #expect(Self.actives(markers, [0, 99, 100, 250, 251]) == [0, 0, 1, 1, 2])
  }

  @Test func aCarouselThatCannotScrollMarksItsLastTarget() {
    let markers = CarouselMarkers(positions: [0, -50, 30], width: 375, maxOffset: 0)
    #expect(Self.actives(markers, [-20, 0, 20]) == [2, 2, 2])
    #expect(markers.breakpoints.isEmpty)
    #expect(CarouselMarkers(positions: [], width: 375, maxOffset: 300).active(at: 10) == nil)
  }

  /// The cards: start positions 0, 110, 220, 330, 440, 550 in a carousel
  /// 375 wide with maxX = 310. The last three, above 310 - 46.875, spread
  /// up to 310, so the last card is active at the end although three clamp
  /// to it.
  @Test func aScenesCarouselMarksItsCardsAlongItsOffset() throws {
    let scene = Scene(screen: CarouselScreens.cards(markers: true))
    let carousel = try #require(scene.carousels.first)
    let ids = { (offset: Double) in carousel.activeTarget(at: offset).map { scene.tracks[$0].id } }
    #expect(carousel.targets.map { scene.tracks[$0].id } == (0..<6).map { "card-\($0)" })
    #expect(ids(0) == "card-0")
    #expect(ids(56) == "card-1")
    #expect(ids(310) == "card-5")
    #expect(ids(300) == "card-4")
    #expect(Scene(screen: CarouselScreens.cards(markers: false)).carousels[0].markers == nil)
  }

  /// Only items that snap are targets, and a carousel that fits marks its last.
  @Test func onlySnappingItemsAreTargets() throws {
    let items = [
      CarouselScreens.item("p", width: 100, height: 40, snap: BlockSnap(align: .start)),
      CarouselScreens.item("q", width: 100, height: 40),
      CarouselScreens.item("r", width: 100, height: 40, snap: BlockSnap(align: .center)),
    ]
    let scene = Scene(
      screen: CarouselScreens.screen([
        CarouselScreens.carousel("row", height: 40, markers: true, items: items)
      ]))
    let carousel = scene.carousels[0]
    #expect(carousel.targets.map { scene.tracks[$0].id } == ["p", "r"])
    #expect(carousel.activeTarget(at: 0).map { scene.tracks[$0].id } == "r")
  }
}
