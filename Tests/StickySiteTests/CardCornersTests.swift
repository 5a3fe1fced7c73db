import Foundation
import StickyCore
import Testing

@testable import StickySite

/// Which elements are cards, their corners rounded, is said once
/// (`Corners.isCard`) and handed to the page in its data (`card`), on the
/// gallery's screens with carousels (SPEC section 15).
@Suite struct CardCornersTests {
  @Test func thePageDataSaysWhichElementsAreCards() throws {
    let ids = ["app-shelves", "photo-pager", "centred-cards", "full-screen-long"]
    let screens = try BuiltInGalleryTests.screens().filter { ids.contains($0.id) }
    try #require(screens.count == ids.count)
    let texts = try SiteBuilder.testing(screens: screens.map { SiteScreen(screen: $0) }).texts()
    let dataTag = "<script type=\"application/json\" id=\"sticky-data\">"
    var cards: Set<String> = []
    for screen in screens {
      let table = Scene(screen: screen)
      let page = try #require(texts[screen.id + "/index.html"])
      let json = try #require(page.between(dataTag, "</script>"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      let elements = try #require(object["elements"] as? [[String: Any]])
      try #require(elements.count == table.tracks.count)
      for (track, element) in zip(table.tracks, elements) {
        let card = element["card"] as? Bool ?? false
        #expect(card == Corners.isCard(track), "\(screen.id): \(track.id)")
        if card { cards.insert(track.id) }
      }
    }
    // Every photo of the full-width pager, the first at x 0 included, and
    // the shelves' stacks as their boxes; inset boxes as before; not a box
    // as wide as the screen, a heading's stack or a text.
    for id in ["dawn", "canyon", "dusk", "maps", "files", "sketch", "sleep", "arches"] {
      #expect(cards.contains(id), "\(id)")
    }
    for id in ["banner", "essentials-heading", "essentials", "sketch-name", "place", "photos"] {
      #expect(!cards.contains(id), "\(id)")
    }
  }
}
