import StickyCore
import Testing

/// Where a carousel and its items are (SPEC section 15): placed left to right
/// from the left padding, top-aligned at the top padding, each `x` moving
/// with the carousel's own offset and each `y` with the content's.
@Suite struct CarouselLayoutTests {
  /// The scroll's padding is 10 16 0 16, so the carousel is 343 wide at
  /// x = 16, under a 100-point box and 8 of spacing: content y 118, its items
  /// at y 130 (padding 12 20 8 24), their height 180 unless said otherwise.
  /// Items 150, 100, 120 and 200 wide, 10 apart, start 24, 184, 294 and 424
  /// from its left edge: the content is 424 + 200 + 20 = 644 wide, so
  /// maxX = 644 - 343 = 301.
  static let shelf: Screen = {
    let stack = Block(
      id: "c", sticky: .none,
      kind: .stack(
        .init(
          padding: EdgeInsets(all: 5), spacing: 4,
          children: [CarouselScreens.box("c1", height: 30), CarouselScreens.box("c2", height: 40)]
        )))
    let text = Block(
      id: "b", sticky: .none, kind: .text(.init(text: "Hi", lines: 2, lineHeight: 22)))
    let carousel = CarouselScreens.carousel(
      "shelf", height: 200, padding: EdgeInsets(top: 12, right: 20, bottom: 8, left: 24),
      spacing: 10,
      items: [
        CarouselScreens.item("a", width: 150, height: 180),
        CarouselItem(block: text, width: 100, height: 60),
        CarouselItem(block: stack, width: 120, height: 180),
        CarouselScreens.item("d", width: 200, height: 180),
      ])
    return CarouselScreens.screen(
      [CarouselScreens.box("above", height: 100), carousel],
      padding: EdgeInsets(top: 10, right: 16, bottom: 0, left: 16), spacing: 8)
  }()

  @Test func itemsSitLeftToRightFromTheLeftPaddingAtTheTopPadding() {
    let scene = Scene(screen: Self.shelf)
    #expect(scene.frame("shelf", o: 0) == Frame(x: 16, y: 138, width: 343, height: 200))
    #expect(scene.frame("a", o: 0) == Frame(x: 40, y: 150, width: 150, height: 180))
    // Each its own height, top-aligned: the text is 60 tall, not the row's 180.
    #expect(scene.frame("b", o: 0) == Frame(x: 200, y: 150, width: 100, height: 60))
    #expect(scene.frame("c", o: 0) == Frame(x: 310, y: 150, width: 120, height: 180))
    #expect(scene.frame("d", o: 0) == Frame(x: 440, y: 150, width: 200, height: 180))
    // The content is as tall as what it holds; the items add nothing to it.
    #expect(scene.contentHeight == 318)
  }

  @Test func aStackItemLaysItsChildrenInsideItsWidthAndKeepsItsHeight() {
    let scene = Scene(screen: Self.shelf)
    #expect(scene.frame("c1", o: 0) == Frame(x: 315, y: 155, width: 110, height: 30))
    #expect(scene.frame("c2", o: 0) == Frame(x: 315, y: 189, width: 110, height: 40))
    // Its children slide with the carousel too.
    #expect(scene.frame("c2", o: 0, carousels: ["shelf": 300]).x == 15)
  }

  @Test func theCarouselScrollsToMaxXWithTheScreensOverscroll() throws {
    let scene = Scene(screen: Self.shelf)
    #expect(scene.scrollers.map(\.id) == [ScrollerID("content"), ScrollerID("shelf")])
    let scroller = scene.scrollers[1]
    #expect(scroller.axis == .horizontal)
    #expect(scroller.maxOffset == 301)
    #expect(scroller.lowestOffset == -200 && scroller.highestOffset == 501)
    #expect(scroller.rules.hiding.isEmpty)
    let carousel = try #require(scene.carousel(ScrollerID("shelf")))
    #expect(carousel.items.map { scene.tracks[$0].id } == ["a", "b", "c", "d"])
    #expect(scene.tracks[carousel.track].id == "shelf")
    #expect(carousel.snapportStart == 40 && carousel.snapportEnd == 339)
  }

  @Test func xFollowsTheCarouselsOffsetAndYTheContents() {
    let scene = Scene(screen: Self.shelf)
    let moved = scene.frame("d", o: 50, carousels: ["shelf": 100])
    #expect(moved == Frame(x: 340, y: 100, width: 200, height: 180))
    // Past either end the items follow the finger, without stretching.
    #expect(scene.frame("a", o: 0, carousels: ["shelf": -60]).x == 100)
    #expect(scene.frame("a", o: 0, carousels: ["shelf": 401]).x == -361)
    // Neither the carousel itself nor what is outside it slides.
    #expect(scene.frame("shelf", o: 50, carousels: ["shelf": 100]).x == 16)
    #expect(scene.frame("above", o: 0, carousels: ["shelf": 100]).x == 16)
    // Another carousel's offset does not move it.
    #expect(scene.frame("a", o: 0, carousels: ["other": 100]).x == 40)
  }

  @Test func everyTrackInsideNamesTheCarouselThatSlidesIt() {
    let scene = Scene(screen: Self.shelf)
    let slides = scene.tracks.map { ($0.id, $0.slide?.rawValue) }
    #expect(slides.filter { $0.1 == "shelf" }.map(\.0) == ["a", "b", "c", "c1", "c2", "d"])
    #expect(scene.track("shelf").slide == nil && scene.track("above").slide == nil)
    // Their y is a track of the content's offset like any block's.
    #expect(scene.track("c2").ride == .content(intercept: 189))
    #expect(scene.track("c2").scroller == ScrollerID("content"))
  }

  @Test func aCarouselWhoseItemsFitCannotScroll() {
    let screen = CarouselScreens.screen([
      CarouselScreens.carousel(
        "row", height: 50, padding: EdgeInsets(all: 10), spacing: 5,
        items: [
          CarouselScreens.item("x", width: 200, height: 30),
          CarouselScreens.item("y", width: 145, height: 30),
        ])
    ])
    // 10 + 200 + 5 + 145 + 10 = 370 <= 375.
    #expect(Scene(screen: screen).scrollers[1].maxOffset == 0)
  }

  /// With `fill`, the content's spacer takes the free space; the spacer in
  /// the carousel's stack keeps its minimum, the carousel's height being
  /// fixed. The visible height is 647; the content holds a 20-point spacer
  /// minimum, a 100-point carousel and a 40-point box: 160, so the
  /// content's spacer gets 20 + 487 = 507.
  @Test func spacersInsideACarouselKeepTheirMinimum() {
    let inner = Block(
      id: "inner", sticky: .none,
      kind: .stack(
        .init(
          padding: .zero, spacing: 0,
          children: [
            Block(id: "gap", sticky: .none, kind: .spacer(.init(min: 12))),
            CarouselScreens.box("tail", height: 10),
          ])))
    // The carousel's spacer comes first, so it is not handed the content's share.
    let screen = CarouselScreens.screen(
      [
        CarouselScreens.carousel(
          "row", height: 100, items: [CarouselItem(block: inner, width: 100, height: 100)]),
        Block(id: "grow", sticky: .none, kind: .spacer(.init(min: 20))),
        CarouselScreens.box("end", height: 40),
      ], fill: true)
    let scene = Scene(screen: screen)
    #expect(scene.frame("grow", o: 0).height == 507)
    #expect(scene.frame("gap", o: 0).height == 12)
    #expect(scene.frame("tail", o: 0).y == 20 + 12)
    #expect(scene.contentHeight == 647)
  }
}
