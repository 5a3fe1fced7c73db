import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickySite

/// The built-in gallery: the layouts of `site/screens`, embedded at build time.
@Suite struct BuiltInGalleryTests {
  static func screens() throws -> [Screen] {
    try SiteResources.galleryLayouts.map { layout in
      try ScreenLoader.load(Array(layout.text.utf8), file: layout.path)
    }
  }

  @Test func everyLayoutLoads() throws {
    let screens = try Self.screens()
    // The four behaviours the product grew from come first, then the rest.
    #expect(
      screens.prefix(5).map(\.id) == [
        "stretchy-header", "sticky-cell", "sticky-section-header", "full-screen-short",
        "full-screen-long",
      ])
    #expect(Set(screens.map(\.id)).count == screens.count)
  }

  @Test func theSeedsAreRecognisable() throws {
    let screens = try Self.screens()
    let byID = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })

    // 000: a stretchy header with a title over a dark slate, that can be pulled.
    let stretchy = try #require(byID["stretchy-header"])
    let header = try #require(stretchy.scroll.header)
    #expect(header.stretch && header.title == "Joshua Tree" && header.subtitle == "California")
    let pulled = Scene(screen: stretchy)
    let cover = try #require(pulled.trackIndex(of: "cover"))
    #expect(pulled.frame(of: .track(cover), at: -100).y == 0)
    #expect(pulled.frame(of: .track(cover), at: -100).height == header.height + 159)

    // 001: 50 rows of 40 on an iPhone SE; row 25 is always on screen.
    let cell = try #require(byID["sticky-cell"])
    #expect(cell.device == "iphone-se")
    let table = Scene(screen: cell)
    let row = try #require(table.element(withID: "items-25"))
    for offset in stride(from: table.lowestOffset, through: table.highestOffset, by: 10) {
      let frame = table.frame(of: row, at: offset)
      #expect(frame.y >= 0 && frame.y + frame.height <= cell.height)
    }

    // 002: 56 pt headers under a 120 pt opaque top view, pushed by the next one.
    let sections = try #require(byID["sticky-section-header"])
    #expect(sections.topBars.first?.height == 120 && sections.topBars.first?.translucent == false)
    let sectionTable = Scene(screen: sections)
    let first = try #require(sectionTable.trackIndex(of: "header-1"))
    let second = try #require(sectionTable.trackIndex(of: "header-2"))
    #expect(sectionTable.tracks[first].height.value(at: 0) == 56)
    var pinned = false
    var pushed = false
    for offset in stride(from: 0, through: sectionTable.maxOffset, by: 2) {
      let y1 = sectionTable.frame(of: .track(first), at: offset).y
      let y2 = sectionTable.frame(of: .track(second), at: offset).y
      if y1 == 120 && y2 > 176 { pinned = true }
      if y1 < 120 && y2 > 120 && y2 < 176 && abs(y1 + 56 - y2) < 0.001 { pushed = true }
    }
    #expect(pinned && pushed)

    // 003: a bottom button at the bottom of the screen with short text, after
    // the text with long text.
    for (id, atBottom) in [("full-screen-short", true), ("full-screen-long", false)] {
      let screen = try #require(byID[id])
      let table = Scene(screen: screen)
      let button = try #require(table.trackIndex(of: "continue"))
      let frame = table.frame(of: .track(button), at: 0)
      let bottom = screen.height - screen.safeBottom
      if atBottom {
        #expect(frame.y + frame.height <= bottom && frame.y + frame.height > bottom - 40)
        #expect(table.maxOffset == 0)
      } else {
        #expect(frame.y > screen.height)
      }
    }
  }

  @Test func theBuiltInGalleryBuilds() throws {
    let screens = try Self.screens()
    let builder = SiteBuilder.testing(
      screens: screens.map { SiteScreen(screen: $0, imageFiles: SiteResources.galleryImages) })
    let paths = try builder.files().map(\.path)
    #expect(paths.contains("sticky-cell/index.html"))
    // The marker, the gallery, a page, its embed and its animation for each
    // screen, and the one picture that the screens with effects share.
    #expect(paths.count == 2 + 3 * screens.count + 1)
    #expect(paths.filter { $0.hasPrefix("_images/") && $0.hasSuffix(".svg") }.count == 1)
  }
}
