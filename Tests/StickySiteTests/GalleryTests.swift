import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

@Suite struct GalleryTests {
  func index(_ screens: [SiteScreen]) throws -> String {
    try #require(try SiteBuilder.testing(screens: screens).texts()["index.html"])
  }

  @Test func screensOfOneFolderMakeOnePlainList() throws {
    let page = try index(Screens.gallery.map { SiteScreen(screen: $0, group: "screens") })
    #expect(!page.contains("class=\"group\""))
    #expect(page.occurrences(of: "<ul class=\"cards\">") == 1)
    #expect(page.occurrences(of: "<li class=\"card\"") == Screens.gallery.count)
    #expect(page.contains("<h2>Sticky cell</h2>"))
  }

  @Test func screensAreGroupedByFolderInTheOrderGiven() throws {
    let groups = ["headers", "lists", "headers", ""]
    let screens = zip(Screens.gallery, groups).map { SiteScreen(screen: $0, group: $1) }
    let page = try index(screens)
    let names = page.matches(of: /<h2 class="group-name">([^<]*) <span class="count">(\d+)</)
      .map { "\($0.output.1) \($0.output.2)" }
    #expect(names == ["headers 2", "lists 1", "Top folder 1"])
    // Under a group heading, card titles are one level down.
    #expect(page.contains("<h3>Sticky cell</h3>"))
    let headers = try #require(page.range(of: "aria-label=\"headers\""))
    let lists = try #require(page.range(of: "aria-label=\"lists\""))
    let third = try #require(page.range(of: Screens.gallery[2].id + "/index.html"))
    #expect(headers.upperBound < third.lowerBound && third.lowerBound < lists.lowerBound)
  }

  @Test func cardsShowTheDescriptionAsTextAndFilterOnIt() throws {
    var screen = Screens.stickyCell
    screen.description = Screens.scriptClose + " Scroll <b>slowly</b> & watch row 25"
    let page = try index([SiteScreen(screen: screen)])
    #expect(
      page.contains(
        "<p class=\"description\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Scroll "
          + "&lt;b&gt;slowly&lt;/b&gt; &amp; watch row 25</p>"))
    let search = try #require(page.between("data-search=\"", "\""))
    #expect(search.contains("watch row 25"))
    #expect(search.contains("sticky-cell") && search.contains("iphone se"))
    #expect(search == search.lowercased())
  }
}
