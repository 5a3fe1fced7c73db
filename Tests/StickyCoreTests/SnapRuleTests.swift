import StickyCore
import StickyFormats
import Testing

/// The landings of SPEC section 14 on small screens whose positions are
/// worked out by hand in each test.
@Suite struct SnapRuleTests {
  static func rule(_ layout: String) throws -> SnapRule {
    Scene(screen: try ScreenLoader.load(Array(layout.utf8), file: "s.xml")).snap
  }

  /// A feed of rows the height of the snapport: T = 59 (the status bar),
  /// B = 769 (an 83 pt opaque tab bar), Hs = 710; row k rests at 710 k.
  static let feed = """
    <screen id="s" device="iphone-15">
      <bar edge="bottom" height="83"/>
      <scroll snapType="mandatory">
        <list id="v" count="40" rowHeight="710" snapAlign="start" STOP/>
      </scroll>
    </screen>
    """

  static func landing(_ offset: Double, _ target: String?) -> SnapLanding {
    SnapLanding(offset: offset, target: target)
  }

  @Test func aFeedRestsAtTheNearerRowAndTiesGoToTheEarlier() throws {
    let rule = try Self.rule(Self.feed.replacingOccurrences(of: "STOP", with: ""))
    #expect(rule.snapport == 710)
    #expect(rule.rest(300) == Self.landing(0, "v-0"))
    #expect(rule.rest(355) == Self.landing(0, "v-0"))
    #expect(rule.rest(355.5) == Self.landing(710, "v-1"))
    #expect(rule.rest(-80) == Self.landing(0, "v-0"))
    #expect(rule.rest(1e9) == Self.landing(27_690, "v-39"))
  }

  @Test func aFlingGoesAsFarAsItsTravelUnlessARowStopsIt() throws {
    let free = try Self.rule(Self.feed.replacingOccurrences(of: "STOP", with: ""))
    #expect(free.fling(from: 0, by: 3_000) == Self.landing(2_840, "v-4"))
    #expect(free.fling(from: 2_840, by: -10) == Self.landing(2_130, "v-3"))
    let stopping = try Self.rule(
      Self.feed.replacingOccurrences(of: "STOP", with: "snapStop=\"always\""))
    #expect(stopping.fling(from: 0, by: 3_000) == Self.landing(710, "v-1"))
    #expect(stopping.fling(from: 2_840, by: -3_000) == Self.landing(2_130, "v-3"))
    // Toward the end it touches, a fling does not move the content, which
    // keeps its target: there is no landing.
    #expect(stopping.fling(from: 0, by: -500) == nil)
  }

  @Test func keysStepAndPageToTheNextRow() throws {
    let rule = try Self.rule(Self.feed.replacingOccurrences(of: "STOP", with: ""))
    #expect(rule.step(from: 0, by: 40) == Self.landing(710, "v-1"))
    #expect(rule.step(from: 710, by: -40) == Self.landing(0, "v-0"))
    // D = floor(0.875 × 710) = 621; row 1 is 710 away, within [284, 710].
    #expect(rule.page(from: 0, by: 1) == Self.landing(710, "v-1"))
    #expect(rule.page(from: 1_420, by: -1) == Self.landing(710, "v-1"))
  }

  /// Android's collapsing toolbar with snap: T = 88 (the collapsed header),
  /// B = 915, Hs = 827; the header rests at 0, the article at 192 and
  /// covers every offset from 192 to the end, 805.
  static let toolbar = """
    <screen id="s" device="pixel-8">
      <scroll snapType="mandatory">
        <header height="256" collapsedHeight="88" pinned="true" snapAlign="start"/>
        <text id="article" lines="60" lineHeight="24" text="A" snapAlign="start"/>
      </scroll>
    </screen>
    """

  @Test func aCollapsingToolbarEndsOpenOrClosedAndTheArticleCovers() throws {
    let rule = try Self.rule(Self.toolbar)
    #expect(rule.maxOffset == 805)
    #expect(rule.rest(95) == Self.landing(0, "header-1"))
    #expect(rule.rest(96) == Self.landing(0, "header-1"))
    #expect(rule.rest(97) == Self.landing(192, "article"))
    #expect(rule.rest(500) == Self.landing(500, "article"))
    #expect(rule.fling(from: 300, by: -250) == Self.landing(0, "header-1"))
    #expect(rule.fling(from: 300, by: 250) == Self.landing(550, "article"))
    // Inside the covering range a step moves 40 and stays held.
    #expect(rule.step(from: 300, by: 40) == Self.landing(340, "article"))
    #expect(rule.step(from: 192, by: -40) == Self.landing(0, "header-1"))
  }

  /// Cards that centre under a translucent 103 pt bar: T = 103, B = 818,
  /// Hs = 715, the middle at 460.5; card k (320 tall, 16 apart, 16 from the
  /// top) rests at 336 k − 181.5; proximity reaches 715 / 3.
  static let cards = """
    <screen id="s" device="iphone-15">
      <bar edge="top" height="103" translucent="true"/>
      <scroll snapType="proximity">
        <stack padding="16" spacing="16">
          <box id="c0" height="320" snapAlign="center"/>
          <box id="c1" height="320" snapAlign="center"/>
          <box id="c2" height="320" snapAlign="center"/>
          <text id="more" lines="30" text="A"/>
        </stack>
      </scroll>
    </screen>
    """

  @Test func proximityHoldsOnlyWithinAThirdOfTheSnapport() throws {
    let rule = try Self.rule(Self.cards)
    #expect(rule.reach == 715.0 / 3)
    #expect(rule.rest(100) == Self.landing(154.5, "c1"))
    #expect(rule.rest(490.5 + 238) == Self.landing(490.5, "c2"))
    #expect(rule.rest(490.5 + 239) == Self.landing(729.5, nil))
    // Past every card, a fling goes where its travel takes it.
    #expect(rule.fling(from: 490.5, by: 400) == Self.landing(890.5, nil))
    #expect(rule.fling(from: 490.5, by: 900) == Self.landing(985, nil))
  }

  /// Rows are found by bisection: a million rows land as a few do.
  @Test func aMillionRowsLandByTheSameRule() throws {
    let rule = try Self.rule(
      Self.feed.replacingOccurrences(of: "count=\"40\"", with: "count=\"1000000\"")
        .replacingOccurrences(of: "STOP", with: ""))
    #expect(rule.rest(710 * 654_321 + 300) == Self.landing(710 * 654_321, "v-654321"))
    #expect(rule.fling(from: 0, by: 710 * 999_998.6) == Self.landing(710 * 999_999, "v-999999"))
  }
}
