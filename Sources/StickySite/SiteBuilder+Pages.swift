import StickyCore
import StickyDrawing

/// What one screen put into a site besides its files: its gallery card, the
/// images its pages show (site paths under `_images/`), and, for a watched
/// site, each page's stamp by the page's folder.
struct ScreenPages: Sendable {
  var id: String
  var card: GalleryCard
  var images: Set<String>
  var stamps: [String: PageStamp]
}

extension SiteBuilder {
  /// Makes the files of `entry`'s folder into `sink`, each as soon as it is
  /// made: a preview page per device, each with its embed, its animation and
  /// the layout's text. The images the pages show go to `images`, which
  /// names each by its content. A watched site's pages carry `problems` in
  /// their state: what keeps the screen from being built again; with
  /// `copies`, the copy of each page that an open page takes a rebuild from.
  func makeScreen(
    _ entry: SiteScreen, parts: SiteParts, images: inout SiteImages,
    problems: [Diagnostic] = [], copies: Bool = true, into sink: inout some SiteSink
  ) throws(SiteError) -> ScreenPages {
    func put(_ path: String, _ text: String) throws(SiteError) {
      try sink.add(path, Array(text.utf8))
    }
    // PageData keeps the closure that names images, which cannot hold an
    // inout parameter: the images move to a local for the while (a move, not
    // a copy of every image so far).
    var added = images
    images = SiteImages()
    defer { images = added }
    var card: GalleryCard?
    var shown: Set<String> = []
    var stamps: [String: PageStamp] = [:]
    for page in SitePage.pages(of: [entry]) {
      let entry = page.entry
      let screen = entry.screen
      let table = Scene(screen: screen)
      let ticks = BreakpointTicks(table: table).ticks
      var thumbnailImages: [String: String] = [:]
      var data = PageData(screen: screen, table: table, ticks: ticks) {
        (value: String) throws(SiteError) in
        let path = try added.add(value, of: entry)
        thumbnailImages[value] = path
        return page.root + path
      }
      data.accent = theme.accent
      let json = try data.json()
      let preview = isWatched ? parts.scripts.followingPreview : parts.scripts.preview
      var values: [String: String] = [
        "csp": preview.policy,
        "appearance": theme.appearance == .auto ? "" : theme.appearance.rawValue,
        "colorScheme": colorScheme,
        "pageTitle": HTMLWriter.text(Self.name(of: screen) + " · " + title),
        "canonical": canonical(page.folder + Self.embedName),
        "css": isWatched ? parts.watchedStyle : parts.style,
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
        "js": preview.text,
      ]
      var embedValues = values.filter { parts.embedPlaceholders.contains($0.key) }
      embedValues["js"] = parts.scripts.embed.text
      embedValues["csp"] = parts.scripts.embed.policy
      embedValues["css"] = parts.style
      try put(page.folder + Self.embedName, try parts.embed.render(embedValues))
      values["canonical"] = canonical(page.folder + "index.html")
      values["root"] = page.root
      values["devices"] = Self.deviceSwitcher(page)
      let layout = entry.layout
      values["source"] = Self.sourceSection(layout, screen: screen.id)
      for file in Self.sourceFiles(layout, screen: screen.id) {
        try put(page.folder + file.name, file.text)
      }
      values["embed"] = embedSection(page)
      values["watch"] = ""
      if isWatched {
        let stamp = PageStamp(values: values)
        values["watch"] = stamp.markup
        stamps[page.folder] = stamp
        let html = try parts.preview.render(values)
        try put(page.folder + "index.html", html)
        try put(
          page.folder + WatchState.fileName, WatchState(stamp: stamp, problems: problems).script)
        if copies {
          try sink.add(
            page.folder + WatchState.pageFileName, WatchState.pageScript(html, stamp: stamp))
        }
      } else {
        try put(page.folder + "index.html", try parts.preview.render(values))
      }
      try put(
        page.folder + Self.pullAndReleaseName,
        try pullAndRelease(entry, table: table, images: added.inlined(entry.imageFiles)))
      if page.isFirst {
        card = try GalleryCard(entry, table: table, images: thumbnailImages)
        shown = Set(thumbnailImages.values)
      }
    }
    // `pages(of:)` gives every screen its first page.
    return ScreenPages(id: entry.screen.id, card: card!, images: shown, stamps: stamps)
  }

  /// The gallery page of `cards`, in order.
  func galleryPage(_ cards: [GalleryCard], parts: SiteParts) throws(SiteError) -> [UInt8] {
    let values: [String: String] = [
      "csp": parts.scripts.gallery.policy,
      "appearance": theme.appearance == .auto ? "" : theme.appearance.rawValue,
      "colorScheme": colorScheme,
      "pageTitle": HTMLWriter.text(title),
      "canonical": canonical("index.html"),
      "css": parts.style,
      "title": HTMLWriter.text(title),
      "summary": HTMLWriter.text(cards.count == 1 ? "1 screen" : "\(cards.count) screens"),
      "cards": Gallery(cards: cards).html(),
      "js": parts.scripts.gallery.text,
    ]
    return Array(try parts.gallery.render(values).utf8)
  }
}
