import Foundation
import StickyFormats

/// One feed of the carousel benchmark (`carouselLayout`), built into its own
/// folder: the preview and its embed, the native page of the same layout, and
/// the sweeps run on them.
struct CarouselFeed {
  static let (rows, carousels, cards) = (1_000, 20, 50)

  /// What the feed is, as the tables name it.
  var name: String
  var pages: [SweptPage]
  var sweeps: [(title: String, sweep: Sweep)] = []

  /// Builds the feed with `binary`, with the cards' effects or without, and
  /// plans its sweeps of `steps` steps: the content's, 1-pt steps from where
  /// a row of growing cards has come on screen at the bottom, which stays on
  /// screen throughout; then, centred on the screen, 1-pt steps of the offset
  /// of a carousel of each kind (with effects) or of the kinds that have none
  /// of their own (without), from 1,000 pt.
  init(effects: Bool, steps: Int, binary: URL, folder: URL) throws {
    name = effects ? "with effects" : "without effects"
    let id = effects ? "carousels" : "plain-carousels"
    let layout = folder.appendingPathComponent("\(id).json")
    try Data(
      carouselLayout(
        id: id, rows: Self.rows, carousels: Self.carousels, cards: Self.cards, effects: effects
      ).utf8
    ).write(to: layout)
    let site = folder.appendingPathComponent("site-\(id)")
    try run(binary, ["build", layout.path, "--out", site.path])
    let screen = try ScreenLoader.load(contentsOf: layout.path)
    let native = folder.appendingPathComponent("native-\(id).html")
    try Data(NativeCarouselPage(screen: screen).html.utf8).write(to: native)
    let built = site.appendingPathComponent(id)
    pages = [
      SweptPage(label: "native", url: native, driver: "nativeCarousels"),
      SweptPage(
        label: "preview", url: built.appendingPathComponent("index.html"), driver: "stickyPreview"),
      SweptPage(
        label: "embed", url: built.appendingPathComponent("embed.html"), driver: "stickyPreview"),
    ]

    let places = CarouselPlaces(screen: screen)
    let middle = Self.carousels / 2
    let entering = places.enteringAtBottom(CarouselKind.growing.id(near: middle - 4), by: 250)
    sweeps.append(
      (
        String(format: "the content, 1-pt steps from offset %.0f", entering),
        Sweep(start: entering, step: 1, steps: steps)
      ))
    for kind in CarouselKind.allCases where effects || kind.effects(card: 0).isEmpty {
      let carousel = kind.id(near: middle)
      let centred = places.centring(carousel)
      sweeps.append(
        (
          "carousel \(carousel), 1-pt steps of its offset from 1000, centred on the screen "
            + String(format: "(content at %.0f)", centred),
          Sweep(start: 1000, step: 1, steps: steps, carousel: carousel, content: centred)
        ))
    }
  }
}
