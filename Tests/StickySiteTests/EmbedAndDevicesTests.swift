import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

@Suite struct EmbedAndDevicesTests {
  static let screen = Screen.testing(
    id: "shop", title: "Shop", device: Device.named("iphone-15")!,
    scroll: Scroll.testing(children: [
      Block.testing(id: "rows", kind: .list(RowList.testing(count: 40, rowHeights: [44])))
    ]))

  static func on(_ device: String) -> Screen {
    var screen = Self.screen
    let preset = Device.named(device)!
    screen.device = preset.name
    screen.width = preset.width
    screen.height = preset.height
    screen.safeTop = preset.safeTop
    screen.safeBottom = preset.safeBottom
    return screen
  }

  /// `shop` for three devices, iPhone 15 first.
  static let devices = SiteBuilder.testing(screens: [
    SiteScreen(
      screen: on("iphone-15"),
      variants: [SiteScreen(screen: on("iphone-se")), SiteScreen(screen: on("pixel-8"))])
  ])

  @Test func eachDeviceHasAPageAndAnEmbedTheFirstAtTheScreensFolder() throws {
    let paths = try Self.devices.files().map(\.path).filter { $0.hasPrefix("shop/") }
    #expect(
      paths == [
        "shop/embed.html", "shop/index.html", "shop/iphone-se/embed.html",
        "shop/iphone-se/index.html", "shop/iphone-se/pull-and-release.svg",
        "shop/pixel-8/embed.html", "shop/pixel-8/index.html",
        "shop/pixel-8/pull-and-release.svg", "shop/pull-and-release.svg",
      ])
  }

  @Test func theSwitcherLinksEveryDeviceFromEveryPage() throws {
    let texts = try Self.devices.texts()
    let switcher = { (path: String) throws -> String in
      String(
        try #require(
          texts[path]?.between("<nav class=\"devices\" aria-label=\"Device\">", "</nav>")))
    }
    #expect(
      try switcher("shop/index.html")
        == #"<a href="index.html" aria-current="page">iPhone 15</a>"#
        + #"<a href="iphone-se/index.html">iPhone SE</a><a href="pixel-8/index.html">Pixel 8</a>"#)
    #expect(
      try switcher("shop/pixel-8/index.html")
        == #"<a href="../index.html">iPhone 15</a><a href="../iphone-se/index.html">iPhone SE</a>"#
        + #"<a href="index.html" aria-current="page">Pixel 8</a>"#)
    let pixel = try #require(texts["shop/pixel-8/index.html"])
    #expect(pixel.contains(#"<a class="back" href="../../index.html" target="_top">"#))
    #expect(pixel.contains("Pixel 8 · 412 × 915"))
    #expect(pixel.contains(#""device":"pixel-8""#) && pixel.contains(#""width":412"#))
    // One gallery card per screen, for its first device.
    let gallery = try #require(texts["index.html"])
    #expect(gallery.occurrences(of: "href=\"shop/index.html\"") == 1)
    #expect(!gallery.contains("pixel-8/index.html"))
    // A screen built once has no switcher.
    let single = try SiteBuilder.testing(screens: [SiteScreen(screen: Self.screen)]).texts()
    #expect(single["shop/index.html"]?.contains("class=\"devices\"") == false)
  }

  @Test func theEmbedIsTheScreenAndASlimScrubberOnly() throws {
    let texts = try Self.devices.texts()
    let embed = try #require(texts["shop/pixel-8/embed.html"])
    #expect(embed.contains(#"<body class="embed-page">"#))
    let body = try #require(embed.between("<body", "<script"))
    #expect(embed.contains(#"data-screen="shop""#))
    #expect(embed.contains(#"id="embed-scrubber""#))
    for part in ["class=\"back\"", "class=\"panel\"", "page-header", "id=\"scrubber\"", "Source"] {
      #expect(!body.contains(part), "the embed holds \(part)")
    }
    // It shares the preview page's style and data; its runtime is its own.
    let page = try #require(texts["shop/pixel-8/index.html"])
    #expect(embed.between("<style>", "</style>") == page.between("<style>", "</style>"))
    let runtime = try RuntimeBundler.embedded().bundle(entry: PageScripts.embedEntry)
    #expect(embed.between("<script>", "</script>").map(String.init) == runtime)
    let data = "<script type=\"application/json\" id=\"sticky-data\">"
    #expect(embed.between(data, "</script>") == page.between(data, "</script>"))
  }

  /// The policy of both pages allows exactly their inline style and script,
  /// and nothing from the network.
  @Test(arguments: ["shop/index.html", "shop/embed.html", "shop/pixel-8/embed.html"])
  func thePolicyAllowsWhatThePageNeeds(path: String) throws {
    let page = try #require(try Self.devices.texts()[path])
    let policy = try #require(
      page.between("http-equiv=\"Content-Security-Policy\" content=\"", "\""))
    let script = try #require(page.between("<script>", "</script>"))
    let style = try #require(page.between("<style>", "</style>"))
    #expect(
      policy
        == "default-src 'none'; script-src \(SHA256.cspSource(String(script))); "
        + "style-src \(SHA256.cspSource(String(style))); img-src 'self'; base-uri 'none'; "
        + "form-action 'none'")
    #expect(page.occurrences(of: "<script>") == 1)
    // Handlers are bound by the runtime: an inline one would need 'unsafe-inline'.
    #expect(!page.contains(" onclick="))
  }

  @Test func theSnippetPointsAtTheEmbedRelativelyOrUnderTheBaseURL() throws {
    let size = PageMetrics.embedSize(of: Self.on("pixel-8"))
    let attributes =
      "title=\"Shop\" width=\"\(NumberFormat.string(size.width))\" "
      + "height=\"\(NumberFormat.string(size.height))\""
    let relative = try #require(try Self.devices.texts()["shop/pixel-8/index.html"])
    #expect(
      relative.contains(
        "&lt;iframe src=\"shop/pixel-8/embed.html\" " + attributes))
    var hosted = Self.devices
    hosted.baseURL = BaseURL("https://example.com/previews")
    let absolute = try #require(try hosted.texts()["shop/pixel-8/index.html"])
    #expect(
      absolute.contains(
        "&lt;iframe src=\"https://example.com/previews/shop/pixel-8/embed.html\" "
          + attributes))
    #expect(
      absolute.contains(
        #"<link rel="canonical" href="https://example.com/previews/shop/pixel-8/index.html">"#))
  }

  /// The source is kept once per spelling as escaped text, drawn by the
  /// runtime when opened; the files lie beside the page.
  @Test func theSourceShowsBothSpellingsWithCopyButtons() throws {
    var entry = SiteScreen(screen: Self.screen)
    entry.layout = LayoutSource(
      xml: "<screen id=\"shop\" title=\"a &amp; b\"/>\n", json: "{\"type\": \"screen\"}\n")
    let files = try SiteBuilder.testing(screens: [entry]).texts()
    let page = try #require(files["shop/index.html"])
    #expect(page.contains(#"<button type="button" role="tab" id="tab-xml""#))
    #expect(page.contains(#"<button type="button" role="tab" id="tab-json""#))
    #expect(page.contains(#"data-copy-source="xml" data-show="source-xml">Copy XML</button>"#))
    #expect(page.contains(#"data-copy-source="json" data-show="source-json">Copy JSON</button>"#))
    #expect(page.contains(#"id="copy-csv" data-show="frames-csv">Copy frames as CSV</button>"#))
    #expect(
      page.contains(
        #"<template id="source-xml-text" data-lines="1">&lt;screen id="shop" title="a &amp;amp; b"/&gt;"#
      ))
    #expect(!page.contains(#"<span class="tok-"#))
    #expect(
      page.contains(
        #"<div role="tabpanel" id="source-json-panel" aria-labelledby="tab-json" hidden>"#))
    #expect(files["shop/shop.xml"] == entry.layout?.xml)
    #expect(files["shop/shop.json"] == entry.layout?.json)
    // A layout whose comment XML cannot hold shows its JSON alone.
    entry.layout?.xml = nil
    let jsonOnly = try #require(
      try SiteBuilder.testing(screens: [entry]).texts()["shop/index.html"])
    #expect(!jsonOnly.contains("tab-xml") && jsonOnly.contains(#"aria-selected="true">JSON"#))
    // Screens built in code have no source section.
    let none = try SiteBuilder.testing(screens: [SiteScreen(screen: Self.screen)]).texts()
    #expect(none["shop/index.html"]?.contains("id=\"copy-csv\"") == false)
  }

  /// The page holds the layout's text, whose size does not grow with the rows.
  @Test func thePageSizeDoesNotGrowWithTheRowCount() throws {
    func size(_ count: Int) throws -> Int {
      var screen = Self.screen
      screen.scroll.children = [
        Block.testing(id: "rows", kind: .list(RowList.testing(count: count, rowHeights: [44])))
      ]
      let layout = LayoutSource(
        xml: "<list id=\"rows\" count=\"\(count)\"/>\n", json: "{\"count\": \(count)}\n")
      let texts = try SiteBuilder.testing(screens: [SiteScreen(screen: screen, layout: layout)])
        .texts()
      return try #require(texts["shop/index.html"]).utf8.count
    }
    // The count and the offsets it reaches are printed in a few places (data,
    // scrubber, facts, plot): some digits more, where anything written per row
    // would add megabytes. Both lists scroll, so both plots mark an end.
    let grown = try size(100_000) - size(1_000)
    #expect(grown < 200, "\(grown) bytes more")
  }
}
