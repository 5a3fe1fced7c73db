import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

@Suite struct SiteBuilderTests {
  let gallery = SiteBuilder.testing(screens: Screens.gallery.map { SiteScreen(screen: $0) })

  @Test func filesOfTheSite() throws {
    let paths = try gallery.files().map(\.path)
    #expect(
      paths == [
        ".stickypreview", "full-screen-long/embed.html", "full-screen-long/index.html",
        "full-screen-long/pull-and-release.svg", "full-screen-short/embed.html",
        "full-screen-short/index.html", "full-screen-short/pull-and-release.svg", "index.html",
        "sticky-cell/embed.html", "sticky-cell/index.html", "sticky-cell/pull-and-release.svg",
        "sticky-section-header/embed.html", "sticky-section-header/index.html",
        "sticky-section-header/pull-and-release.svg", "stretchy-header/embed.html",
        "stretchy-header/index.html", "stretchy-header/pull-and-release.svg",
      ])
  }

  @Test func pagesOfferAPullAndReleaseAnimation() throws {
    let texts = try gallery.texts()
    let page = try #require(texts["stretchy-header/index.html"])
    #expect(page.contains(#"<a href="pull-and-release.svg" download>"#))
    let svg = try #require(texts["stretchy-header/pull-and-release.svg"])
    #expect(svg.contains(#"<svg data-screen="stretchy-header""#))
    // The header stretches while pulled: its height is animated.
    #expect(svg.contains(#"<animate attributeName="height""#))
    #expect(svg.contains(#"repeatCount="indefinite""#))
    #expect(!svg.contains("<script"))
  }

  @Test func sameInputSameBytes() throws {
    let first = try gallery.files()
    let second = try SiteBuilder.testing(screens: Screens.gallery.map { SiteScreen(screen: $0) })
      .files()
    #expect(first.map(\.path) == second.map(\.path))
    #expect(first.map(\.bytes) == second.map(\.bytes))
  }

  @Test func galleryLinksEveryScreenRelatively() throws {
    let texts = try gallery.texts()
    let index = try #require(texts["index.html"])
    for screen in Screens.gallery {
      #expect(index.contains("href=\"\(screen.id)/index.html\""))
    }
    #expect(index.contains("<h2>Sticky cell</h2>"))
    #expect(index.contains("iPhone SE · 375 × 667"))
    #expect(index.contains("iPhone 15 · 393 × 852"))
    let page = try #require(texts["sticky-cell/index.html"])
    #expect(page.contains("href=\"../index.html\""))
    #expect(page.contains("data-screen=\"sticky-cell\""))
    #expect(page.contains("id=\"scrubber\""))
    #expect(page.contains("min=\"-200\" max=\"1553\""))
    // Nothing names the network, and no canonical link without a base URL. A
    // stand-alone SVG names its namespace, which is an identifier, not a link.
    for text in texts.values {
      let links = text.replacing(#"xmlns="http://www.w3.org/2000/svg""#, with: "")
      #expect(!links.contains("http://") && !links.contains("https://"))
      #expect(!text.contains("rel=\"canonical\""))
      #expect(!text.contains("<base"))
    }
  }

  @Test func baseURLAddsCanonicalLinksOnly() throws {
    var builder = gallery
    builder.baseURL = BaseURL("https://example.com/previews")
    let texts = try builder.texts()
    #expect(
      texts["index.html"]?.contains(
        "<link rel=\"canonical\" href=\"https://example.com/previews/index.html\">") == true)
    #expect(
      texts["sticky-cell/index.html"]?.contains(
        "<link rel=\"canonical\" href=\"https://example.com/previews/sticky-cell/index.html\">")
        == true)
    #expect(texts["sticky-cell/index.html"]?.contains("href=\"../index.html\"") == true)
    builder.baseURL = BaseURL("/")
    #expect(
      try builder.texts()["sticky-cell/index.html"]?.contains(
        "href=\"/sticky-cell/index.html\"") == true)
  }

  @Test func policyForbidsTheNetworkAndHashesTheInlineCode() throws {
    let texts = try gallery.texts()
    let page = try #require(texts["stretchy-header/index.html"])
    let policy = try #require(
      page.between("http-equiv=\"Content-Security-Policy\" content=\"", "\""))
    #expect(policy.hasPrefix("default-src 'none'; "))
    #expect(policy.contains("img-src 'self'"))
    #expect(!policy.contains("unsafe"))
    #expect(!policy.contains("\"") && !policy.contains("<") && !policy.contains("&"))
    let script = try #require(page.between("<script>", "</script>"))
    let style = try #require(page.between("<style>", "</style>"))
    #expect(policy.contains("script-src " + SHA256.cspSource(String(script))))
    #expect(policy.contains("style-src " + SHA256.cspSource(String(style))))
    #expect(style.hasPrefix(":root{--accent:#0a84ff;"))

    let index = try #require(texts["index.html"])
    let galleryPolicy = try #require(
      index.between("http-equiv=\"Content-Security-Policy\" content=\"", "\""))
    // The gallery's one script is its filter box, allowed by its hash alone.
    let galleryScript = try #require(index.between("<script>", "</script>"))
    #expect(galleryPolicy.contains("script-src " + SHA256.cspSource(String(galleryScript))))
    #expect(index.components(separatedBy: "<script").count == 2)
  }

  @Test func pageDataIsEmbeddedAsJSON() throws {
    let page = try #require(try gallery.texts()["sticky-cell/index.html"])
    let json = try #require(
      page.between("<script type=\"application/json\" id=\"sticky-data\">", "</script>"))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["screen"] as? String == "sticky-cell")
  }

  @Test func hostileLabelsStayText() throws {
    let builder = SiteBuilder.testing(
      screens: [SiteScreen(screen: Screens.hostile)], title: Screens.attributeBreak)
    let texts = try builder.texts()
    for (path, text) in texts where path.hasSuffix(".html") {
      #expect(!text.contains("<script>alert"), "\(path)")
      #expect(!text.contains("<img src=x"), "\(path)")
      #expect(!text.contains("\u{2028}"), "\(path)")
    }
    let page = try #require(texts["hostile/index.html"])
    // Only the data block and the runtime are scripts.
    #expect(page.occurrences(of: "<script") == 2)
    #expect(page.occurrences(of: "</script>") == 2)
    #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
    // The data still carries the labels exactly.
    let json = try #require(
      page.between("<script type=\"application/json\" id=\"sticky-data\">", "</script>"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let labels = Set(elements.compactMap { $0["label"] as? String })
    #expect(labels.contains(Screens.scriptClose))
    #expect(labels.contains(Screens.attributeBreak))
    #expect(object["title"] as? String == Screens.scriptClose + Screens.attributeBreak)

    let index = try #require(texts["index.html"])
    #expect(index.contains("<h1>\"&gt;&lt;img src=x onerror=alert(1)&gt;</h1>"))
  }

  @Test func screenIDsMayNotClash() {
    var other = Screens.stickyCell
    other.id = "Sticky-Cell"
    #expect(throws: SiteError.self) {
      try SiteBuilder.testing(
        screens: [Screens.stickyCell, Screens.stickyCell].map { SiteScreen(screen: $0) }
      )
      .files()
    }
    #expect(throws: SiteError.self) {
      try SiteBuilder.testing(screens: [Screens.stickyCell, other].map { SiteScreen(screen: $0) })
        .files()
    }
  }

  @Test func themeIsApplied() throws {
    var builder = gallery
    builder.theme = Theme(accent: "#ff375f", appearance: .dark)
    let page = try #require(try builder.texts()["sticky-cell/index.html"])
    #expect(page.contains("<html lang=\"en\" class=\"dark\">"))
    #expect(page.contains("<meta name=\"color-scheme\" content=\"dark\">"))
    #expect(page.contains(":root{--accent:#ff375f;"))
  }

  @Test func deviceNames() {
    #expect(SiteBuilder.deviceDescription(Screens.stickyCell) == "iPhone SE · 375 × 667")
    var screen = Screens.stickyCell
    screen.device = "iphone-15-pro-max"
    screen.width = 430
    screen.height = 932.5
    #expect(SiteBuilder.deviceDescription(screen) == "iPhone 15 Pro Max · 430 × 932.5")
  }

  /// The embedded gallery is exactly the package's `site/screens` layouts,
  /// byte for byte.
  @Test func builtInGalleryLayoutsAreEmbedded() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = package.appendingPathComponent("site/screens")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".xml") || $0.hasSuffix(".json") }.sorted()
    let layouts = SiteResources.galleryLayouts
    #expect(layouts.map(\.path) == names.map { "site/screens/" + $0 })
    #expect(layouts.count >= 5)
    // The folder's other files are the pictures the layouts show.
    #expect(SiteResources.galleryImages.keys.sorted() == ["landscape.svg"])
    for layout in layouts {
      let file = package.appendingPathComponent(layout.path)
      #expect(layout.text == (try String(contentsOf: file, encoding: .utf8)), "\(layout.path)")
    }
  }
}
