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
  /// Whether the pages follow the rebuilds of `build --watch`: each preview
  /// page then carries its stamp and the runtime that asks for the files
  /// `watch-state.js` and `watch-page.js` beside it. A page built without
  /// holds none of it.
  public var isWatched = false

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
  /// A watched site's pages carry in their state the `problems` of their
  /// screen, by id, and with `copies` a copy of themselves
  /// (`makeScreen`). `each` is told what each screen put in, and may stop
  /// the build by throwing.
  func make(
    into sink: inout some SiteSink, problems: [String: [Diagnostic]] = [:], copies: Bool = true,
    each: (ScreenPages) throws(SiteError) -> Void = { _ in }
  ) throws(SiteError) {
    try checkScreenIDs()
    let parts = try SiteParts(theme: theme)
    var images = SiteImages()
    var cards: [GalleryCard] = []
    for entry in screens {
      let pages = try makeScreen(
        entry, parts: parts, images: &images, problems: problems[entry.screen.id] ?? [],
        copies: copies, into: &sink)
      cards.append(pages.card)
      try each(pages)
    }
    try sink.add("index.html", try galleryPage(cards, parts: parts))
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

  func canonical(_ path: String) -> String {
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
