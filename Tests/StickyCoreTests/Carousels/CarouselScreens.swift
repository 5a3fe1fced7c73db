import StickyCore
import StickyTestSupport

/// Small screens with carousels, built in code, whose geometry each test
/// works out by hand. All are on an iPhone SE: 375 wide, insetTop 20, so
/// content y 0 is at screen y 20 at offset 0.
enum CarouselScreens {
  static let device = Device.named("iphone-se")!

  static func box(
    _ id: String, height: Double = 40, snap: BlockSnap = .none, effects: [Effect] = []
  ) -> Block {
    Block(id: id, sticky: .none, kind: .box(.init(height: height)), effects: effects, snap: snap)
  }

  /// A box item `width` wide, `height` tall (its block's height the same).
  static func item(
    _ id: String, width: Double, height: Double, snap: BlockSnap = .none,
    effects: [Effect] = []
  ) -> CarouselItem {
    CarouselItem(
      block: box(id, height: height, snap: snap, effects: effects), width: width, height: height)
  }

  static func carousel(
    _ id: String, height: Double, padding: EdgeInsets = .zero, spacing: Double = 0,
    snap: CarouselSnapType = .none, markers: Bool = false, items: [CarouselItem]
  ) -> Block {
    Block(
      id: id, sticky: .none,
      kind: .carousel(
        Carousel(
          height: height, padding: padding, spacing: spacing, snap: CarouselSnap(type: snap),
          markers: markers, items: items)))
  }

  static func screen(
    _ children: [Block], padding: EdgeInsets = .zero, spacing: Double = 0, fill: Bool = false
  ) -> Screen {
    Screen.testing(
      id: "s", device: device,
      scroll: .testing(padding: padding, spacing: spacing, fill: fill, children: children))
  }

  /// A row of six cards 100 wide, 10 apart, in a carousel as wide as the
  /// screen with padding 20 on the left and 15 on the right: the snapport
  /// is [20, 360] (P = 340), the cards start at 20, 130, 240, 350, 460 and
  /// 570 from its left edge, the content is 685 wide and maxX = 310. A card
  /// aligned at its start rests at its start less 20: 0, 110, 220, 330,
  /// 440, 550 before the clamp.
  static func cards(
    align: SnapAlign = .start, snap: CarouselSnapType = .mandatory, markers: Bool = false,
    stops: Set<Int> = [], effects: [Int: [Effect]] = [:]
  ) -> Screen {
    let items = (0..<6).map { index in
      item(
        "card-\(index)", width: 100, height: 80,
        snap: BlockSnap(align: align, stop: stops.contains(index) ? .always : .normal),
        effects: effects[index] ?? [])
    }
    return screen([
      carousel(
        "cards", height: 100, padding: EdgeInsets(top: 10, right: 15, bottom: 10, left: 20),
        spacing: 10, snap: snap, markers: markers, items: items)
    ])
  }
}

extension Scene {
  /// The track of the element `id`, which the test's screen has.
  func track(_ id: String) -> ElementTrack { tracks[trackIndex(of: id)!] }

  func frame(_ id: String, o: Double, carousels: [String: Double] = [:]) -> Frame {
    let offsets = Dictionary(uniqueKeysWithValues: carousels.map { (ScrollerID($0), $1) })
    return frame(
      of: .track(trackIndex(of: id)!), at: ScrollOffsets(content: o, carousels: offsets))
  }
}
