import StickyCore
import Testing

/// The numbers the descriptions of the gallery's carousel screens state
/// (SPEC section 15), as the scene gives them.
@Suite struct GalleryCarouselTests {
  static func scene(_ id: String) throws -> Scene {
    Scene(screen: try #require(try BuiltInGalleryTests.screens().first { $0.id == id }))
  }

  static func carousel(_ id: String, in table: Scene) throws -> (Scroller, CarouselTracks) {
    let scroller = try #require(table.scroller(ScrollerID(id)))
    return (scroller, try #require(table.carousel(ScrollerID(id))))
  }

  @Test func theShelvesRestAtACardsStart() throws {
    let table = try Self.scene("app-shelves")
    for (id, cards, end) in [("essentials", 10, 1_255.0), ("games", 10, 1_255), ("new", 8, 931)] {
      let (scroller, carousel) = try Self.carousel(id, in: table)
      let rule = scroller.rules.snap
      // "its snapport is 353 pt wide", "a third of the snapport (117.7 pt)".
      #expect(rule.snapport == 353 && abs(rule.reach - 117.7) < 0.05, "\(id)")
      // "1,648 pt wide, so they scroll to 1,255", "eight cards ... to 931".
      #expect(carousel.items.count == cards && scroller.maxOffset == end, "\(id)")
      // "card k rests ... at offset 162 k, up to the shelf's end"; "the
      // last two cards rest" at the end.
      let ids = carousel.targets.map { table.tracks[$0].id }
      for (k, card) in ids.enumerated() {
        let place = min(162 * Double(k), end)
        let landing = rule.rest(place)
        #expect(landing.offset == place, "\(id): card \(k) rests at \(landing.offset)")
        if k < cards - 1 { #expect(landing.target == card, "\(id): \(landing)") }
      }
      #expect(162 * Double(cards - 3) < end && 162 * Double(cards - 2) >= end, "\(id)")
      // "with one every 162 pt, there always is one" within reach.
      for offset in stride(from: 0.0, through: end, by: 0.5) {
        #expect(rule.rest(offset).target != nil, "\(id) at \(offset)")
      }
    }
  }

  @Test func thePagerTurnsWholePages() throws {
    let table = try Self.scene("photo-pager")
    let (scroller, carousel) = try Self.carousel("photos", in: table)
    let rule = scroller.rules.snap
    let photos = carousel.targets.map { table.tracks[$0].id }
    // "as wide as the screen (393 pt) with five photos as wide".
    #expect(rule.paged && rule.snapport == 393 && photos.count == 5)
    #expect(carousel.items.allSatisfy { table.tracks[$0].width == 393 })
    // "the nearest whole page, 393 k (a half rounds forward)".
    #expect(rule.rest(196.4).offset == 0 && rule.rest(196.5).offset == 393)
    #expect(rule.rest(900) == SnapLanding(offset: 786, target: "river"))
    // "forward ... the page after the one it was let go in, back ... the
    // start of that one".
    #expect(rule.fling(from: 500, by: 30) == SnapLanding(offset: 786, target: "river"))
    #expect(rule.fling(from: 500, by: -30) == SnapLanding(offset: 393, target: "canyon"))
    // "the next one turns solid once the row is more than halfway (196.5
    // pt) to its photo".
    let active = { (x: Double) in carousel.activeTarget(at: x).map { table.tracks[$0].id } }
    for k in 0..<4 {
      let half = 393 * Double(k) + 196.5
      #expect(active(half) == photos[k] && active(half + 0.01) == photos[k + 1], "\(k)")
    }
    // "the photos fade to half as they go up under the bar (offsets 0 to 340)".
    for item in carousel.items {
      let fade = try #require(table.tracks[item].effects.first)
      #expect(fade.scroller == table.content.id)
      #expect(fade.value.value(at: 0) == 1 && fade.value.value(at: 340) == 0.5)
      #expect(Array(fade.value.breakpoints) == [0.0, 340])
    }
  }

  @Test func theCardInTheMiddleGrows() throws {
    let table = try Self.scene("growing-card")
    let (scroller, carousel) = try Self.carousel("row", in: table)
    let rule = scroller.rules.snap
    // "the snapport (240 pt) is centred on the screen".
    #expect(rule.snapport == 240)
    #expect(carousel.snapportStart == 76.5 && carousel.snapportEnd == table.viewport.width - 76.5)
    // "card k rests centred at offset 256 k, the last at the row's end, 1,280".
    #expect(scroller.maxOffset == 1_280 && carousel.items.count == 6)
    for (k, item) in carousel.items.enumerated() {
      let place = 256 * Double(k)
      #expect(rule.rest(place + 127).offset == place, "card \(k)")
      #expect(rule.rest(place + 129).offset == min(place + 256, 1_280), "card \(k)")
      let effects = table.tracks[item].effects
      try #require(effects.count == 2)
      let (scale, name) = (effects[0].value, effects[1].value)
      // "1 when its centre is at the snapport's, 0.8 once it is 240 pt away".
      #expect(scale.value(at: place) == 1, "card \(k)")
      for away in [240.0, 300, -240, -300] {
        #expect(abs(scale.value(at: place + away) - 0.8) < 1e-9, "card \(k) at \(away)")
      }
      #expect(scale.value(at: place + 120) > 0.8 && scale.value(at: place + 120) < 1)
      // "its name fades in ... within 96 pt of the centre".
      #expect(name.value(at: place) == 1 && name.value(at: place + 96) == 0)
      #expect(name.value(at: place - 96) == 0 && name.value(at: place + 48) == 0.5)
      // "so only the card at rest shows it": its neighbours are 256 away.
      #expect(name.value(at: place + 256) == 0 && name.value(at: place - 256) == 0)
    }
  }
}
