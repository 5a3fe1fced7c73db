import Foundation
import StickyCore
import StickyFormats
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A laptop window that is wider than tall: the iPhone frames are taller
  /// than it is.
  static let laptop = (width: 1440, height: 780)

  /// The gallery's screens, loaded as the build loads them.
  static func galleryScreens() throws -> [Screen] {
    try SiteTool.galleryLayouts().map { try ScreenLoader.load(contentsOf: $0.path) }
  }

  @Test(arguments: BrowserKind.allCases)
  func theWholeDeviceFitsTheWindowAndTheZoomControlScalesIt(_ kind: BrowserKind) async throws {
    if !BrowserTools.shouldRun(kind) {
      try Test.cancel(Comment(rawValue: "\(kind) page tests skipped: \(kind.installHint)"))
    }
    let site = try await SiteTool.gallery()
    let screens = try Self.galleryScreens()
    try #require(!screens.isEmpty)
    let options = Browser.Options(
      kind, windowWidth: Self.laptop.width, windowHeight: Self.laptop.height)
    try await BrowserLanes.withSession(options) { browser in
      struct Fit: Decodable {
        var left, top, right, bottom, width, height: Double
        var scale: Double
        var zoomed: [Double]
        var pressed: [String]
      }
      for screen in screens {
        try await browser.navigate(to: Self.page(site, screen.id))
        let fit: Fit = try await browser.run(
          """
          () => {
            const r = document.getElementById('device').getBoundingClientRect();
            const fitted = window.stickyPreview.scale;
            const zoomed = [], pressed = [];
            for (const zoom of ['1', '0.5', 'fit']) {
              const button = document.querySelector('[data-zoom="' + zoom + '"]');
              button.click();
              zoomed.push(window.stickyPreview.scale);
              pressed.push(button.getAttribute('aria-pressed'));
            }
            return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
              width: innerWidth, height: innerHeight, scale: fitted, zoomed, pressed};
          }
          """)
        let name = "\(kind) \(screen.id)"
        #expect(
          fit.left >= 0 && fit.top >= 0 && fit.right <= fit.width && fit.bottom <= fit.height,
          "\(name): the device (\(fit.left), \(fit.top)) to (\(fit.right), \(fit.bottom)) is not inside the \(fit.width) × \(fit.height) window"
        )
        #expect(fit.scale < 1, "\(name): a frame taller than the window is not scaled down")
        #expect(fit.zoomed == [1, 0.5, fit.scale], "\(name): 100%, 50%, Fit gave \(fit.zoomed)")
        #expect(fit.pressed == ["true", "true", "true"], "\(name): aria-pressed \(fit.pressed)")
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func theStatusBarAndHomeIndicatorTakeTheInkOfWhatIsUnderThem(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let screens = try Self.galleryScreens()
    try #require(!screens.isEmpty)
    try await Self.withBrowser(kind) { browser in
      struct Request: Encodable { var offsets: [Double] }
      struct Answer: Decodable {
        var status: [String]
        var home: [String]
      }
      var checked = Set<String>()
      for screen in screens {
        let table = Scene(screen: screen)
        let surfaces = SurfaceInk(screen: screen, table: table)
        let statusLine = min(screen.safeTop, 54) / 2
        let homeLine = screen.height - 10.5
        let offsets = PageProbe.offsets(
          breakpoints: table.breakpointOffsets(of: table.allElements),
          lowest: table.lowestOffset, highest: table.highestOffset, limit: 40)
        try await browser.navigate(to: Self.page(site, screen.id))
        let answer: Answer = try await browser.run(
          """
          (a) => {
            document.documentElement.className = 'light';
            const color = (selector) => {
              const node = document.querySelector(selector);
              return node ? getComputedStyle(node).color : 'none';
            };
            const status = [], home = [];
            for (const o of a.offsets) {
              window.stickyPreview.setOffset(o);
              status.push(color('.status'));
              home.push(color('.home-indicator'));
            }
            return {status, home};
          }
          """, Request(offsets: offsets))
        for (n, offset) in offsets.enumerated() {
          for (part, line, shown, present) in [
            ("status bar", statusLine, answer.status[n], screen.safeTop > 0),
            ("home indicator", homeLine, answer.home[n], screen.frame == .modern),
          ] {
            guard present else {
              #expect(shown == "none", "\(kind) \(screen.id): a \(part) on a screen without one")
              continue
            }
            guard let want = surfaces.ink(atLine: line, offset: offset) else { continue }
            checked.insert("\(screen.id) \(part) \(want)")
            #expect(
              shown == want.lightThemeCSS,
              "\(kind) \(screen.id) at \(offset): the \(part) is \(shown), \(want) expected")
          }
        }
      }
      // The gallery shows each ink somewhere, so that a constant cannot pass.
      let inks = Set(checked.map { $0.split(separator: " ").last! })
      #expect(inks.isSuperset(of: ["light", "theme"]), "inks seen: \(inks.sorted())")
    }
  }

  /// A screen's `statusBar` band covers its top safe area in its colour over
  /// whatever scrolls there, under the clock and the camera, at every offset.
  @Test(arguments: BrowserKind.allCases)
  func aStatusBarBandCoversTheTopSafeArea(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let screens = try Self.galleryScreens().filter { $0.statusBar != nil }
    try #require(screens.map(\.id) == ["enter-always-tabs"])
    try await Self.withBrowser(kind) { browser in
      for screen in screens {
        let table = Scene(screen: screen)
        try await browser.navigate(to: Self.page(site, screen.id))
        struct Band: Decodable, Equatable {
          var color: String
          var top: Double
          var height: Double
          var belowClock: Bool
        }
        let bands: [Band?] = try await browser.run(
          """
          (offsets) => offsets.map((o) => {
            window.stickyPreview.setOffset(o);
            const band = document.querySelector('.status-band');
            if (!band) return null;
            const screen = document.querySelector('[data-screen]');
            const s = screen.getBoundingClientRect();
            const b = band.getBoundingClientRect();
            const scale = s.width / screen.offsetWidth;
            const status = document.querySelector('.status');
            return {color: getComputedStyle(band).backgroundColor, top: (b.top - s.top) / scale,
              height: b.height / scale,
              belowClock: Boolean(band.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING)};
          })
          """, [table.lowestOffset, 0, 300, table.maxOffset])
        for band in bands {
          #expect(
            band
              == Band(color: "rgb(0, 103, 91)", top: 0, height: screen.safeTop, belowClock: true),
            "\(kind) \(screen.id): \(String(describing: band))")
        }
      }
    }
  }
}
