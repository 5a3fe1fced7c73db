import Foundation
import StickyWebDriver

/// 3. A gallery of many screens (`--gallery N`): N layouts in folders of 100,
/// built from a config; the build's time, the gallery page's size, and in
/// Chromium the main thread's task time to open it (cards off screen are left
/// undrawn by `content-visibility: auto`), to draw every card as a page
/// without that would, and to filter the cards by a typed query.
func galleryBenchmark(count: Int, binary: URL, keep: Bool) async throws {
  try await withBenchFolder("stickypreview-gallery-bench", keep: keep) { folder in
    let config = try writeGalleryProject(count: count, in: folder)
    let start = Date()
    try run(binary, ["build", "--config", config.path])
    let seconds = Date().timeIntervalSince(start)
    let gallery = folder.appendingPathComponent("_site/index.html")
    let page = try Data(contentsOf: gallery)
    print(
      String(
        format: "gallery of %d screens in %d folders: built in %.2f s, index.html %@ (%@ gzipped)",
        count, (count + 99) / 100, seconds, bytes(page.count), bytes(try gzipSize(page))))

    try await withMeasuredChromium(width: 1440, height: 900) { browser in
      let settle =
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"
      let before = try await browser.taskDuration()
      try await browser.navigate(to: gallery)
      let _: Bool = try await browser.runAsync(settle)
      let opened = try await browser.taskDuration()
      let filterMS: Double = try await browser.runAsync(
        """
        () => {
          const input = document.getElementById('filter');
          const t = performance.now();
          input.value = 'screen-11';
          input.dispatchEvent(new Event('input'));
          document.body.offsetHeight;
          const ms = performance.now() - t;
          input.value = '';
          input.dispatchEvent(new Event('input'));
          return new Promise((done) => requestAnimationFrame(() => done(ms)));
        }
        """)
      let _: Bool = try await browser.runAsync(settle)
      let cleared = try await browser.taskDuration()
      let _: Bool = try await browser.runAsync(
        """
        () => {
          for (const card of document.querySelectorAll('.card')) card.style.contentVisibility = 'visible';
          return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
        }
        """)
      let drawn = try await browser.taskDuration()
      print(
        String(
          format:
            "  open: %.0f ms of main-thread tasks; drawing every card as well: %.0f ms more; "
            + "filtering %d cards: %.1f ms",
          (opened - before) * 1000, (drawn - cleared) * 1000, count, filterMS))
    }
  }
}

/// N layouts in folders of 100 (lists of 50 to 250 rows, half with a header)
/// and the config that names them; returns the config.
func writeGalleryProject(count: Int, in folder: URL) throws -> URL {
  for index in 0..<count {
    let group = folder.appendingPathComponent("group-\(index / 100)")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data(galleryLayout(index).utf8).write(
      to: group.appendingPathComponent("screen-\(index).json"))
  }
  let config = folder.appendingPathComponent("stickypreview.json")
  try Data(#"{"version": 1, "screens": ["group-*/*.json"]}"#.utf8).write(to: config)
  return config
}

/// The layout of the gallery's screen `index`.
func galleryLayout(_ index: Int) -> String {
  layout(
    id: "screen-\(index)", rows: 50 + index % 200, pins: [10], edges: ["both"],
    header: index % 2 == 0)
}
