import StickyCore
import StickyDrawing
import StickyFormats
import Testing

/// Carousels in the drawings (SPEC section 15), on `carousel-shelf.xml`: what
/// slides in a carousel is drawn at `x - x_k`, clipped to the carousel's
/// frame, and its marker dots show the active target. Both carousels are as
/// wide as the screen: `cards` (at y 114, 124 tall, `maxX` 310) and `photos`
/// (at y 254, 200 tall, four pages of 375, `maxX` 1125).
@Suite struct CarouselDrawingTests {
  static let cards = ScrollerID("cards")
  static let photos = ScrollerID("photos")

  static func drawing() throws -> ScreenDrawing {
    try DrawingFixture.drawing("carousel-shelf.xml")
  }

  /// The drawn elements' boxes against the frames at `offsets`, and the
  /// elements on the screen (sideways too) that are not drawn.
  static func problems(
    _ boxes: [(id: String, frame: Frame)], in table: Scene, at offsets: ScrollOffsets,
    context: String
  ) -> [String] {
    let viewport = table.viewport
    return FrameCheck.problems(
      boxes, in: table, context: context, frame: { table.frame(of: $0, at: offsets) },
      onScreen: {
        $0.y < viewport.height && $0.y + $0.height > 0 && $0.x < viewport.width
          && $0.x + $0.width > 0
      }
    ).problems
  }

  /// The dots of carousel `id`: the target each stands for, its centre in
  /// the screen's space and its opacity, `time` into the animations.
  static func dots(_ screen: SVGElement, _ id: String, atTime time: Double? = nil) throws -> [(
    target: String, x: Double, y: Double, opacity: Double
  )] {
    let group = try #require(screen.all.first { $0["data-markers"] == id })
    let translation = try #require(
      group.attribute("transform", at: time).flatMap(SVGElement.translation))
    return try group.children.filter { $0.name == "circle" }.map { circle in
      (
        try #require(circle["data-marker"]), translation.0 + (circle.number("cx") ?? .nan),
        translation.1 + (circle.number("cy") ?? .nan),
        try #require(circle.attribute("opacity", at: time).flatMap(Double.init))
      )
    }
  }

  /// At offset 20 with the cards at 240 and the photos at 200: card 1 (at
  /// 130 - 240, 100 wide) has left the screen and is left out; card 2 is at
  /// the carousel's left edge; the photos show the end of the first and the
  /// start of the second. Everything sliding sits in its carousel's group,
  /// clipped to the carousel's frame, and the active dots are those of
  /// card 2 (240 is past 165, the step to it) and of the second photo (200
  /// is nearer 375 than 0, and less than 187.5 before it).
  @Test func aSnapshotSlidesClipsAndMarks() throws {
    let drawing = try Self.drawing()
    let table = drawing.table
    let offsets = ScrollOffsets(content: 20, carousels: [Self.cards: 240, Self.photos: 200])
    let svg = try Snapshot(
      drawing: drawing, offset: 20, framing: .none, appearance: .light,
      carousels: offsets.carousels
    ).svg()
    let root = try #require(SVGElement.parse(svg))
    let screen = try #require(root.screens.first)
    let boxes = try #require(screen.boxes())
    #expect(Self.problems(boxes, in: table, at: offsets, context: "snapshot") == [])
    let drawn = Set(boxes.map(\.id))
    #expect(!drawn.contains("card-1") && drawn.contains("card-2") && drawn.contains("photo-1"))
    for carousel in table.carousels {
      let id = table.tracks[carousel.track].id
      let group = try #require(screen.all.first { $0["data-slides"] == id })
      let sliding = Set(group.dataIDs)
      #expect(
        sliding
          == Set(drawn.filter { table.tracks[table.trackIndex(of: $0)!].slide?.rawValue == id }))
      let clipID = String(try #require(group["clip-path"]).dropFirst("url(#".count).dropLast())
      let clip = try #require(screen.all.first { $0.name == "clipPath" && $0["id"] == clipID })
      let rect = try #require(clip.children.first { $0.name == "rect" })
      let frame = table.frame(of: .track(carousel.track), at: offsets)
      #expect(
        [rect.number("x"), rect.number("y"), rect.number("width"), rect.number("height")]
          == [frame.x, frame.y, frame.width, frame.height])
    }
    let cards = try Self.dots(screen, "cards")
    #expect(cards.map(\.target) == (0..<6).map { "card-\($0)" })
    #expect(cards.map(\.opacity) == [0.35, 0.35, 1, 0.35, 0.35, 0.35])
    // Centred across the carousel, 15 apart, in the middle of its bottom
    // padding of 34: 114 - 20 + 124 - 17.
    #expect(cards.map(\.x) == [150, 165, 180, 195, 210, 225])
    #expect(Set(cards.map(\.y)) == [201])
    let photos = try Self.dots(screen, "photos")
    #expect(photos.map(\.opacity) == [0.35, 1, 0.35, 0.35])
    // Without room under the photos the dots sit 10 above its bottom edge.
    // 254 - 20 + 200 - 10.
    #expect(Set(photos.map(\.y)) == [424])
  }

  /// Everything a carousel slides is drawn as a card (`Corners.isCard`),
  /// wherever the row holds it: the pager's first photo, which starts at the
  /// screen's edge, as the second; the stack card as the boxes. The box
  /// below, as wide as the screen, is not.
  @Test func whatSlidesIsDrawnAsACard() throws {
    let svg = try Snapshot(
      drawing: try Self.drawing(), offset: 0, framing: .none, appearance: .light,
      carousels: [Self.photos: 187.5]
    ).svg()
    let screen = try #require(SVGElement.parse(svg)?.screens.first)
    let radius = { (id: String) in
      screen.all.first { $0["data-id"] == id }.map { $0.number("rx") ?? 0 }
    }
    for id in ["photo-0", "photo-1", "card-0", "card-1", "card-2", "card-3"] {
      #expect(radius(id) == Corners.card, "\(id)")
    }
    #expect(radius("after") == 0)
  }

  /// Card 1 fades as it leaves the snapport (its left edge at 20 at
  /// x_k = 110, its right edge at x_k = 210): at 160 half way, 0.6.
  @Test func aStillXEffectIsAtItsCarouselsOffset() throws {
    let svg = try Snapshot(
      drawing: try Self.drawing(), offset: 0, framing: .none, appearance: .light,
      carousels: [Self.cards: 160]
    ).svg()
    let screen = try #require(SVGElement.parse(svg)?.screens.first)
    let card = try #require(screen.all.first { $0["data-id"] == "card-1" })
    let part = try #require(card.parent?.children.first { $0["data-part"] == "self" })
    #expect(part.number("opacity") == 0.6)
  }

  /// Along a path that scrolls the content and both carousels, with lifts
  /// that glide them, paused every 0.02 s and around each point: every drawn
  /// element is where `frames --path` puts it, nothing on screen is missing,
  /// the active dot is the marker's there, and card 1's fade follows its
  /// carousel's offset.
  @Test func anAnimationFollowsTheCarouselsPaths() throws {
    let drawing = try Self.drawing()
    let table = drawing.table
    let path = try ScenePath(
      parsing: "0@0,60@1,60@3;cards:0@0.5,150@1.2!,150@2,260@2.6!+80,260@3;"
        + "photos:0@0,250@0.8!,250@1.5,500@2.2!-300,500@3")
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let screen = try #require(SVGElement.parse(svg)?.screens.first)
    let content = PathReplay(path: path.content, rules: table.content.rules)
    let replays = path.carousels.map {
      ($0.carousel, PathReplay(path: $0.path, rules: table.scroller($0.carousel)!.rules))
    }
    let cards = try #require(table.carousel(Self.cards))
    let photos = try #require(table.carousel(Self.photos))
    let fade = table.tracks[table.trackIndex(of: "card-1")!].effects[0]
    var times = (0...160).map { Double($0) / 50 }
    for point in path.content.points + path.carousels.flatMap(\.path.points) {
      times += [point.time - 0.003, point.time + 0.003, point.time + 0.251]
    }
    var problems: [String] = []
    var compared = 0
    for time in times.filter({ $0 >= 0 }).sorted() {
      let moment = table.moment(content.state(at: time))
      let carousels = Dictionary(
        uniqueKeysWithValues: replays.map { ($0.0, $0.1.state(at: time).offset) })
      let offsets = ScrollOffsets(content: moment.state.offset, carousels: carousels)
      let boxes = try #require(screen.boxes(atTime: time), "something but a translation moves")
      compared += boxes.count
      problems += Self.problems(boxes, in: table, at: offsets, context: "at t = \(time)")
      for (carousel, id) in [(cards, "cards"), (photos, "photos")] {
        let active = carousel.activeTarget(at: offsets.carousel(ScrollerID(id)))
        let lit = try Self.dots(screen, id, atTime: time).filter { $0.opacity == 1 }
        if lit.map(\.target) != [table.tracks[active!].id] {
          problems.append("at t = \(time): \(id) lights \(lit.map(\.target)), not \(active!)")
        }
      }
      if let card = screen.all.first(where: { $0["data-id"] == "card-1" }),
        let part = card.parent?.children.first(where: { $0["data-part"] == "self" }),
        let opacity = part.attribute("opacity", at: time).flatMap(Double.init),
        case .number(let want) = table.value(of: fade, at: offsets), abs(opacity - want) > 0.001
      {
        problems.append("at t = \(time): card 1's opacity is \(opacity), not \(want)")
      }
    }
    #expect(compared > 1000, "only \(compared) boxes compared")
    #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
  }

  /// A state along x (`carousel-states.xml`: the first card dims to 0.5
  /// while the row is scrolled, over 0.2 s): still, the value at the
  /// carousel's offset; along the row's path, the transition starts when
  /// the row leaves 0 (t = 1) and when it is back (t = 2.5), whatever the
  /// content does; half way through, at t = 1.1, CSS `ease` has gone
  /// 0.8024 of the way.
  @Test func aStateAlongXFollowsItsCarousel() throws {
    let drawing = try DrawingFixture.drawing("carousel-states.xml")
    func opacity(_ svg: String, at time: Double? = nil) throws -> Double? {
      let screen = try #require(SVGElement.parse(svg)?.screens.first)
      let card = try #require(screen.all.first { $0["data-id"] == "a" })
      let part = try #require(card.parent?.children.first { $0["data-part"] == "self" })
      return part.attribute("opacity", at: time).flatMap(Double.init)
    }
    for (offset, want) in [(0.0, 1.0), (50, 0.5)] {
      let svg = try Snapshot(
        drawing: drawing, offset: 0, framing: .none, appearance: .light,
        carousels: [ScrollerID("row"): offset]
      ).svg()
      #expect(try opacity(svg) == want, "at \(offset)")
    }
    let path = try ScenePath(parsing: "0@0,300@3;row:0@1,100@2,0@2.5,0@3")
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    for (time, want) in [(0.5, 1.0), (1.1, 1 - 0.5 * 0.8024034), (1.5, 0.5), (2.4, 0.5), (2.9, 1)] {
      let value = try #require(try opacity(svg, at: time))
      #expect(abs(value - want) < 0.001, "at t = \(time): \(value), not \(want)")
    }
  }
}
