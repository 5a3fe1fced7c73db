import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The gallery page of a site with screens in two folders: its groups, its
  /// filter box, and cards that are drawn only near the viewport.
  @Suite struct GalleryPage {
    struct Cards: Decodable {
      var shown: [String]
      var groupsShown: [String]
      var count: String
      var noMatch: Bool
    }

    static let readCards = """
      () => ({
        shown: Array.from(document.querySelectorAll('.card:not([hidden]) a'),
          (a) => a.getAttribute('href')),
        groupsShown: Array.from(document.querySelectorAll('.group:not([hidden]) .group-name'),
          (h) => h.firstChild.data.trim()),
        count: document.getElementById('filter-count').textContent,
        noMatch: !document.getElementById('no-match').hidden,
      })
      """

    /// Three screens in `lists/`, two in `headers/`, built from a config.
    static func groupedSite() async throws -> URL {
      let folder = try SiteTool.temporaryDirectory(named: "grouped")
      let screens = [
        ("lists", "cell-a", "Sticky cell A"), ("lists", "cell-b", "Sticky cell B"),
        ("headers", "cover", "Stretchy cover"), ("lists", "plain", "Plain list"),
        ("headers", "collapse", "Collapsing bar"),
      ]
      for (group, id, title) in screens {
        let url = folder.appendingPathComponent(group).appendingPathComponent(id + ".xml")
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let layout = """
          <screen id="\(id)" title="\(title)"><scroll><list count="30"/></scroll></screen>
          """
        try Data(layout.utf8).write(to: url)
      }
      let config = folder.appendingPathComponent("stickypreview.json")
      try Data(#"{"version": 1, "screens": ["lists/*.xml", "headers/*.xml"]}"#.utf8)
        .write(to: config)
      let result = try await SiteTool.run(["build", "--config", config.path])
      guard result.status == 0 else { throw SiteTool.ToolError("build failed: \(result.stderr)") }
      return folder.appendingPathComponent("_site")
    }

    @Test(arguments: BrowserKind.allCases)
    func theFilterShowsMatchingCardsAndTheirGroups(_ kind: BrowserKind) async throws {
      let site = try await Self.groupedSite()
      defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
      try await Pages.withBrowser(kind) { browser in
        try await browser.navigate(to: site.appendingPathComponent("index.html"))
        let start: Cards = try await browser.run(Self.readCards)
        #expect(
          start.shown == [
            "cell-a/index.html", "cell-b/index.html", "plain/index.html", "collapse/index.html",
            "cover/index.html",
          ])
        #expect(start.groupsShown == ["lists", "headers"])
        #expect(start.count == "" && !start.noMatch)

        // "/" focuses the box; every typed word must match.
        try await browser.press(["/"] + "sticky b".map(String.init))
        let typed: Cards = try await browser.run(Self.readCards)
        #expect(typed.shown == ["cell-b/index.html"])
        #expect(typed.groupsShown == ["lists"])
        #expect(typed.count == "1 of 5")

        try await browser.press(Array(repeating: "\u{E003}", count: 8) + "zzz".map(String.init))
        let none: Cards = try await browser.run(Self.readCards)
        #expect(none.shown.isEmpty && none.groupsShown.isEmpty && none.noMatch)

        let visibility: String = try await browser.run(
          "() => getComputedStyle(document.querySelector('.card')).contentVisibility")
        #expect(visibility == "auto", "off-screen cards are still laid out and painted")
      }
    }
  }
}
