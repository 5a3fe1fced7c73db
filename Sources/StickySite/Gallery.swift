import StickyCore

/// The gallery page's cards, grouped by the folder each layout comes from, in
/// the order the screens were given (a group appears where its first screen
/// does). A site whose screens share one folder shows one plain list.
struct Gallery {
  private var groups: [(name: String, cards: [GalleryCard])] = []

  init(cards: some Sequence<GalleryCard>) {
    for card in cards {
      if let index = groups.firstIndex(where: { $0.name == card.group }) {
        groups[index].cards.append(card)
      } else {
        groups.append((card.group, [card]))
      }
    }
  }

  func html() -> String {
    HTMLWriter.markup { html in
      guard groups.count > 1 else {
        Self.list(groups.first?.cards ?? [], heading: "h2", into: &html)
        return
      }
      for (index, group) in groups.enumerated() {
        let name = group.name.isEmpty ? "Top folder" : group.name
        if index > 0 { html.characters("\n") }
        html.open("section", [("class", "group"), ("aria-label", name)])
        html.characters("\n")
        html.open("h2", [("class", "group-name")])
        html.characters(name + " ")
        html.leaf("span", [("class", "count")], text: String(group.cards.count))
        html.close("h2")
        html.characters("\n")
        Self.list(group.cards, heading: "h3", into: &html)
        html.characters("\n")
        html.close("section")
      }
    }
  }

  private static func list(_ cards: [GalleryCard], heading: String, into html: inout HTMLWriter) {
    html.open("ul", [("class", "cards")])
    for card in cards {
      html.characters("\n")
      card.write(heading: heading, into: &html)
    }
    html.characters("\n")
    html.close("ul")
  }

  /// Short names for what a screen shows, for its gallery card, read from
  /// its tracks: each carries its element, its pins and its effects.
  static func features(of table: Scene) -> [String] {
    var result: [String] = []
    var pins = 0
    var sticky = 0
    var rows = 0
    var effects = false
    var states = false
    var fills = false
    var bars = false
    for track in table.tracks {
      pins += track.rows?.pins.count ?? 0
      rows += track.rows?.count ?? 0
      for effect in track.effects {
        if case .state = effect.effect.timeline { states = true } else { effects = true }
      }
      switch track.node {
      case .header(let header):
        if header.stretch { result.append("stretchy header") }
        if header.collapsedHeight < header.height { result.append("collapsing header") }
        if header.image != nil && header.imageMode != .cover {
          result.append("\(header.imageMode.rawValue) image")
        }
        if header.floating {
          result.append(header.snap ? "floating, snapping header" : "floating header")
        }
      case .block(let block):
        if block.sticky != .none { sticky += 1 }
      case .scroll(let scroll):
        fills = scroll.fill
      case .bar(let bar):
        bars = true
        let feature =
          bar.snap ? "\(bar.edge.rawValue) bar hides and snaps" : "\(bar.edge.rawValue) bar hides"
        // Bars stacked on an edge that hide alike name it once.
        if bar.hide != .none, !result.contains(feature) { result.append(feature) }
      case .row:
        break
      }
    }
    if pins > 0 { result.append(pins == 1 ? "sticky row" : "\(pins) sticky rows") }
    if sticky > 0 { result.append(sticky == 1 ? "sticky view" : "\(sticky) sticky views") }
    if fills { result.append("fills the screen") }
    if bars { result.append("bars") }
    if effects { result.append("scroll effects") }
    if states { result.append("state effects") }
    let carousels = table.carousels.count
    if carousels > 0 { result.append(carousels == 1 ? "carousel" : "\(carousels) carousels") }
    if rows > 0 { result.append(rows == 1 ? "1 row" : "\(rows) rows") }
    return result
  }
}
