import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The gallery's three screens that snap.
  static let snapGallery = ["21-video-feed", "22-centred-cards", "23-snapping-toolbar"].map {
    SiteTool.packageRoot.appendingPathComponent("site/screens/\($0).xml")
  }

  private static let snapGallerySite = Once<URL> {
    try await SiteTool.build(
      snapGallery,
      into: try SiteTool.temporaryDirectory(named: "snap-gallery").appendingPathComponent("site"))
  }

  /// Where the content rests after one input, as the page says.
  struct GalleryLanding: Decodable {
    var name: String
    var landing: PageLanding
    var offset: Double
    var target: String?
    /// Whether it came to rest at its landing within 5 s.
    var rested: Bool
  }

  /// The page = frames (SPEC section 14) on the gallery's screens that snap:
  /// a drag held still and released, and a throw, come to rest where
  /// `frames --path` says for the same path (the lift at the offset the
  /// finger left, a throw's travel as `!+D`), within 0.5 pt and at the same
  /// block; Page Down lands where the rule's `page` does.
  @Test(arguments: BrowserKind.allCases)
  func theGalleryRestsWhereFramesSays(_ kind: BrowserKind) async throws {
    let site = try await Self.snapGallerySite.value
    for layout in Self.snapGallery {
      let screen = try ScreenBuilder.build(LayoutParser.read(contentsOf: layout.path)).screen
      let rule = Scene(screen: screen).snap
      let landings: [GalleryLanding] = try await Self.withBrowser(kind) { browser in
        try await browser.navigate(to: Self.page(site, screen.id))
        return try await browser.runAsync(
          """
          async () => {
            \(Self.snapDriver)
            const noted = [];
            const note = async (name, act) => {
              await act();
              const rested = await rests();
              noted.push({ name, landing: sp.landing, offset: sp.offset, target: sp.snapTarget, rested });
            };
            await note('drag held', () => drag([30, 30, 30, 30, 30, 20], true));
            await note('throw', () => drag([30, 40, 50, 60, 70], false));
            await note('page down', async () => key('PageDown'));
            return noted;
          }
          """)
      }
      try #require(landings.count == 3, "\(kind) \(screen.id)")
      for landing in landings {
        #expect(
          landing.rested,
          "\(kind) \(screen.id) \(landing.name): at \(landing.offset), \(String(describing: landing.target)) after 5 s; its landing \(landing.landing)"
        )
      }
      for landing in landings.prefix(2) {
        let from = landing.landing.from
        let by = landing.landing.by
        #expect(
          landing.landing.how == (landing.name == "throw" ? "fling" : "rest"),
          "\(kind) \(screen.id) \(landing.name): \(landing.landing.how)")
        let lift = by == 0 ? "!" : (by > 0 ? "!+" : "!") + cssNumber(by)
        let end = 1 + rule.style.duration + 0.05
        let result = try await SiteTool.run([
          "frames", layout.path, "--format", "json", "--path",
          "0@0,\(cssNumber(from))@1\(lift)", "--times", cssNumber(end),
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let frames = try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
        let offset = try #require(frames.offsets.first)
        #expect(
          abs(landing.offset - offset) <= 0.5,
          "\(kind) \(screen.id) \(landing.name) from \(from) by \(by): the page rests at \(landing.offset), frames --path at \(offset)"
        )
        #expect(
          frames.snapTargets?.first == landing.target,
          "\(kind) \(screen.id) \(landing.name) from \(from): the page names \(String(describing: landing.target)), its landing \(String(describing: landing.landing.target)), at \(landing.offset)"
        )
      }
      let page = landings[2]
      let expected = rule.page(from: page.landing.from, by: 1)
      #expect(
        abs(page.offset - expected.offset) <= 0.5 && page.target == expected.target,
        "\(kind) \(screen.id) Page Down from \(page.landing.from): \(page.offset) \(String(describing: page.target)), the rule \(expected)"
      )
    }
  }
}
