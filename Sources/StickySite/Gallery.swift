import StickyCore

/// The gallery page's cards, grouped by the folder each layout comes from, in
/// the order the screens were given (a group appears where its first screen
/// does). A site whose screens share one folder shows one plain list.
struct Gallery {
  private var groups: [(name: String, cards: [Card])] = []

  /// One screen's card: a thumbnail at rest, its name, device, description and
  /// features, linking to its page.
  private struct Card {
    var screen: Screen
    var thumbnail: String

    func html(heading: String) -> String {
      let name = SiteBuilder.name(of: screen)
      let device = SiteBuilder.deviceDescription(screen)
      let features = Gallery.features(of: screen)
      let tags = features.map { "<li>\(HTMLText.escape($0))</li>" }.joined()
      let href = HTMLAttribute.escape(screen.id + "/index.html")
      // What the filter box matches: every word a reader might type.
      let search = ([screen.id, name, device, screen.description ?? ""] + features)
        .joined(separator: " ").lowercased()
      let description = screen.description.map {
        "<p class=\"description\">\(HTMLText.escape($0))</p>\n"
      }
      return """
        <li class="card" data-search="\(HTMLAttribute.escape(search))"><a href="\(href)">
        <div class="thumb">\(thumbnail)</div>
        <div class="card-text"><\(heading)>\(HTMLText.escape(name))</\(heading)>
        <p class="meta">\(HTMLText.escape(device))</p>
        \(description ?? "")<ul class="tags">\(tags)</ul></div>
        </a></li>
        """
    }
  }

  mutating func add(_ entry: SiteScreen, table: FrameTable, images: [String: String]) {
    let thumbnail = Thumbnail(screen: entry.screen, table: table, images: images).svg()
    let card = Card(screen: entry.screen, thumbnail: thumbnail)
    if let index = groups.firstIndex(where: { $0.name == entry.group }) {
      groups[index].cards.append(card)
    } else {
      groups.append((entry.group, [card]))
    }
  }

  func html() -> String {
    guard groups.count > 1 else {
      return Self.list(groups.first?.cards ?? [], heading: "h2")
    }
    return groups.map { group in
      let name = group.name.isEmpty ? "Top folder" : group.name
      return """
        <section class="group" aria-label="\(HTMLAttribute.escape(name))">
        <h2 class="group-name">\(HTMLText.escape(name)) <span class="count">\(group.cards.count)</span></h2>
        \(Self.list(group.cards, heading: "h3"))
        </section>
        """
    }.joined(separator: "\n")
  }

  private static func list(_ cards: [Card], heading: String) -> String {
    "<ul class=\"cards\">\n" + cards.map { $0.html(heading: heading) }.joined(separator: "\n")
      + "\n</ul>"
  }

  /// Short names for what a screen shows, for its gallery card.
  static func features(of screen: Screen) -> [String] {
    var result: [String] = []
    if let header = screen.scroll.header {
      if header.stretch { result.append("stretchy header") }
      if header.collapsedHeight < header.height { result.append("collapsing header") }
    }
    var pins = 0
    var sticky = 0
    var rows = 0
    var effects = !(screen.scroll.header?.effects.isEmpty ?? true)
    func visit(_ blocks: [Block]) {
      for block in blocks {
        if block.sticky != .none { sticky += 1 }
        if !block.effects.isEmpty { effects = true }
        if case .list(let list) = block.kind {
          pins += list.pins.count
          rows += list.count
        }
        visit(block.children)
      }
    }
    visit(screen.scroll.children)
    if pins > 0 { result.append(pins == 1 ? "sticky row" : "\(pins) sticky rows") }
    if sticky > 0 { result.append(sticky == 1 ? "sticky view" : "\(sticky) sticky views") }
    if screen.scroll.fill { result.append("fills the screen") }
    if screen.topBar != nil || screen.bottomBar != nil { result.append("bars") }
    if effects { result.append("scroll effects") }
    if rows > 0 { result.append(rows == 1 ? "1 row" : "\(rows) rows") }
    return result
  }
}
