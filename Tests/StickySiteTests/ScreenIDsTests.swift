import Foundation
import StickyCore
import StickySite
import Testing

struct ScreenIDsTests {
  /// The id's place, as the source map of a layout `file` gives it.
  static func place(_ file: String) -> StickyCore.SourceLocation {
    SourceLocation(file: file, line: 1, column: 13)
  }

  @Test func anIDIsTakenOnceWhateverItsCase() throws {
    var ids = ScreenIDs()
    try ids.add("alpha", at: Self.place("a.xml"), file: nil)
    try ids.add("beta", at: nil, file: nil)
    #expect(
      throws: SiteError(
        "duplicate screen id \"alpha\": a.xml has a screen with this id too",
        subject: .input(place: Self.place("b.xml")))
    ) {
      try ids.add("alpha", at: Self.place("b.xml"), file: nil)
    }
    #expect(
      throws: SiteError(
        "screen id \"Alpha\" differs only in case from \"alpha\" in a.xml",
        subject: .input(place: Self.place("c.xml")))
    ) {
      try ids.add("Alpha", at: Self.place("c.xml"), file: nil)
    }
    // Without a place, the message names the file.
    #expect(throws: SiteError("d.xml: duplicate screen id \"beta\"")) {
      try ids.add("beta", at: nil, file: "d.xml")
    }
  }

  @Test func theSiteBuilderNamesTheScreenThatClashes() {
    var other = Screens.stickyCell
    other.id = "Sticky-Cell"
    let screens = [
      SiteScreen(screen: Screens.stickyCell, source: URL(fileURLWithPath: "/layouts/a.xml")),
      SiteScreen(screen: other, source: URL(fileURLWithPath: "/layouts/b.xml")),
    ]
    #expect(
      throws: SiteError(
        "/layouts/b.xml: screen id \"Sticky-Cell\" differs only in case from \"sticky-cell\""
          + " in /layouts/a.xml")
    ) {
      try SiteBuilder.testing(screens: screens).files()
    }
  }

  /// A screen read from a layout is located at its id.
  @Test func theSiteBuilderLocatesAClashAtTheID() {
    var other = Screens.stickyCell
    other.id = "Sticky-Cell"
    let screens = [
      SiteScreen(screen: Screens.stickyCell, idLocation: Self.place("a.xml")),
      SiteScreen(screen: other, idLocation: Self.place("b.json")),
    ]
    #expect(
      throws: SiteError(
        "screen id \"Sticky-Cell\" differs only in case from \"sticky-cell\" in a.xml",
        subject: .input(place: Self.place("b.json")))
    ) {
      try SiteBuilder.testing(screens: screens).files()
    }
  }
}
