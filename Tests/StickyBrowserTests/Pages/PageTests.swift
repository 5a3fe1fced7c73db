import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The generated preview pages against the frames (SPEC section 7), and the
  /// page's scrolling, in Chromium, Firefox and WebKit: every test runs once
  /// per browser.
  @Suite struct Pages {
    /// Runs `body` in `kind`'s session (`BrowserLanes`); `quiet` for a test
    /// that measures wall-clock time. Outside CI a browser that is not
    /// installed cancels the test with a line saying how to install it; in
    /// CI the session fails to start instead.
    static func withBrowser<T>(
      _ kind: BrowserKind, windowHeight: Int? = nil, quiet: Bool = false,
      _ body: (Browser) async throws -> T
    ) async throws -> T {
      if !BrowserTools.shouldRun(kind) {
        try Test.cancel(Comment(rawValue: "\(kind) page tests skipped: \(kind.installHint)"))
      }
      var options = Browser.Options(kind)
      if let windowHeight { options.windowHeight = windowHeight }
      return try await BrowserLanes.withSession(options, quiet: quiet, body)
    }

    /// A page file of a built site.
    static func page(_ site: URL, _ screen: String) -> URL {
      site.appendingPathComponent(screen).appendingPathComponent("index.html")
    }

    /// Opens a page, checks its `stickyPreview` against the frames, then sets
    /// every offset and compares every element. Returns the problems found.
    static func check(
      page: URL, expected: ExpectedFrames, offsets: [Double], probe: PageProbe
    ) async throws -> [String] {
      let info = try await probe.open(page)
      var problems: [String] = []
      let name = expected.screen
      if info.screen != name { problems.append("\(name): stickyPreview.screen is \(info.screen)") }
      if info.screenElements != 1 {
        problems.append("\(name): no [data-screen=\"\(name)\"] element")
      }
      if !info.hasSetOffset {
        problems.append("\(name): stickyPreview.setOffset is not a function")
      }
      for (label, page, want) in [
        ("minOffset", info.minOffset, expected.minOffset),
        ("maxOffset", info.maxOffset, expected.maxOffset),
        ("overscroll", info.overscroll, expected.overscroll),
      ] where abs(page - want) > PageProbe.offsetTolerance {
        problems.append("\(name): stickyPreview.\(label) is \(page), frames say \(want)")
      }
      if abs(info.offset) > 1e-9 {
        problems.append("\(name): opens at offset \(info.offset), not 0")
      }
      guard problems.isEmpty else { return problems }
      let snapshots = try await probe.snapshots(
        screen: name, offsets: offsets, carriers: expected.carriers)
      for (offset, snapshot) in zip(offsets, snapshots) {
        if abs(snapshot.offset - offset) > PageProbe.offsetTolerance {
          problems.append("\(name): setOffset(\(offset)) left the offset at \(snapshot.offset)")
          continue
        }
        problems += PageProbe.problems(in: snapshot, expected: expected, context: name)
      }
      // setOffset clamps to the overscroll range.
      let clamped = try await probe.snapshots(
        screen: name, offsets: [expected.lowestOffset - 500, expected.highestOffset + 500])
      if abs(clamped[0].offset - expected.lowestOffset) > PageProbe.offsetTolerance
        || abs(clamped[1].offset - expected.highestOffset) > PageProbe.offsetTolerance
      {
        problems.append(
          "\(name): setOffset beyond the range gave \(clamped[0].offset) and \(clamped[1].offset), "
            + "not \(expected.lowestOffset) and \(expected.highestOffset)")
      }
      return problems
    }

    static func record(_ problems: [String], limit: Int = 40) {
      guard !problems.isEmpty else { return }
      Issue.record(
        Comment(
          rawValue: "\(problems.count) problems:\n"
            + problems.prefix(limit).joined(separator: "\n")))
    }

    @Test(arguments: BrowserKind.allCases)
    func galleryPagesMatchFrames(_ kind: BrowserKind) async throws {
      try await Self.withGallery(kind) { layouts, site, browser, probe in
        var problems: [String] = []
        var screens: [String] = []
        for layout in layouts {
          let natural = try await SiteTool.frames(of: layout)
          let offsets = PageProbe.offsets(
            breakpoints: natural.offsets, lowest: natural.minOffset - natural.overscroll,
            highest: natural.maxOffset + natural.overscroll)
          let expected = ExpectedFrames(
            frames: try await SiteTool.frames(of: layout, offsets: offsets))
          screens.append(expected.screen)
          let page = Self.page(site, expected.screen)
          guard FileManager.default.fileExists(atPath: page.path) else {
            problems.append("\(layout.lastPathComponent): no page at \(expected.screen)/index.html")
            continue
          }
          problems += try await Self.check(
            page: page, expected: expected, offsets: offsets, probe: probe)
          problems += try await Self.networkRequests(browser).map {
            "\(expected.screen): loaded \($0) from outside the site"
          }
        }
        // The gallery page links every screen.
        try await browser.navigate(to: site.appendingPathComponent("index.html"))
        let links: [String] = try await browser.run(
          "() => Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href'))")
        for screen in screens where !links.contains(where: { $0.hasSuffix("\(screen)/index.html") })
        {
          problems.append("the gallery does not link \(screen)/index.html")
        }
        return problems
      }
    }

    /// Resources the page loaded from anywhere but the local site.
    static func networkRequests(_ browser: Browser) async throws -> [String] {
      try await browser.run(
        """
        () => performance.getEntriesByType('resource').map((e) => e.name)
          .filter((n) => !/^(file|data|blob):/.test(n))
        """)
    }

    @Test(arguments: BrowserKind.allCases)
    func generatedLayoutPagesMatchFrames(_ kind: BrowserKind) async throws {
      let count = TestEnvironment.integer("STICKYPREVIEW_PAGE_LAYOUTS") ?? 12
      let base = TestEnvironment.seed("STICKYPREVIEW_PAGE_SEED") ?? 0x9A6E_5EED
      let screens = (0..<count).map {
        LayoutGenerator.anyScreen(
          seed: SplitMix64.layoutSeed(base: base, index: $0), id: "generated-\($0)")
      }
      try await Self.checkGenerated(
        screens, seeds: (0..<count).map { SplitMix64.layoutSeed(base: base, index: $0) }, in: kind)
    }

    /// Builds `screens` (made from `seeds`) into a site and compares each page
    /// with the core's frame table at every breakpoint.
    static func checkGenerated(_ screens: [Screen], seeds: [UInt64], in kind: BrowserKind)
      async throws
    {
      let layouts = try SiteTool.writeLayouts(screens)
      let site = try await SiteTool.build(
        layouts, into: layouts[0].deletingLastPathComponent().appendingPathComponent("site"))
      defer { try? FileManager.default.removeItem(at: layouts[0].deletingLastPathComponent()) }
      try await Self.withBrowser(kind) { browser in
        let probe = PageProbe(browser: browser)
        for (screen, seed) in zip(screens, seeds) {
          let table = Scene(screen: screen)
          let offsets = PageProbe.offsets(
            breakpoints: table.breakpointOffsets(of: table.allElements),
            lowest: table.lowestOffset, highest: table.highestOffset)
          let problems = try await Self.check(
            page: Self.page(site, screen.id), expected: ExpectedFrames(table: table),
            offsets: offsets, probe: probe)
          if !problems.isEmpty {
            Self.record(
              ["\(kind), layout seed \(hex(seed)):"] + [LayoutJSON.encode(screen)] + problems)
          }
        }
      }
    }
  }
}
