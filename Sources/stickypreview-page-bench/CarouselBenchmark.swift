import Foundation
import StickyCore
import StickyFormats
import StickyWebDriver

/// `--carousels`: a feed of 20 carousels of 50 cards among 1,000 rows
/// (`carouselLayout`) against a native page of the same layout, in which
/// each carousel is an `overflow-x: auto` scroller inside the vertical one
/// (`NativeCarouselPage`), in a 1400×1100 window where the device, the panel
/// and the plots sit side by side. Main-thread time per step, as the other
/// sweeps measure it, of the preview as built and its `embed.html`:
///
/// a. The content, 1-pt steps from where a row of growing cards has come
///    on screen at the bottom, which stays on screen throughout.
/// b. Each kind of carousel in turn, centred on the screen, 1-pt steps of
///    its own offset from 1,000 pt, the content still.
func carouselBenchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  try await withBenchFolder("stickypreview-carousel-bench", keep: options.keep) { folder in
    let (rows, carousels, cards) = (1_000, 20, 50)
    let layout = folder.appendingPathComponent("carousels.json")
    try Data(
      carouselLayout(id: "carousels", rows: rows, carousels: carousels, cards: cards).utf8
    ).write(to: layout)
    let site = folder.appendingPathComponent("site")
    try run(binary, ["build", layout.path, "--out", site.path])
    let preview = site.appendingPathComponent("carousels").appendingPathComponent("index.html")
    let embed = site.appendingPathComponent("carousels").appendingPathComponent("embed.html")
    let screen = try ScreenLoader.load(contentsOf: layout.path)
    let native = folder.appendingPathComponent("native-carousels.html")
    try Data(NativeCarouselPage(screen: screen).html.utf8).write(to: native)
    let pages = [
      SweptPage(label: "native", url: native, driver: "nativeCarousels"),
      SweptPage(label: "preview", url: preview, driver: "stickyPreview"),
      SweptPage(label: "embed", url: embed, driver: "stickyPreview"),
    ]
    let places = CarouselPlaces(screen: screen)
    let middle = carousels / 2

    try await withMeasuredChromium(width: 1400, height: 1100) { browser in
      let entering = places.enteringAtBottom(CarouselKind.growing.id(near: middle - 4), by: 250)
      print(
        "Carousels, the content: main-thread time per 1-pt step, \(options.steps) steps from "
          + String(format: "offset %.0f", entering)
          + " a round, \(carousels) carousels of \(cards) cards among \(rows) rows:")
      try await compareSweeps(
        browser, pages: pages, sweep: Sweep(start: entering, step: 1, steps: options.steps),
        rounds: options.rounds)
      for kind in CarouselKind.allCases {
        let id = kind.id(near: middle)
        let centred = places.centring(id)
        print("")
        print(
          "Carousels, carousel \(id): main-thread time per 1-pt step of its offset, "
            + "\(options.steps) steps from 1000 a round, centred on the screen (content at "
            + String(format: "%.0f):", centred))
        try await compareSweeps(
          browser, pages: pages,
          sweep: Sweep(start: 1000, step: 1, steps: options.steps, carousel: id, content: centred),
          rounds: options.rounds)
      }
    }
  }
}
