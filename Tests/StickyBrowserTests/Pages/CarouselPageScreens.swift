import StickyCore
import StickyTestSupport

/// The screen of the carousel page tests (SPEC section 15), built in code: a
/// feed under a bar with three carousels. `shelf`: cards that snap at their
/// start (`proximity`), the first fading as the content scrolls (an effect
/// on the content's offset inside a carousel); `pager`: photos a page wide
/// that page (`page`), with markers; `grow`, inside a padded stack: cards
/// that snap centred (`mandatory`), each growing as it crosses the
/// carousel's snapport (a `view` timeline along x), the second a stack item
/// that holds two texts. A list after them gives the content room to scroll.
enum CarouselPageScreens {
  static let device = Device.named("iphone-15")!
  /// Glides of the carousels' snaps, short so that the input tests wait little.
  static let glide = 0.1

  static func box(
    _ id: String, height: Double, label: String, color: String, snap: BlockSnap = .none,
    effects: [Effect] = []
  ) -> Block {
    Block(
      id: id, sticky: .none,
      kind: .box(.init(height: height, label: label, color: Color(color))),
      effects: effects, snap: snap)
  }

  static func carousel(
    _ id: String, height: Double, padding: EdgeInsets, spacing: Double,
    snap: CarouselSnapType, markers: Bool = false, items: [CarouselItem]
  ) -> Block {
    Block(
      id: id, sticky: .none,
      kind: .carousel(
        Carousel(
          height: height, padding: padding, spacing: spacing,
          snap: CarouselSnap(type: snap, duration: glide), markers: markers, items: items)))
  }

  static let colors = ["#1e6fd9", "#e2543b", "#2a9d6f", "#8a4fd1", "#d99a1e", "#2b8fb3"]

  static var shelf: Block {
    let fade = Effect(
      part: .self, property: .opacity, timeline: .scroll(start: 0, end: 300), values: [1, 0.4])
    let items = (0..<8).map { index in
      CarouselItem(
        block: box(
          "shelf-\(index)", height: 160, label: "App \(index + 1)",
          color: colors[index % colors.count], snap: BlockSnap(align: .start),
          effects: index == 0 ? [fade] : []),
        width: 140, height: 160)
    }
    return carousel(
      "shelf", height: 180, padding: EdgeInsets(top: 10, right: 16, bottom: 10, left: 16),
      spacing: 12, snap: .proximity, items: items)
  }

  static var pager: Block {
    let items = (0..<4).map { index in
      CarouselItem(
        block: box(
          "photo-\(index)", height: 236, label: "Photo \(index + 1)",
          color: colors[(index + 2) % colors.count], snap: BlockSnap(align: .center)),
        width: 393, height: 236)
    }
    return carousel(
      "pager", height: 260, padding: EdgeInsets(top: 0, right: 0, bottom: 24, left: 0),
      spacing: 0, snap: .page, markers: true, items: items)
  }

  static var grow: Block {
    let growing = Effect(
      part: .self, property: .scale,
      timeline: .view(start: Effect.ViewPoint(.cover, 0), end: Effect.ViewPoint(.cover, 1)),
      values: [0.85, 1, 0.85], axis: .x)
    let items = (0..<6).map { index -> CarouselItem in
      let snap = BlockSnap(align: .center)
      guard index == 1 else {
        return CarouselItem(
          block: box(
            "grow-\(index)", height: 180, label: "Card \(index + 1)",
            color: colors[(index + 4) % colors.count], snap: snap, effects: [growing]),
          width: 180, height: 180)
      }
      let texts = [("grow-title", "A stack", 28.0), ("grow-body", "holds two texts", 22.0)].map {
        Block(
          id: $0.0, sticky: .none, kind: .text(.init(text: $0.1, lines: 1, lineHeight: $0.2)))
      }
      let stack = Block(
        id: "grow-\(index)", sticky: .none,
        kind: .stack(
          .init(
            padding: EdgeInsets(top: 12, right: 12, bottom: 12, left: 12), spacing: 8,
            color: "#f2e9d8", children: texts)),
        effects: [growing], snap: snap)
      return CarouselItem(block: stack, width: 180, height: 180)
    }
    let row = carousel(
      "grow", height: 200, padding: EdgeInsets(top: 10, right: 40, bottom: 10, left: 40),
      spacing: 16, snap: .mandatory, items: items)
    return Block(
      id: "grow-holder", sticky: .none,
      kind: .stack(.init(padding: EdgeInsets(top: 0, right: 12, bottom: 0, left: 12), spacing: 0, children: [row])))
  }

  static var screen: Screen {
    let intro = Block(
      id: "intro", sticky: .none, kind: .text(.init(text: "Apps we love", lines: 1, lineHeight: 28)))
    let feed = Block(id: "feed", sticky: .none, kind: .list(.testing(count: 40, rowHeights: [56])))
    return Screen.testing(
      id: "carousel-page", title: "Carousels", device: device,
      topBar: .testing(edge: .top, height: 44, label: "Today"),
      scroll: .testing(spacing: 16, children: [intro, shelf, pager, grow, feed]))
  }
}
