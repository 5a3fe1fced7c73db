import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickySite

/// The page contract (`PageScene`) against its schema (`PageSchema`), checked
/// by an independent validator: every page the gallery and the fixtures make
/// validates, and a member of the wrong type, a member the schema lacks or a
/// required one left out does not.
@Suite(.enabled(if: SchemaValidator.shouldRun, Comment(rawValue: SchemaValidator.installHint)))
struct PageContractTests {
  /// Every layout whose pages the tests look at: the gallery's and the
  /// fixtures' of the core, the drawings, the paths and the pages.
  static func layouts() throws -> [Screen] {
    let gallery = try SiteResources.galleryLayouts.map { layout in
      try ScreenLoader.load(Array(layout.text.utf8), file: layout.path)
    }
    let folders = [
      "Tests/StickyCoreTests/Fixtures", "Tests/StickyDrawingTests/Fixtures",
      "Tests/StickyCLITests/PathFixtures", "Tests/StickyBrowserTests/Pages/Fixtures",
    ]
    var fixtures: [Screen] = []
    for folder in folders {
      let url = SchemaValidator.packageRoot.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      where (name.hasSuffix(".xml") || name.hasSuffix(".json")) && !name.contains(".expected.")
        && name != "hostile.json"
      {
        fixtures.append(try ScreenLoader.load(contentsOf: url.appendingPathComponent(name).path))
      }
    }
    return gallery + fixtures
  }

  static func pageText(_ screen: Screen) throws -> String {
    try PageData(solving: screen) { (value: String) throws(SiteError) in "../_images/" + value }
      .json()
  }

  @Test func everyPageOfTheGalleryAndTheFixturesValidates() async throws {
    let screens = try Self.layouts()
    #expect(screens.count > 60)
    let report = try await SchemaValidator.check(
      schemas: ["page": PageSchema.text],
      documents: try screens.map { .init(schema: "page", text: try Self.pageText($0)) })
    #expect(report.schemaErrors["page"] == .some(nil), "the schema is not valid draft 2020-12")
    for (screen, result) in zip(screens, report.results) {
      #expect(result.errors.isEmpty, "\(screen.id): \(result.errors)")
    }
  }

  /// Each way Swift could break the contract, made in a valid page's text:
  /// the validator must refuse every one, at the member changed.
  @Test func aMemberOfTheWrongTypeOrUnknownOrMissingIsRefused() async throws {
    let screen = try #require(try Self.layouts().first { $0.id == "collapsing-toolbar" })
    let text = try Self.pageText(screen)
    let breaks: [(String, String, String)] = [
      (#""z":"#, #""z":"3","#, "z as a string"),
      (#""ride":""#, #""ride":"glides","#, "a ride the contract does not know"),
      (#""maxOffset":"#, #""maxOffset":true,"#, "maxOffset as a boolean"),
      (#""version":"#, #""version":1.5,"#, "a version that is not whole"),
      (#""elements":["#, #""elements":[{"id":"x"},"#, "an element without its members"),
      (#""metrics":{"#, #""metrics":{"bezelx":1,"#, "a member the schema lacks"),
    ]
    var documents: [SchemaValidator.Document] = []
    for (marker, replacement, _) in breaks {
      let range = try #require(text.range(of: marker), "no \(marker) in the page data")
      // The marker's value runs to the next comma at its level, or is an
      // opening bracket that the replacement keeps.
      var broken = text
      if marker.hasSuffix("[") || marker.hasSuffix("{") {
        broken.replaceSubrange(range, with: replacement)
      } else {
        let end = try #require(text.range(of: ",", range: range.upperBound..<text.endIndex))
        broken.replaceSubrange(range.lowerBound..<end.upperBound, with: replacement)
      }
      documents.append(.init(schema: "page", text: broken))
    }
    let report = try await SchemaValidator.check(
      schemas: ["page": PageSchema.text], documents: documents)
    for ((_, _, what), result) in zip(breaks, report.results) {
      #expect(!result.errors.isEmpty, "the schema took \(what)")
    }
  }

  /// The schema's root is the page data, and every record the data holds has
  /// a definition of its own.
  @Test func theSchemaDescribesEveryRecord() throws {
    let schema = try #require(
      JSONSerialization.jsonObject(with: Data(PageSchema.text.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    #expect(
      Set(definitions.keys) == [
        "PageViewport", "PageLines", "PageTick", "PageSize", "PageElement", "PageEffect",
        "PageState", "PageRows", "PagePin", "SharedMetrics", "PageTextBar", "PageStatus",
        "PageHiding", "PageHidingPart", "PageHidingBar", "PageSnap", "PageInkTrack", "PageSnapRule",
        "PageSnapArea", "PageSnapRows", "PageScroller", "PageMarkers",
      ])
    let required = try #require(schema["required"] as? [String])
    #expect(required.contains("version") && required.contains("elements"))
    #expect(schema["additionalProperties"] as? Bool == false)
  }
}
