// Takes screenshots of a built site in headless Chromium, so that a change to
// the pages can be looked at rather than imagined: the gallery, then every
// preview page at rest, pulled past the top, mid-scroll and at the end (and,
// where it has carousels, each swiped by a wheel and come to rest, then each
// moved on by 0.3 of its width), and each screen's embed inside a host
// page; in light and dark (the system setting, emulated), at 1440×900 and
// 1280×720 (laptops) and 390×844 (a phone), or at the sizes given.
//
//   swift run -c release stickypreview build --out _site
//   swift run stickypreview-screenshots [--site _site] [--out screenshots]
//     [--only SCREEN-ID]... [--size WIDTHxHEIGHT]...
//
// Files: OUT/<light|dark>-<width>x<height>/gallery.png, <id>-<state>.png
// (rest, pulled, mid, end; snapped and swiped) and <id>-embed.png.

import Foundation
import StickyWebDriver

struct ScreenshotError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

struct Options {
  var site = "_site"
  var out = "screenshots"
  var only: Set<String> = []
  var sizes: [(width: Int, height: Int)] = []

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--site", "--out", "--only", "--size":
        guard let value = iterator.next() else {
          throw ScreenshotError("\(argument) needs a value")
        }
        switch argument {
        case "--site": site = value
        case "--out": out = value
        case "--only": only.insert(value)
        default: sizes.append(try Self.size(value))
        }
      case "-h", "--help":
        print(
          "usage: stickypreview-screenshots [--site DIR] [--out DIR] [--only SCREEN-ID]... [--size WIDTHxHEIGHT]..."
        )
        exit(0)
      default: throw ScreenshotError("unknown argument \(argument)")
      }
    }
    if sizes.isEmpty { sizes = [(1440, 900), (1280, 720), (390, 844)] }
  }

  static func size(_ text: String) throws -> (width: Int, height: Int) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (200...4000).contains(width), (200...4000).contains(height)
    else { throw ScreenshotError("--size wants WIDTHxHEIGHT, such as 1440x900; got \(text)") }
    return (width, height)
  }
}

/// The states a preview page is photographed in, as offsets from its range.
struct Range: Decodable {
  var maxOffset: Double
  var overscroll: Double

  var states: [(name: String, offset: Double)] {
    [
      ("rest", 0), ("pulled", -overscroll / 2), ("mid", (maxOffset / 2).rounded()),
      ("end", maxOffset),
    ]
  }
}

/// The screen ids the gallery links, in its order.
func screenIDs(site: URL) throws -> [String] {
  let gallery = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
  return gallery.matches(of: /href="([A-Za-z][A-Za-z0-9_-]*)\/index\.html"/).map {
    String($0.output.1)
  }
}

/// A page that frames an embed between paragraphs, as a docs page would, and
/// sizes the frame by the height the embed reports.
func hostPage(embed: URL, id: String) -> String {
  """
  <!DOCTYPE html><html><head><meta charset="utf-8"><title>Docs page</title>
  <style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px}
  iframe{width:100%;height:640px;border:1px solid #ccc;border-radius:12px}</style></head>
  <body><h1>Docs page</h1><p>Text before the preview of <code>\(id)</code>.</p>
  <iframe id="preview" title="Preview of \(id)" src="\(embed.absoluteString)"></iframe>
  <p>Text after the preview.</p>
  <script>addEventListener('message', (e) => {
    if (e.data && e.data.type === 'stickypreview:size') {
      document.getElementById('preview').style.height = e.data.height + 'px';
    }
  });</script></body></html>
  """
}

/// Swipes each carousel of the page sideways by 0.7 of its width with a
/// wheel, as a user would, and waits until every one has come to rest where
/// its snap puts it; returns, by id, where each rests and its width (none on
/// a screen without carousels).
let snapCarousels = """
  async () => {
    const sp = stickyPreview;
    sp.setOffset(0);
    const widths = {};
    for (const view of document.querySelectorAll('[data-screen] [data-carousel]')) {
      widths[view.dataset.carousel] = view.getBoundingClientRect().width / sp.scale;
      view.dispatchEvent(new WheelEvent('wheel', { deltaX: 0.7, deltaMode: 2, bubbles: true,
        cancelable: true }));
    }
    // The wheel's gesture ends when it has been idle for a while; then the glide.
    await new Promise((done) => setTimeout(done, 300));
    let last = '';
    for (let still = 0, k = 0; still < 5 && k < 300; k++) {
      await new Promise((done) => requestAnimationFrame(done));
      const now = JSON.stringify(sp.carousels);
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const rests = {};
    for (const [id, x] of Object.entries(sp.carousels)) rests[id] = [x, widths[id]];
    return rests;
  }
  """

/// Moves each carousel on by 0.3 of its width from where it rests: mid-swipe.
let swipeCarousels = """
  (rests) => {
    for (const [id, [x, w]] of Object.entries(rests)) stickyPreview.setCarousel(id, x + 0.3 * w);
    return Object.keys(rests).length;
  }
  """

func settle(_ browser: Browser) async throws {
  let _: Bool = try await browser.runAsync(
    "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"
  )
}

func run() async throws {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  let site = URL(fileURLWithPath: options.site, isDirectory: true)
  guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path)
  else {
    throw ScreenshotError(
      "no site at \(options.site); build one first: swift run stickypreview build --out \(options.site)"
    )
  }
  let ids = try screenIDs(site: site).filter { options.only.isEmpty || options.only.contains($0) }
  let out = URL(fileURLWithPath: options.out, isDirectory: true)
  var count = 0
  for (width, height) in options.sizes {
    try await Browser.withSession(
      Browser.Options(.chromium, windowWidth: width, windowHeight: height)
    ) { browser in
      // Headless windows have a minimum width; the viewport is set exactly.
      try await browser.devTools(
        "Emulation.setDeviceMetricsOverride",
        ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600])
      for scheme in ["light", "dark"] {
        try await browser.devTools(
          "Emulation.setEmulatedMedia",
          ["features": [["name": "prefers-color-scheme", "value": scheme]]])
        let folder = out.appendingPathComponent("\(scheme)-\(width)x\(height)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func shoot(_ name: String) async throws {
          try await settle(browser)
          try await browser.screenshot().write(to: folder.appendingPathComponent(name + ".png"))
          count += 1
        }
        try await browser.navigate(to: site.appendingPathComponent("index.html"))
        try await shoot("gallery")
        for id in ids {
          let page = site.appendingPathComponent(id).appendingPathComponent("index.html")
          try await browser.navigate(to: page)
          let range: Range = try await browser.run(
            "() => ({maxOffset: stickyPreview.maxOffset, overscroll: stickyPreview.overscroll})")
          for state in range.states {
            let _: Double = try await browser.run(
              "(o) => stickyPreview.setOffset(o)", state.offset)
            try await shoot("\(id)-\(state.name)")
          }
          let rests: [String: [Double]] = try await browser.runAsync(snapCarousels)
          if !rests.isEmpty {
            try await shoot("\(id)-snapped")
            let _: Int = try await browser.run(swipeCarousels, rests)
            try await shoot("\(id)-swiped")
          }
          let embed = site.appendingPathComponent(id).appendingPathComponent("embed.html")
          if FileManager.default.fileExists(atPath: embed.path) {
            let host = folder.appendingPathComponent("\(id)-host.html")
            try Data(hostPage(embed: embed, id: id).utf8).write(to: host)
            try await browser.navigate(to: host)
            try await shoot("\(id)-embed")
            try FileManager.default.removeItem(at: host)
          }
        }
      }
    }
  }
  print("\(count) screenshots of \(ids.count) screens in \(out.path)")
}

do {
  try await run()
} catch {
  FileHandle.standardError.write(Data("stickypreview-screenshots: \(error)\n".utf8))
  exit(1)
}
