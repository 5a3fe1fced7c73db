import Foundation
import StickyWebDriver

/// The comparisons with native scrolling (`Sweeps.swift`), then the
/// `setOffset` table (`Timings.swift`), over the pages `BenchPages` builds:
///
/// a. As a user opens the page: steps of 0.925 pt from offset 0 in a 1400×1100
///    window. The screen's pins overlap (`"stacking": "overlap"`), and the
///    native page's are all at top 0 and bottom 0 to match. Compared: the
///    preview page as built (panel, plot and facts shown) and the screen's
///    `embed.html`.
/// b. Mid-list, as first measured: steps of 1 pt from offset 3,000 in a
///    1200×1100 window, the pins stacked on both pages; then the preview
///    alone with the inspector on.
func benchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  try await withBenchFolder("stickypreview-page-bench", keep: options.keep) { folder in
    let pages = try BenchPages(options: options, binary: binary, folder: folder)

    // A desktop window: both panels sit beside the phone, as a user sees the page.
    try await withMeasuredChromium(width: 1400, height: 1100) { browser in
      print(
        "As opened: main-thread time per scroll step, \(options.steps) steps of 0.925 pt from "
          + "offset 0 a round, 10000 rows with 100 pinned at both edges, overlapping:")
      try await compareSweeps(
        browser,
        pages: [
          SweptPage(label: "native", url: pages.nativeOverlap, driver: "nativeSticky"),
          SweptPage(label: "preview", url: pages.page("opened"), driver: "stickyPreview"),
          SweptPage(
            label: "embed", url: pages.page("opened", "embed.html"), driver: "stickyPreview"),
        ],
        sweep: Sweep(start: 0, step: 0.925, steps: options.steps), rounds: options.rounds)
    }
    print("")

    try await withMeasuredChromium(width: 1200, height: 1100) { browser in
      // Below the pins at the top of the list, where the first comparison ran.
      let midList = Sweep(start: 3000, step: 1, steps: options.steps)
      print(
        "Mid-list: main-thread time per 1-pt scroll step, \(options.steps) steps from offset 3000 "
          + "a round, 10000 rows with 100 pinned at both edges, stacked:")
      try await compareSweeps(
        browser,
        pages: [
          SweptPage(label: "native", url: pages.nativeStacked, driver: "nativeSticky"),
          SweptPage(label: "preview", url: pages.page("compare"), driver: "stickyPreview"),
        ],
        sweep: midList, rounds: options.rounds)
      var inspected: [Double] = []
      for _ in 1...options.rounds {
        inspected.append(
          try await sweepCost(
            browser, page: pages.page("compare"), driver: "stickyPreview", sweep: midList,
            inspecting: true))
      }
      print(
        String(
          format: "the preview with the inspector on: median %.3f ms a step over %d rounds",
          median(inspected), inspected.count))
      print("")
      try await setOffsetTable(browser, pages: pages, options: options)
    }
  }
}
