import StickyCore
import Testing

/// Effects with `axis="x"` (SPEC section 15): a scroll timeline on the
/// carousel's offset, a view timeline of the block's box along the
/// carousel's snapport. On the cards, card 2 is at screen x 240 - x_k,
/// 100 wide, and the snapport is [20, 360].
@Suite struct CarouselEffectTests {
  static func effect(
    _ property: Effect.Property, _ timeline: Effect.Timeline, _ values: [Double],
    subject: String? = nil, axis: Effect.Axis = .x
  ) -> Effect {
    Effect(
      part: .self, property: property, timeline: timeline, values: values, subject: subject,
      axis: axis)
  }

  static func view(_ start: Effect.ViewRange, _ end: Effect.ViewRange) -> Effect.Timeline {
    .view(start: Effect.ViewPoint(start, 0), end: Effect.ViewPoint(end, 1))
  }

  static func scene(_ effects: [Effect], on card: Int = 2) -> Scene {
    Scene(screen: CarouselScreens.cards(effects: [card: effects]))
  }

  static func value(_ scene: Scene, o: Double = 0, x: Double, card: Int = 2, effect: Int = 0)
    -> EffectValue
  {
    let track = scene.track("card-\(card)")
    return scene.value(
      of: track.effects[effect],
      at: ScrollOffsets(content: o, carousels: [ScrollerID("cards"): x]))
  }

  @Test func aScrollTimelineRunsOnTheCarouselsOffset() {
    let scene = Self.scene([Self.effect(.opacity, .scroll(start: 0, end: 100), [1, 0])])
    let effect = scene.track("card-2").effects[0]
    #expect(effect.scroller == ScrollerID("cards"))
    #expect(Self.value(scene, o: 999, x: 50) == .number(0.5))
    #expect(Self.value(scene, o: 50, x: 0) == .number(1))
  }

  /// `cover`: from the left edge at P1 = 360 (x_k = -120) to the right edge
  /// at P0 = 20 (340 - x_k = 20, x_k = 320).
  @Test func aViewTimelineCrossesTheSnapport() {
    let scene = Self.scene([Self.effect(.translateX, Self.view(.cover, .cover), [0, 440])])
    let effect = scene.track("card-2").effects[0]
    #expect(Array(effect.value.breakpoints) == [-120, 320])
    #expect(Self.value(scene, x: 100) == .number(220))
  }

  /// `contain` for a box narrower than the snapport runs from its right edge
  /// at P1 (x_k = -20) to its left edge at P0 (x_k = 220); `exit` from there
  /// to the right edge at P0 (x_k = 320).
  @Test func namedRangesAreTheVerticalOnesAlongX() {
    let scene = Self.scene([
      Self.effect(.opacity, Self.view(.exit, .exit), [1, 0]),
      Self.effect(.scale, Self.view(.contain, .contain), [1, 2]),
      Self.effect(.blur, Self.view(.entryCrossing, .entryCrossing), [0, 10]),
    ])
    let effects = scene.track("card-2").effects
    #expect(Array(effects[0].value.breakpoints) == [220, 320])
    #expect(Array(effects[1].value.breakpoints) == [-20, 220])
    #expect(Array(effects[2].value.breakpoints) == [-120, -20])
    #expect(Self.value(scene, x: 270) == .number(0.5))
  }

  /// A view timeline of another item reads that item's box: card 0's effect
  /// follows card 2.
  @Test func aViewTimelineFollowsItsSubjectAlongX() {
    let scene = Self.scene(
      [Self.effect(.opacity, Self.view(.cover, .cover), [0, 1], subject: "card-2")], on: 0)
    #expect(Array(scene.track("card-0").effects[0].value.breakpoints) == [-120, 320])
  }

  /// `scrolled` holds past x_k = 0 and `not-at-end` below maxX = 310.
  @Test func statesWatchTheCarouselsRange() {
    let scene = Self.scene([
      Self.effect(.opacity, .state(.scrolled), [1, 0.5]),
      Self.effect(.scale, .state(.notAtEnd), [1, 2]),
    ])
    #expect(Self.value(scene, x: 0, effect: 0) == .number(1))
    #expect(Self.value(scene, x: 1, effect: 0) == .number(0.5))
    #expect(Self.value(scene, x: 309, effect: 1) == .number(2))
    #expect(Self.value(scene, x: 310, effect: 1) == .number(1))
  }

  @Test func aYEffectInsideACarouselStaysOnTheContent() {
    let scene = Self.scene([
      Self.effect(.opacity, .scroll(start: 0, end: 100), [1, 0], axis: .y)
    ])
    #expect(scene.track("card-2").effects[0].scroller == ScrollerID("content"))
    #expect(Self.value(scene, o: 50, x: 300) == .number(0.5))
  }

  /// The content's offsets of `frames` leave out what bends along x; the
  /// carousel's own have it, with the ends of its range, -200 and 510.
  @Test func breakpointsBelongToTheScrollerThatDrivesThem() throws {
    let scene = Self.scene([
      Self.effect(.opacity, .scroll(start: 0, end: 100), [1, 0]),
      Self.effect(.translateX, Self.view(.cover, .cover), [0, 440]),
    ])
    #expect(scene.breakpointOffsets(of: scene.allElements) == [-200, 200])
    let carousel = try #require(scene.carousel(ScrollerID("cards")))
    #expect(scene.breakpointOffsets(of: carousel) == [-200, -120, 0, 100, 320, 510])
    let marked = Scene(screen: CarouselScreens.cards(markers: true))
    let markers = try #require(marked.carousels[0].markers)
    #expect(
      marked.breakpointOffsets(of: marked.carousels[0])
        == NumberFormat.distinctOffsets([-200, 510] + markers.breakpoints))
  }
}
