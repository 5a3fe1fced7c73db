import Foundation
import StickyCore
import StickySite
import Testing

struct ScreenIDsTests {
  @Test func anIDIsTakenOnceWhateverItsCase() throws {
    var ids = ScreenIDs()
    try ids.add("alpha", file: "a.xml")
    try ids.add("beta", file: nil)
    #expect(throws: SiteError("duplicate screen id \"alpha\": a.xml has a screen with this id too"))
    {
      try ids.add("alpha", file: "b.xml")
    }
    #expect(throws: SiteError("screen id \"Alpha\" differs only in case from \"alpha\" in a.xml")) {
      try ids.add("Alpha", file: "c.xml")
    }
    #expect(throws: SiteError("duplicate screen id \"beta\"")) {
      try ids.add("beta", file: "d.xml")
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
}
