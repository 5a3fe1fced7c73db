import Foundation
import StickyWebDriver

/// The snapping feed (SPEC section 14) against a native page with CSS scroll
/// snap, in a 1200×1100 window: 10,000 full-screen rows of 710 pt, each
/// `snapAlign="start"` under `snapType="mandatory"`.
///
/// a. A drag: main-thread time per 1-pt step from offset 3,000, through
///    `setOffset` on both pages (the native one with snapping off while it is
///    dragged, as a finger's drag does not snap until it lifts).
/// b. Glides: Page Down `glides` times from offset 0, each left to come to
///    rest; main-thread time over the glides divided by the animation frames
///    they took. The native page's glide is the browser's own smooth scroll,
///    which runs off the main thread.
func snapBenchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  try await withBenchFolder("stickypreview-snap-bench", keep: options.keep) { folder in
    let rows = 10_000
    let layout = folder.appendingPathComponent("feed.json")
    try Data(
      """
      {"type": "screen", "id": "feed", "device": "iphone-15", "children": [
        {"type": "bar", "edge": "bottom", "height": 83, "color": "#000000"},
        {"type": "scroll", "background": "#000000", "snapType": "mandatory", "children": [
          {"type": "list", "id": "videos", "count": \(rows), "rowHeight": 710,
           "label": "Video {n}", "snapAlign": "start"}]}]}
      """.utf8
    ).write(to: layout)
    let site = folder.appendingPathComponent("site")
    try run(binary, ["build", layout.path, "--out", site.path])
    let preview = site.appendingPathComponent("feed").appendingPathComponent("index.html")
    let native = folder.appendingPathComponent("native-snap.html")
    try Data(
      NativeSnapPage(
        width: 393, height: 852, insetTop: 59, bottomBar: 83, rows: rows, rowHeight: 710
      ).html.utf8
    ).write(to: native)

    try await withMeasuredChromium(width: 1200, height: 1100) { browser in
      print(
        "Snapping feed, a drag: main-thread time per 1-pt step, \(options.steps) steps from "
          + "offset 3000 a round, \(rows) rows of 710 pt:")
      try await compareSweeps(
        browser,
        pages: [
          SweptPage(label: "native", url: native, driver: "nativeSnap"),
          SweptPage(label: "preview", url: preview, driver: "stickyPreview"),
        ],
        sweep: Sweep(start: 3000, step: 1, steps: options.steps), rounds: options.rounds)
      print("")
      let glides = 12
      print(
        "Snapping feed, glides: main-thread time per animation frame over \(glides) Page Downs "
          + "from offset 0, each left to rest:")
      var costs: [(native: Double, preview: Double)] = []
      for round in 1...options.rounds {
        let nativeCost = try await glideCost(browser, page: native, preview: false, glides: glides)
        let previewCost = try await glideCost(browser, page: preview, preview: true, glides: glides)
        costs.append((nativeCost, previewCost))
        print(
          String(
            format: "round %d  native %.3f ms  preview %.3f ms  preview-native %+.3f ms", round,
            nativeCost, previewCost, previewCost - nativeCost))
      }
      print(
        String(
          format: "median: native %.3f ms, preview %.3f ms a frame",
          median(costs.map(\.native)), median(costs.map(\.preview))))
    }
  }
}

/// Main-thread milliseconds per animation frame while `glides` Page Downs
/// glide one after another, each started once the one before has come to rest.
private func glideCost(_ browser: Browser, page: URL, preview: Bool, glides: Int) async throws
  -> Double
{
  struct Request: Encodable {
    var preview: Bool
    var glides: Int
  }
  try await browser.navigate(to: page)
  let _: Bool = try await browser.runAsync(
    """
    (a) => new Promise((resolve) => {
      let frames = 0;
      const tick = () => (++frames < 30 ? requestAnimationFrame(tick) : resolve(true));
      requestAnimationFrame(tick);
    })
    """, Request(preview: preview, glides: glides))
  let before = try await browser.taskDuration()
  let frames: Int = try await browser.runAsync(
    """
    (a) => new Promise((resolve) => {
      const screen = document.querySelector('.screen');
      const pageDown = a.preview
        ? () => screen.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }))
        : () => window.nativeSnap.page();
      let frames = 0;
      let glide = 0;
      // Each glide is given 30 frames (0.5 s at 60 Hz) to come to rest.
      const tick = () => {
        if (frames % 30 === 0) {
          if (glide === a.glides) return resolve(frames);
          glide += 1;
          pageDown();
        }
        frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })
    """, Request(preview: preview, glides: glides))
  let after = try await browser.taskDuration()
  return (after - before) * 1000 / Double(frames)
}
