import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Builds `screen` into a site and hands over the site and its layout file;
  /// `quiet` for a test that waits on the page's clock.
  static func withSite(
    _ screen: Screen, in kind: BrowserKind, windowHeight: Int? = nil, quiet: Bool = false,
    _ body: (Browser, URL, URL) async throws -> Void
  ) async throws {
    let layouts = try SiteTool.writeLayouts([screen])
    let folder = layouts[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    try await Self.withBrowser(kind, windowHeight: windowHeight, quiet: quiet) { browser in
      try await body(browser, site, layouts[0])
    }
  }

  static func embed(_ site: URL, _ screen: String) -> URL {
    site.appendingPathComponent(screen).appendingPathComponent("embed.html")
  }

  static func withFragment(_ url: URL, _ fragment: String) -> URL {
    URL(string: url.absoluteString + "#" + fragment)!
  }

  @Test(arguments: BrowserKind.allCases)
  func embedPageMatchesFrames(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.mathScreen, in: kind) { browser, site, _ in
      let table = Scene(screen: Self.mathScreen)
      let offsets = PageProbe.offsets(
        breakpoints: table.breakpointOffsets(of: table.allElements),
        lowest: table.lowestOffset, highest: table.highestOffset)
      Self.record(
        try await Self.check(
          page: Self.embed(site, "math"), expected: ExpectedFrames(table: table),
          offsets: offsets, probe: PageProbe(browser: browser)
        ).map { "\(kind) embed: \($0)" })
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func anOffsetFragmentStartsThereOnEitherPage(_ kind: BrowserKind) async throws {
    let table = Scene(screen: Self.inputScreen)
    try await Self.withSite(Self.inputScreen, in: kind) { browser, site, _ in
      for page in [Self.page(site, "input"), Self.embed(site, "input")] {
        for (fragment, expected) in [
          ("offset=123", 123), ("offset=-40.5", -40.5), ("offset=99999", table.highestOffset),
          ("offset=-99999", table.lowestOffset), ("offset=abc", 0), ("offset=", 0),
          ("other", 0),
        ] {
          // A fresh load each time: a changed fragment alone does not reload.
          try await browser.navigate(to: "about:blank")
          try await browser.navigate(to: Self.withFragment(page, fragment))
          let offset: Double = try await browser.run("() => window.stickyPreview.offset")
          #expect(
            abs(offset - expected) <= PageProbe.offsetTolerance,
            "\(kind) \(page.lastPathComponent)#\(fragment) opened at \(offset), not \(expected)")
        }
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func thePreviewPageKeepsTheOffsetInItsAddressWithoutNewHistory(_ kind: BrowserKind) async throws {
    // The address is written a while after the offset settles.
    try await Self.withSite(Self.inputScreen, in: kind, quiet: true) { browser, site, _ in
      struct State: Decodable {
        var hash: String
        var history: Int
      }
      let read = { () async throws -> State in
        try await browser.run("() => ({hash: location.hash, history: history.length})")
      }
      try await browser.navigate(to: Self.page(site, "input"))
      let start = try await read()
      #expect(start.hash == "", "the page wrote \(start.hash) before any scrolling")
      for (offset, hash) in [(200.0, "#offset=200"), (250.25, "#offset=250.3"), (0, "#offset=0")] {
        let settled: State = try await browser.runAsync(
          """
          (o) => new Promise((resolve) => {
            window.stickyPreview.setOffset(o);
            setTimeout(() => resolve({hash: location.hash, history: history.length}), 900);
          })
          """, offset)
        #expect(settled.hash == hash, "\(kind): at \(offset) the address ends in \(settled.hash)")
        #expect(settled.history == start.history, "\(kind): scrolling added history entries")
      }
      // Many steps within the throttle write the last one, once settled.
      let last: State = try await browser.runAsync(
        """
        () => new Promise((resolve) => {
          for (let o = 1; o <= 300; o += 7) window.stickyPreview.setOffset(o);
          setTimeout(() => resolve({hash: location.hash, history: history.length}), 900);
        })
        """)
      #expect(last.hash == "#offset=295")
      #expect(last.history == start.history)
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func aHostPageLearnsTheEmbedsSize(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.inputScreen, in: kind) { browser, site, _ in
      struct Size: Decodable, Equatable {
        var width: Double
        var frameHeight: Double
        var height: Double
      }
      // What the embed takes at 1:1, as laid out in a window larger than it.
      try await browser.navigate(to: Self.embed(site, "input"))
      let natural: Size = try await browser.run(
        """
        () => {
          const stage = document.getElementById('stage').getBoundingClientRect();
          const main = document.querySelector('main').getBoundingClientRect();
          return {width: stage.width, frameHeight: stage.height, height: main.height};
        }
        """)
      struct Message: Decodable {
        var type: String
        var screen: String
        var width: Double
        var height: Double
      }
      // The host script of docs/site.md, as a reader would paste it.
      let docs = try String(
        contentsOf: SiteTool.packageRoot.appendingPathComponent("docs/site.md"), encoding: .utf8)
      let hostScript = try #require(
        docs.firstRange(
          of: /```html\n(<script>\naddEventListener\('message'[\s\S]*?<\/script>)\n```/
        )
        .map { String(docs[$0].dropFirst(8).dropLast(4)) })
      for frameWidth in [800.0, 300.0] {
        let host = site.appendingPathComponent("host-\(Int(frameWidth)).html")
        try Data(
          """
          <!DOCTYPE html><html><body style="margin:0">
          <script>
          window.messages = [];
          addEventListener('message', (e) => window.messages.push(e.data));
          </script>
          \(hostScript)
          <iframe src="input/embed.html" style="border:0;width:\(Int(frameWidth))px;height:400px"></iframe>
          </body></html>
          """.utf8
        ).write(to: host)
        try await browser.navigate(to: host)
        let messages: [Message] = try await browser.runAsync(
          """
          () => new Promise((resolve) => {
            const start = performance.now();
            const wait = () => {
              if (window.messages.length > 0 || performance.now() - start > 5000) {
                resolve(window.messages);
              } else {
                setTimeout(wait, 20);
              }
            };
            wait();
          })
          """)
        let message = try #require(messages.first, "\(kind): no message from the embed")
        let height: Double = try await browser.run(
          "() => document.querySelector('iframe').getBoundingClientRect().height")
        #expect(
          height == message.height, "\(kind): the docs' host script did not size the iframe")
        #expect(message.type == "stickypreview:size")
        #expect(message.screen == "input")
        // The size it wants at the frame's width: scaled down to fit it, never up.
        let scale = min(1, frameWidth / natural.width)
        let bar = natural.height - natural.frameHeight
        let want = (natural.width * scale, natural.frameHeight * scale + bar)
        #expect(
          abs(message.width - want.0) <= 1 && abs(message.height - want.1) <= 1,
          "\(kind): in a \(frameWidth) px frame the embed asks for \(message.width) × \(message.height), not \(want.0) × \(want.1)"
        )
      }
    }
  }

  /// The embed snippet, pasted as it is copied into a host page that is
  /// dark, light, or names no colour scheme, shows the host page around the
  /// device: no box (browsers paint a frame opaque when its colour scheme
  /// differs from its iframe's, #f8f8f8 on a dark host before). Only the
  /// device's shadow may darken it there. Chromium and Firefox: WebKitGTK's
  /// driver answers no screenshot under Xvfb with its shared-memory renderer.
  @Test(arguments: [BrowserKind.chromium, .firefox])
  func theSnippetShowsTheHostAroundTheDevice(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.inputScreen, in: kind) { browser, site, _ in
      try await browser.navigate(to: site.appendingPathComponent("input/index.html"))
      let snippet: String = try await browser.run(
        "() => document.getElementById('embed-snippet').textContent")
      try #require(snippet.hasPrefix("<iframe src=\"input/embed.html\""), "\(snippet)")
      struct Probe: Codable {
        var points: [[Double]]
        var width: Double
      }
      struct Picture: Encodable {
        var png: String
        var points: [[Double]]
        var width: Double
      }
      for (name, scheme, background) in [
        ("dark", "color-scheme: dark;", [16.0, 32, 48]),
        ("light", "color-scheme: light;", [250, 240, 230]),
        ("unnamed", "", [40, 90, 60]),
      ] {
        let host = site.appendingPathComponent("host-\(name).html")
        let rgb = background.map { String(Int($0)) }.joined(separator: ",")
        try Data(
          """
          <!DOCTYPE html><html><head><style>
          :root { \(scheme) background: rgb(\(rgb)); }
          body { margin: 0; padding: 8px; }
          </style><script>
          addEventListener('message', (e) => {
            if (e.data && e.data.type === 'stickypreview:size') window.sized = true;
          });
          </script></head><body>\(snippet)</body></html>
          """.utf8
        ).write(to: host)
        try await browser.navigate(to: host)
        // The frame's corners, outside the device's rounded ones, and the
        // scrubber bar's padding, once the embed has drawn and said its size.
        let probe: Probe = try await browser.runAsync(
          """
          async () => {
            const frame = document.querySelector('iframe');
            const start = performance.now();
            while (!window.sized && performance.now() - start < 5000) {
              await new Promise((r) => setTimeout(r, 20));
            }
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const r = frame.getBoundingClientRect();
            return {width: innerWidth, points: [
              [r.left + 3, r.top + 3], [r.right - 4, r.top + 3], [r.left + 3, r.bottom - 4],
              [r.right - 4, r.bottom - 4]]};
          }
          """)
        let png = try await browser.screenshot().base64EncodedString()
        try await browser.navigate(to: "about:blank")
        let colors: [[Double]] = try await browser.runAsync(
          """
          async ({png, points, width}) => {
            \(PNGPixels.source)
            const pixels = await decodedPNG(png);
            // The screenshot's pixels per CSS pixel.
            const scale = pixels.width / width;
            return points.map(([x, y]) => {
              const at = 4 * (Math.round(y * scale) * pixels.width + Math.round(x * scale));
              return Array.from(pixels.data.slice(at, at + 4));
            });
          }
          """, Picture(png: png, points: probe.points, width: probe.width))
        for (point, color) in zip(probe.points, colors) {
          #expect(
            zip(color.prefix(3), background).allSatisfy { $0 <= $1 + 2 && $0 >= $1 * 0.85 - 2 },
            "\(kind), a \(name) host: at \(point) the frame shows \(color), the host is \(background)"
          )
        }
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func theWheelAtRestAtAnEndScrollsTheHost(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.inputScreen, in: kind) { browser, site, _ in
      struct Case: Encodable {
        var offset: Double
        var deltaY: Double
      }
      // Whether a cancelable wheel event at an offset was prevented.
      let prevented = { (offset: Double, deltaY: Double) async throws -> Bool in
        try await browser.run(
          """
          (c) => {
            const sp = window.stickyPreview;
            sp.setOffset(c.offset);
            const screen = document.querySelector('[data-screen]');
            const ev = new WheelEvent('wheel', {deltaY: c.deltaY, cancelable: true, bubbles: true});
            screen.dispatchEvent(ev);
            const result = ev.defaultPrevented;
            sp.setOffset(c.offset);
            return result;
          }
          """, Case(offset: offset, deltaY: deltaY))
      }
      let table = Scene(screen: Self.inputScreen)
      try await browser.navigate(to: Self.embed(site, "input"))
      #expect(try await !prevented(0, -100), "\(kind): at rest at the top, a wheel up was kept")
      #expect(try await prevented(0, 100))
      #expect(try await prevented(300, -100))
      #expect(try await prevented(300, 100))
      #expect(try await prevented(-30, -100), "\(kind): pulled, the wheel went to the host")
      #expect(try await prevented(-30, 100))
      #expect(try await !prevented(table.maxOffset, 100))
      #expect(try await prevented(table.maxOffset, -100))
      #expect(try await prevented(table.maxOffset + 20, 100))
      // The preview page on its own keeps the rubber band from rest.
      try await browser.navigate(to: Self.page(site, "input"))
      #expect(try await prevented(0, -100))
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func framesAsCSVEqualTheFramesCommand(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.mathScreen, in: kind) { browser, site, layout in
      let table = Scene(screen: Self.mathScreen)
      try await browser.navigate(to: Self.page(site, "math"))
      for offset in [-50, 0, 123, 777.5, 1000.25, table.maxOffset + 40] {
        let result = try await SiteTool.run([
          "frames", layout.path, "--format", "csv", "--offsets", cssNumber(offset),
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let expected = String(decoding: result.stdout, as: UTF8.self)
        let page: String = try await browser.run(
          """
          (o) => {
            window.stickyPreview.setOffset(o);
            document.getElementById('copy-csv').click();
            return document.getElementById('frames-csv').textContent;
          }
          """, offset)
        #expect(page == expected, "\(kind): the CSV at \(offset) differs from frames")
      }
    }
  }
}

extension BrowserTests.Pages {
  /// With `devices`, each device's page (and embed) shows what `frames`
  /// prints for the layout with that device.
  @Test(arguments: BrowserKind.allCases)
  func eachDevicesPageMatchesFramesOfTheLayoutWithThatDevice(_ kind: BrowserKind) async throws {
    let folder = try SiteTool.temporaryDirectory(named: "devices")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = """
      <screen id="devices" device="iphone-15">
        <bar edge="top" height="44"/>
        <scroll>
          <header id="hero" height="200" collapsedHeight="60" stretch="true"/>
          <list id="rows" count="60" rowHeights="44 60"><pin index="20" edge="both"/></list>
        </scroll>
      </screen>
      """
    try Data(layout.utf8).write(to: folder.appendingPathComponent("devices.xml"))
    let devices = ["iphone-se", "pixel-8", "iphone-15-pro-max"]
    let config =
      #"{"version": 1, "screens": ["devices.xml"], "devices": ["iphone-se", "pixel-8", "iphone-15-pro-max"]}"#
    try Data(config.utf8).write(to: folder.appendingPathComponent("stickypreview.json"))
    let result = try await SiteTool.run(["build"], in: folder)
    try #require(result.status == 0, "\(result.stderr)")
    let site = folder.appendingPathComponent("_site/devices")
    // Tall enough for the largest phone's embed at 1:1, which the frames check needs.
    try await Self.withBrowser(kind, windowHeight: 1400) { browser in
      let probe = PageProbe(browser: browser)
      var problems: [String] = []
      for (index, device) in devices.enumerated() {
        let copy = folder.appendingPathComponent("as-\(device).xml")
        try Data(layout.replacing(#"device="iphone-15""#, with: "device=\"\(device)\"").utf8)
          .write(to: copy)
        let natural = try await SiteTool.frames(of: copy)
        let offsets = PageProbe.offsets(
          breakpoints: natural.offsets, lowest: natural.minOffset - natural.overscroll,
          highest: natural.maxOffset + natural.overscroll, limit: 60)
        let expected = ExpectedFrames(frames: try await SiteTool.frames(of: copy, offsets: offsets))
        #expect(expected.width == Device.named(device)!.width)
        let pageFolder = index == 0 ? site : site.appendingPathComponent(device)
        for name in ["index.html", "embed.html"] {
          problems += try await Self.check(
            page: pageFolder.appendingPathComponent(name), expected: expected, offsets: offsets,
            probe: probe
          ).map { "\(kind) \(device) \(name): \($0)" }
        }
      }
      Self.record(problems)
    }
  }
}

extension BrowserTests.Pages {
  /// In a window shorter than the device, the embed scales the device down so
  /// that it and the scrubber fit, and scrolling still follows the frames.
  @Test(arguments: BrowserKind.allCases)
  func theEmbedScalesDownToFitItsWindow(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.inputScreen, in: kind, windowHeight: 600) { browser, site, _ in
      struct Fit: Decodable {
        var device: [Double]
        var scrubberBottom: Double
        var width: Double
        var height: Double
        var scale: Double
      }
      try await browser.navigate(to: Self.embed(site, "input"))
      let fit: Fit = try await browser.run(
        """
        () => {
          const d = document.getElementById('device').getBoundingClientRect();
          const s = document.getElementById('embed-scrubber').getBoundingClientRect();
          const screen = document.querySelector('[data-screen]');
          return {device: [d.left, d.top, d.right, d.bottom], scrubberBottom: s.bottom,
            width: innerWidth, height: innerHeight,
            scale: screen.getBoundingClientRect().width / screen.offsetWidth};
        }
        """)
      #expect(fit.scale < 0.9, "\(kind): the device was not scaled down (\(fit.scale))")
      #expect(fit.device[0] >= -0.5 && fit.device[1] >= -0.5 && fit.device[2] <= fit.width + 0.5)
      #expect(fit.scrubberBottom <= fit.height + 0.5, "\(kind): the scrubber is cut off")
      let probe = PageProbe(browser: browser)
      let expected = ExpectedFrames(table: Scene(screen: Self.inputScreen))
      for snapshot in try await probe.snapshots(screen: "input", offsets: [-60, 0, 350]) {
        // Every frame is right, only scaled.
        let problems = PageProbe.problems(in: snapshot, expected: expected, context: "\(kind)")
          .filter { !$0.contains("not shown at 1:1") }
        Self.record(problems)
      }
    }
  }
}

extension BrowserTests.Pages {
  /// Both pages' scrubbers follow the offset: written only when the thumb
  /// moves by half a pixel or more, the thumb is never further than that from
  /// where the offset puts it.
  @Test(arguments: BrowserKind.allCases)
  func theScrubbersThumbFollowsTheOffsetWithinHalfAPixel(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.mathScreen, in: kind) { browser, site, _ in
      let table = Scene(screen: Self.mathScreen)
      for (page, id) in [
        (Self.page(site, "math"), "scrubber"), (Self.embed(site, "math"), "embed-scrubber"),
      ] {
        try await browser.navigate(to: page)
        for offset in [-50, 0, 0.2, 123.4, 777.5, table.maxOffset, table.highestOffset] {
          struct Request: Encodable {
            var offset: Double
            var id: String
          }
          let pixels: Double = try await browser.runAsync(
            """
            (a) => new Promise((resolve) => {
              window.stickyPreview.setOffset(a.offset);
              // The panel follows in an animation frame at most every 100 ms;
              // frames, not a fixed time, since WebKit under Xvfb draws only
              // every 200 ms or so.
              const frames = (n, then) =>
                requestAnimationFrame(() => (n > 1 ? frames(n - 1, then) : then()));
              frames(2, () => setTimeout(() => frames(2, () => {
                const s = document.getElementById(a.id);
                const span = Number(s.max) - Number(s.min);
                resolve(Math.abs(Number(s.value) - a.offset) / span * s.clientWidth);
              }), 150));
            })
            """, Request(offset: offset, id: id))
          #expect(pixels <= 0.5, "\(kind) \(id): at \(offset) the thumb is \(pixels) px off")
        }
      }
    }
  }
}
