import StickyCore
import Testing

/// The numbers the descriptions of the gallery's snapping screens state, as
/// the snap rule gives them.
@Suite struct GallerySnapTests {
  static func rule(_ id: String) throws -> SnapRule {
    let screen = try #require(try BuiltInGalleryTests.screens().first { $0.id == id })
    return Scene(screen: screen).snap
  }

  @Test func theVideoFeedMovesOneVideoAtATime() throws {
    let rule = try Self.rule("video-feed")
    // "710 pt tall, the whole height between the 59 pt status bar and the 83 pt tab bar".
    #expect(rule.snapport == 710)
    #expect(rule.rest(354) == SnapLanding(offset: 0, target: "videos-0"))
    #expect(rule.rest(356) == SnapLanding(offset: 710, target: "videos-1"))
    // "a fling, an arrow key or Page Down moves one video and no more".
    for distance in [300.0, 5_000, 50_000] {
      #expect(
        rule.fling(from: 1_420, by: distance) == SnapLanding(offset: 2_130, target: "videos-3"))
    }
    #expect(rule.step(from: 1_420, by: 40) == SnapLanding(offset: 2_130, target: "videos-3"))
    #expect(rule.page(from: 1_420, by: 1) == SnapLanding(offset: 2_130, target: "videos-3"))
  }

  @Test func theCardsComeToRestCentred() throws {
    let rule = try Self.rule("centred-cards")
    // "715 pt, with its middle at y 460.5", "within 238.3 pt".
    #expect(rule.snapport == 715)
    #expect(abs(rule.reach - 238.3) < 0.05)
    // "card k rests at offset 336 k − 181.5".
    let cards = ["arches", "bryce", "zion", "yosemite", "olympic", "glacier"]
    for (k, id) in cards.enumerated().dropFirst() {
      let offset = 336 * Double(k) - 181.5
      #expect(rule.rest(offset + 100) == SnapLanding(offset: offset, target: id))
    }
    // "in the paragraph at the end, the content stays where you left it".
    #expect(rule.rest(rule.maxOffset) == SnapLanding(offset: rule.maxOffset, target: nil))
  }

  @Test func theToolbarEndsOpenOrClosed() throws {
    let rule = try Self.rule("snapping-toolbar")
    // "between offsets 0 and 192", "the 827 dp snapport".
    #expect(rule.snapport == 827)
    #expect(rule.rest(96) == SnapLanding(offset: 0, target: "toolbar"))
    #expect(rule.rest(96.5) == SnapLanding(offset: 192, target: "article"))
    // "every offset from 192 to the end is a resting place".
    for offset in stride(from: 192.0, through: rule.maxOffset, by: 61) {
      #expect(rule.rest(offset) == SnapLanding(offset: offset, target: "article"))
    }
  }
}
