import Foundation
import StickyCore
import StickyDrawing

/// One screen of a site, the layout file it was read from and what was read
/// with it.
public struct SiteScreen: Sendable {
  public var screen: Screen
  /// The layout file, which the site must not overwrite. Nil for screens built
  /// in code or read from standard input.
  public var source: URL?
  /// Where the layout writes the screen's id, as the layout's source map gives
  /// it, for a clash with another screen's; nil for screens built in code.
  /// The site reads no other place: the map itself stays with the loader, as
  /// for a large layout it would hold megabytes all through the build.
  public var idLocation: SourceLocation?
  /// The folder the layout comes from, as the gallery names its group
  /// (`screens/onboarding`); empty for the top folder.
  public var group: String
  /// The images the screen names, read with its layout, by `image` value.
  public var imageFiles: [String: ImageFile]
  /// Writes the layout in both spellings, shown on the page, when the page is
  /// made: a build for seven devices held seven copies of a large layout's
  /// text in each spelling (160 MB) before any page was made. Nil for
  /// screens built in code.
  public var writeLayout: (@Sendable () -> LayoutSource)?
  /// The layout in both spellings, as `writeLayout` writes it.
  public var layout: LayoutSource? {
    get { writeLayout?() }
    set {
      guard let source = newValue else {
        writeLayout = nil
        return
      }
      writeLayout = { source }
    }
  }
  /// The same layout built for the config's other `devices`, in order; this
  /// screen is built for the first. Each gets a page of its own, with a
  /// switcher between them.
  public var variants: [SiteScreen]

  public init(
    screen: Screen, source: URL? = nil, idLocation: SourceLocation? = nil, group: String = "",
    imageFiles: [String: ImageFile] = [:], layout: LayoutSource? = nil,
    variants: [SiteScreen] = []
  ) {
    self.screen = screen
    self.source = source
    self.idLocation = idLocation
    self.group = group
    self.imageFiles = imageFiles
    self.variants = variants
    self.layout = layout
  }
}

/// Builds the static preview site of SPEC section 7 for a list of screens.
///
///     let builder = SiteBuilder(screens: [SiteScreen(screen: screen, source: url)],
///                               title: "Scroll previews", baseURL: nil)
///     try builder.write(to: URL(filePath: "_site"))
///
/// The site is `index.html` (the gallery, screens in the order given),
/// `<screen id>/index.html` (one preview page each), `<screen id>/embed.html`
/// (the screen alone, for an iframe), `<screen id>/<device>/` (the same for
/// each further device of a screen's `variants`) and `_images/` (copied
/// images). Every page is self-contained: its CSS, runtime and data are inline,
/// allowed by SHA-256 hashes in a Content-Security-Policy that forbids any
/// network access. Links are relative and name `index.html`, so the site works
/// from disk and from any host; `baseURL` adds canonical links and makes the
/// embed snippets' addresses absolute. The output
/// depends on nothing but the input: identical input gives identical bytes.
public struct SiteBuilder: Sendable {
  /// Each screen's id names its folder, so it must be an id as a layout may
  /// write one (`[A-Za-z][A-Za-z0-9_-]*`), which the layout builder ensures.
  public var screens: [SiteScreen]
  /// The gallery's heading and the pages' back link.
  public var title: String
  /// Where the site will be hosted (e.g. `https://example.com/previews/` or `/`);
  /// when set, every page gets `<link rel="canonical">` under it. Nil: none.
  public var baseURL: BaseURL?
  public var theme: Theme

  /// The file that marks a folder as written by `build` (and so replaceable).
  public static let markerName = ".stickypreview"

  public init(screens: [SiteScreen], title: String, baseURL: BaseURL? = nil, theme: Theme) {
    self.screens = screens
    self.title = title
    self.baseURL = baseURL
    self.theme = theme
  }

  /// Every file of the site, by path relative to the output folder, sorted by
  /// path; the marker file is included. Nothing is written.
  public func files() throws(SiteError) -> [(path: String, bytes: [UInt8])] {
    var files = SiteFiles()
    try make(into: &files)
    return files.sorted
  }

  /// Makes every file of the site into `sink`, each as soon as it is made.
  func make(into sink: inout some SiteSink) throws(SiteError) {
    try checkScreenIDs()
    let style =
      SiteStyle.generated(accent: theme.accent)
      + StyleSheetText.compact(try Self.asset("site.css", closing: "</style"))
    let scripts = try PageScripts(style: style)
    let preview = try Template.named("preview.html")
    let galleryPage = try Template.named("gallery.html")
    let embed = try Template.named(Self.embedName)
    let embedPlaceholders = Set(embed.placeholders)

    var images = SiteImages()
    func put(_ path: String, _ text: String) throws(SiteError) {
      try sink.add(path, Array(text.utf8))
    }
    var gallery = Gallery()
    for page in SitePage.pages(of: screens) {
      let entry = page.entry
      let screen = entry.screen
      let table = Scene(screen: screen)
      let ticks = BreakpointTicks(table: table).ticks
      var thumbnailImages: [String: String] = [:]
      var data = PageData(screen: screen, table: table, ticks: ticks) {
        (value: String) throws(SiteError) in
        let path = try images.add(value, of: entry)
        thumbnailImages[value] = path
        return page.root + path
      }
      data.accent = theme.accent
      let json = try data.json()
      var values: [String: String] = [
        "csp": scripts.preview.policy,
        "appearance": theme.appearance == .auto ? "" : theme.appearance.rawValue,
        "colorScheme": colorScheme,
        "pageTitle": HTMLWriter.text(Self.name(of: screen) + " · " + title),
        "canonical": canonical(page.folder + Self.embedName),
        "css": style,
        "siteTitle": HTMLWriter.text(title),
        "title": HTMLWriter.text(Self.name(of: screen)),
        "device": HTMLWriter.text(Self.deviceDescription(screen)),
        "screenID": HTMLWriter.attribute(screen.id),
        "screenLabel": HTMLWriter.attribute(
          Self.name(of: screen) + ": scroll with the wheel, by dragging or with the keyboard"),
        "lowest": NumberFormat.string(table.lowestOffset),
        "highest": NumberFormat.string(table.highestOffset),
        "about": Self.about(screen),
        "facts": Self.facts(screen, table: table),
        "plot": Self.plot(table, ticks: ticks),
        "breakpoints": Self.breakpoints(ticks),
        "play": Self.playControl(table),
        "snapAt": Self.snapReadout(table),
        "data": ScriptJSON.escape(json),
        "js": scripts.preview.text,
      ]
      var embedValues = values.filter { embedPlaceholders.contains($0.key) }
      embedValues["js"] = scripts.embed.text
      embedValues["csp"] = scripts.embed.policy
      try put(page.folder + Self.embedName, try embed.render(embedValues))
      values["canonical"] = canonical(page.folder + "index.html")
      values["root"] = page.root
      values["devices"] = Self.deviceSwitcher(page)
      let layout = entry.layout
      values["source"] = Self.sourceSection(layout, screen: screen.id)
      for file in Self.sourceFiles(layout, screen: screen.id) {
        try put(page.folder + file.name, file.text)
      }
      values["embed"] = embedSection(page)
      try put(page.folder + "index.html", try preview.render(values))
      try put(
        page.folder + Self.pullAndReleaseName,
        try pullAndRelease(entry, table: table, images: images.inlined(entry.imageFiles)))
      if page.isFirst { try gallery.add(entry, table: table, images: thumbnailImages) }
    }
    let galleryValues: [String: String] = [
      "csp": scripts.gallery.policy,
      "appearance": theme.appearance == .auto ? "" : theme.appearance.rawValue,
      "colorScheme": colorScheme,
      "pageTitle": HTMLWriter.text(title),
      "canonical": canonical("index.html"),
      "css": style,
      "title": HTMLWriter.text(title),
      "summary": HTMLWriter.text(screens.count == 1 ? "1 screen" : "\(screens.count) screens"),
      "cards": gallery.html(),
      "js": scripts.gallery.text,
    ]
    try put("index.html", try galleryPage.render(galleryValues))
    for (path, bytes) in images.files { try sink.add(path, bytes) }
    try sink.add(Self.markerName, Array(Self.markerText.utf8))
  }

  /// Builds the site and puts it at `folder` atomically: everything is written
  /// to a temporary folder beside it, then renamed into place. If `folder`
  /// exists it must be a folder an earlier `write` created (it holds the
  /// `.stickypreview` marker) or be empty, and must not hold a layout or any of
  /// `inputs`; anything else is refused. On any error the previous contents of
  /// `folder` are left as they were. Returns warnings about what could not be
  /// cleaned up after the new site was in place.
  @discardableResult
  public func write(to folder: URL, inputs: [URL] = []) throws(SiteError) -> [String] {
    let writer = SiteWriter(folder: folder, inputs: screens.compactMap(\.source) + inputs)
    return try writer.replace { (sink) throws(SiteError) in try make(into: &sink) }
  }

  static let markerText =
    "This folder was written by stickypreview build, which replaces it on the next build.\n"

  /// The pages' `color-scheme`: the theme's appearance, or both.
  var colorScheme: String {
    switch theme.appearance {
    case .auto: "light dark"
    case .light: "light"
    case .dark: "dark"
    }
  }

  private func canonical(_ path: String) -> String {
    guard let address = absolute(path) else { return "" }
    return HTMLWriter.markup { $0.open("link", [("rel", "canonical"), ("href", address)]) }
  }

  /// A path of the site under `baseURL`; nil when the site has none.
  func absolute(_ path: String) -> String? {
    baseURL?.address(of: path)
  }

  /// The Content-Security-Policy: nothing from anywhere, except the inline
  /// style and script with exactly these hashes (`SHA256.cspSource`) and
  /// images from the site itself.
  /// Written into a double-quoted attribute as is: it is made only of keywords,
  /// quotes `'` and base64, none of which needs escaping there.
  static func policy(styleSource: String, scriptSource: String) -> String {
    [
      "default-src 'none'", "script-src " + scriptSource, "style-src " + styleSource,
      "img-src 'self'", "base-uri 'none'", "form-action 'none'",
    ].joined(separator: "; ")
  }

  /// An embedded CSS file, checked not to contain its own closing tag.
  private static func asset(_ name: String, closing: String) throws(SiteError) -> String {
    let text = try Template.named(name).text
    if text.lowercased().contains(closing) || text.contains("<!--") {
      throw SiteError("Templates/\(name) must not contain \(closing) or <!--")
    }
    return text
  }

  /// What the layouts' builder, reading one file at a time, cannot know: that
  /// two screens clash. That each id is a valid id, and so a folder name of
  /// the site, the builder checks.
  private func checkScreenIDs() throws(SiteError) {
    var ids = ScreenIDs()
    for entry in screens {
      let id = entry.screen.id
      try ids.add(id, at: entry.idLocation, file: entry.source?.path(percentEncoded: false))
    }
  }

  static func name(of screen: Screen) -> String {
    screen.title.flatMap { $0.isEmpty ? nil : $0 } ?? screen.id
  }

  /// `iPhone SE · 375 × 667`.
  static func deviceDescription(_ screen: Screen) -> String {
    deviceName(screen.device) + " · " + NumberFormat.string(screen.width) + " × "
      + NumberFormat.string(screen.height)
  }

  /// `iPhone SE` for `iphone-se`.
  static func deviceName(_ device: String) -> String {
    var words = device.split(separator: "-").map { word -> String in
      switch word {
      case "iphone": "iPhone"
      case "se", "xr", "xs": word.uppercased()
      default: word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if words.isEmpty { words = ["Custom"] }
    return words.joined(separator: " ")
  }
}
