import Foundation
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The snapshots look like the page: for each gallery screen at a pull, at
  /// rest, half-way and at the end, the page's device and the framed snapshot,
  /// then the page's screen alone and the frameless snapshot, are captured at
  /// 1:1 in Chromium with their text hidden (text has tests of its own), and
  /// nearly every pixel of one is close to the same pixel of the other.
  @Suite struct SVGLook {
    /// A pixel matches when no channel (red, green, blue) differs by more than
    /// this, of 255: antialiasing at an edge and the rounding of a blur stay
    /// under it, a missing fill or a picture out of place do not.
    static let tolerance = 24
    /// The share of matching pixels each comparison needs.
    static let threshold = 0.97

    /// The page's text hidden: its status bar's icons keep their ink.
    static let hiddenText = """
      [data-screen] :is(.label, .detail, .titles, .texts, .body, .t-row, .time) {
        color: transparent !important; text-shadow: none !important;
      }
      """
    /// Then, to compare the screen alone, the status bar, island and home
    /// indicator, which a frameless snapshot leaves to the device frame,
    /// hidden, and the screen's corners square, as the snapshot's are.
    static let screenOnly = """
      [data-screen] .decor { display: none !important; }
      [data-screen] { border-radius: 0 !important; }
      """

    struct Pair: Encodable {
      var a: String
      var b: String
      var tolerance: Int
    }

    struct Setting: Encodable {
      var offset: Double
      var css: String
      var selector: String
    }

    /// A PNG of the rectangle at (0, 0) `width` by `height` of what the page shows,
    /// beyond the window if need be.
    static func capture(_ browser: Browser, x: Double, y: Double, width: Double, height: Double)
      async throws -> String
    {
      let result = try await browser.devTools(
        "Page.captureScreenshot",
        [
          "format": "png", "captureBeyondViewport": true,
          "clip": ["x": x, "y": y, "width": width, "height": height, "scale": 1],
        ])
      guard let data = (result as? [String: Any])?["data"] as? String else {
        throw SiteTool.ToolError("no screenshot data")
      }
      return data
    }

    /// The share of pixels of two PNGs of one size whose channels all differ
    /// by `tolerance` or less; -1 when their sizes differ.
    static func matching(_ a: String, _ b: String, in browser: Browser) async throws -> Double {
      try await browser.runAsync(
        """
        async ({a, b, tolerance}) => {
          \(PNGPixels.source)
          const [p, q] = [await decodedPNG(a), await decodedPNG(b)];
          if (p.width !== q.width || p.height !== q.height) return -1;
          let same = 0;
          for (let i = 0; i < p.data.length; i += 4) {
            if (Math.abs(p.data[i] - q.data[i]) <= tolerance
                && Math.abs(p.data[i + 1] - q.data[i + 1]) <= tolerance
                && Math.abs(p.data[i + 2] - q.data[i + 2]) <= tolerance) same++;
          }
          return same / (p.width * p.height);
        }
        """, Pair(a: a, b: b, tolerance: tolerance), as: Double.self)
    }

    /// What the gallery does not show: the default header's shade (pulled,
    /// so it stretches), cards holding a picture that their effects move,
    /// scale and blur, and a button, on a Pixel.
    static let extras = """
      <screen id="look-extras" device="pixel-8">
        <scroll>
          <header id="shaded" height="240" title="Shaded"/>
          <stack id="cards" padding="16" spacing="12">
            <box id="moved" height="160" image="landscape.svg">
              <effect part="image" property="translateY" range="0 200" values="0 -40"/>
              <effect part="image" property="scale" range="-100 200" values="1.6 1.2"/>
            </box>
            <box id="blurred" height="120" image="landscape.svg">
              <effect part="image" property="blur" range="0 300" values="0 8"/>
            </box>
            <button id="go" label="Go"/>
            <box id="plain" height="900" label="Plain"/>
          </stack>
        </scroll>
      </screen>
      """

    @Test func snapshotsLookLikeThePage() async throws {
      let gallery = SiteTool.galleryLayouts()
      try #require(gallery.count == 26)
      let folder = try SiteTool.temporaryDirectory(named: "svg-look")
      defer { try? FileManager.default.removeItem(at: folder) }
      let extras = folder.appendingPathComponent("extras.xml")
      try Data(Self.extras.utf8).write(to: extras)
      try FileManager.default.copyItem(
        at: SiteTool.packageRoot.appendingPathComponent("site/screens/landscape.svg"),
        to: folder.appendingPathComponent("landscape.svg"))
      let layouts = gallery + [extras]
      let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
      var figures: [String] = []
      var failures: [String] = []
      // Under reduced motion a state takes its new value at once, as a
      // snapshot draws it, instead of fading to it after `setOffset`.
      let options = Browser.Options(
        .chromium, windowWidth: 1600, windowHeight: 1200, reducedMotion: true)
      try await BrowserLanes.withSession(options) { browser in
        for layout in layouts {
          let range = try await SiteTool.frames(of: layout)
          // Ascending; a screen that cannot scroll has one offset for three.
          let offsets = Array(
            Set([
              max(range.minOffset - range.overscroll, -120), 0, (range.maxOffset / 2).rounded(),
              range.maxOffset,
            ])
          ).sorted()
          // Each framing: its snapshots, then the page once at each offset in
          // turn, ascending, so that bars that hide show the state scrolling
          // straight from the top gives, as the snapshots draw it.
          var pictures: [Double: [(framing: String, drawing: String, page: String)]] = [:]
          for (framing, selector, css) in [
            ("device", "#device", Self.hiddenText),
            ("none", "[data-screen]", Self.hiddenText + Self.screenOnly),
          ] {
            var drawings: [(offset: Double, png: String, size: [Double])] = []
            for offset in offsets {
              let file = try await SVGDrawings.draw(
                [
                  "snapshot", layout.path, "--offset", cssNumber(offset), "--frame", framing,
                  "--appearance", "light",
                ], into: folder, name: "\(range.screen)-\(cssNumber(offset))-\(framing).svg")
              try await browser.navigate(to: file)
              let size: [Double] = try await browser.runAsync(
                """
                async () => {
                  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
                  style.textContent = 'text { visibility: hidden; }';
                  document.documentElement.append(style);
                  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                  const svg = document.documentElement;
                  return [svg.width.baseVal.value, svg.height.baseVal.value];
                }
                """)
              let png = try await Self.capture(browser, x: 0, y: 0, width: size[0], height: size[1])
              drawings.append((offset, png, size))
            }
            try await browser.navigate(
              to: site.appendingPathComponent(range.screen).appendingPathComponent("index.html"))
            for (offset, drawing, size) in drawings {
              let box: [Double] = try await browser.runAsync(
                """
                async ({offset, css, selector}) => {
                  if (!window.lookSheet) {
                    document.querySelector('[data-zoom="1"]').click();
                    // The page's policy refuses a <style>; a constructed sheet is script's.
                    window.lookSheet = new CSSStyleSheet();
                    window.lookSheet.replaceSync(css);
                    document.adoptedStyleSheets = [...document.adoptedStyleSheets, window.lookSheet];
                  }
                  window.stickyPreview.setOffset(offset);
                  await Promise.all([...document.images].map((i) => i.decode().catch(() => {})));
                  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                  const r = document.querySelector(selector).getBoundingClientRect();
                  return [r.left + scrollX, r.top + scrollY, r.width, r.height];
                }
                """, Setting(offset: offset, css: css, selector: selector), as: [Double].self)
              guard abs(box[2] - size[0]) < 0.5, abs(box[3] - size[1]) < 0.5 else {
                failures.append(
                  "\(range.screen) at \(offset), frame \(framing): the page's is "
                    + "\(box[2])×\(box[3]), the snapshot's \(size[0])×\(size[1])")
                continue
              }
              let page = try await Self.capture(
                browser, x: box[0], y: box[1], width: box[2], height: box[3])
              pictures[offset, default: []].append((framing, drawing, page))
            }
          }
          // A blank page of its own decodes the pictures.
          try await browser.navigate(to: "about:blank")
          var shares: [String] = []
          for offset in offsets {
            var figure: [String] = []
            for (framing, drawing, page) in pictures[offset] ?? [] {
              let share = try await Self.matching(drawing, page, in: browser)
              figure.append(percent(share))
              if share < Self.threshold {
                failures.append(
                  "\(range.screen) at \(offset), frame \(framing): "
                    + "\(percent(share)) of pixels match")
              }
            }
            shares.append("\(cssNumber(offset)): " + figure.joined(separator: " / "))
          }
          figures.append("\(range.screen): " + shares.joined(separator: ", "))
        }
      }
      print(
        "Pixels within \(Self.tolerance)/255 of the page, per screen and offset, "
          + "with the device / the screen alone:")
      for line in figures { print("  " + line) }
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The blur of `08-stretchy-blur` follows the scroll: in its animation the
    /// filter's deviation is the effect's value along the path, and in a
    /// filmstrip each pulled screen has a filter of its own.
    @Test func blurFollowsTheOffset() async throws {
      let layout = SiteTool.packageRoot.appendingPathComponent(
        "site/screens/08-stretchy-blur.xml")
      let folder = try SiteTool.temporaryDirectory(named: "svg-blur")
      defer { try? FileManager.default.removeItem(at: folder) }
      // Pulled to -200 (a blur of 12) in a second, then back in another.
      let animation = try await SVGDrawings.draw(
        ["animate", layout.path, "--path", "0@0,-200@1,0@2"], into: folder, name: "blur.svg")
      let film = try await SVGDrawings.draw(
        ["film", layout.path, "--offsets", "-150,-50,0,100"], into: folder, name: "film.svg")
      try await BrowserLanes.withSession { browser in
        try await browser.navigate(to: animation)
        var deviations: [Double] = []
        for time in [0, 0.5, 1, 1.5, 2.0] {
          deviations.append(
            try await browser.runAsync(
              """
              async (time) => {
                for (const svg of document.querySelectorAll('svg')) {
                  svg.pauseAnimations();
                  svg.setCurrentTime(time);
                }
                // The animated value is sampled when the next frame is drawn.
                await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
                return document.querySelector('feGaussianBlur').stdDeviationX.animVal;
              }
              """, time, as: Double.self))
        }
        #expect(deviations[0] == 0 && deviations[4] == 0, "\(deviations)")
        #expect(abs(deviations[2] - 12) < 0.01, "\(deviations)")
        #expect(deviations[1] > 1 && deviations[1] < 12 && deviations[3] > 1, "\(deviations)")
        try await browser.navigate(to: film)
        struct Blur: Decodable {
          var offset: Double
          var filters: [String]
          var deviations: [Double]
        }
        let blurs: [Blur] = try await browser.run(
          """
          () => [...document.querySelectorAll('[data-screen]')].map((screen) => ({
            offset: Number(screen.getAttribute('data-offset')),
            filters: [...screen.querySelectorAll('[filter]')].map((g) => g.getAttribute('filter')),
            deviations: [...screen.querySelectorAll('feGaussianBlur')]
              .map((f) => f.stdDeviationX.baseVal),
          }))
          """)
        // The effect blurs by 12 at -200 down to 0 at rest.
        #expect(blurs.map(\.offset) == [-150, -50, 0, 100])
        #expect(blurs.map(\.deviations) == [[9], [3], [], []])
        let filters = blurs.flatMap(\.filters)
        #expect(filters.count == 2 && Set(filters).count == 2, "\(filters)")
      }
    }

    private func percent(_ share: Double) -> String {
      String(format: "%.1f%%", share * 100)
    }
  }
}
