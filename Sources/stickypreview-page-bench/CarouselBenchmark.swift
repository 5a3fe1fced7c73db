import Foundation
import StickyWebDriver

/// `--carousels`: a feed of 20 carousels of 50 cards among 1,000 rows
/// (`CarouselFeed`) against a native page of the same layout, in which each
/// carousel is an `overflow-x: auto` scroller inside the vertical one
/// (`NativeCarouselPage`), in a 1400×1100 window where the device, the panel
/// and the plots sit side by side: main-thread time per step, as the other
/// sweeps measure it, of the preview as built and of its `embed.html`, for
/// the content and for carousels. The feed as a designer builds it, its cards
/// with effects along x, and again with none, as Chromium services every
/// scroll-driven animation of the native page at every frame.
func carouselBenchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  try await withBenchFolder("stickypreview-carousel-bench", keep: options.keep) { folder in
    let feeds = try [true, false].map {
      try CarouselFeed(effects: $0, steps: options.steps, binary: binary, folder: folder)
    }
    try await withMeasuredChromium(width: 1400, height: 1100) { browser in
      for feed in feeds {
        for (title, sweep) in feed.sweeps {
          print(
            "Carousels \(feed.name): main-thread time per step, \(title), \(options.steps) steps "
              + "a round, \(CarouselFeed.carousels) carousels of \(CarouselFeed.cards) cards "
              + "among \(CarouselFeed.rows) rows:")
          try await compareSweeps(browser, pages: feed.pages, sweep: sweep, rounds: options.rounds)
          print("")
        }
      }
    }
  }
}
