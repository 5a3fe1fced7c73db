import StickyCore
import StickyDrawing

/// One screen's card on the gallery page: a thumbnail at rest, its name,
/// device, description and features, linking to its page, in the group of the
/// folder its layout comes from. It holds only what it shows, so that a build
/// that watches its layouts keeps every screen's card between rebuilds and
/// writes the gallery again without drawing the cards of screens that did
/// not change.
struct GalleryCard: Equatable, Sendable {
  var id: String
  var name: String
  var device: String
  var description: String?
  /// The thumbnail's SVG markup.
  var thumbnail: String
  var features: [String]
  /// The folder the layout comes from, as the gallery names its group.
  var group: String

  /// The card of `entry`, its thumbnail showing `images` (image values to
  /// site-relative paths).
  init(_ entry: SiteScreen, table: Scene, images: [String: String]) throws(SiteError) {
    var drawn: [String: DrawnImage] = [:]
    for (value, path) in images {
      if let file = entry.imageFiles[value] { drawn[value] = DrawnImage(href: path, file: file) }
    }
    thumbnail = try SiteBuilder.drawn("its thumbnail", of: entry) {
      () throws(DrawingTooLarge) in
      try Thumbnail(screen: entry.screen, table: table, images: drawn).svg()
    }
    let screen = entry.screen
    id = screen.id
    name = SiteBuilder.name(of: screen)
    device = SiteBuilder.deviceDescription(screen)
    description = screen.description
    features = Gallery.features(of: table)
    group = entry.group
  }

  func write(heading: String, into html: inout HTMLWriter) {
    // What the filter box matches: every word a reader might type.
    let search = ([id, name, device, description ?? ""] + features)
      .joined(separator: " ").lowercased()
    html.open("li", [("class", "card"), ("data-search", search)])
    html.open("a", [("href", id + "/index.html")])
    html.characters("\n")
    html.open("div", [("class", "thumb")])
    html.append(markup: thumbnail)
    html.close("div")
    html.characters("\n")
    html.open("div", [("class", "card-text")])
    html.leaf(heading, text: name)
    html.characters("\n")
    html.leaf("p", [("class", "meta")], text: device)
    html.characters("\n")
    if let description {
      html.leaf("p", [("class", "description")], text: description)
      html.characters("\n")
    }
    html.open("ul", [("class", "tags")])
    for feature in features { html.leaf("li", text: feature) }
    html.close("ul")
    html.close("div")
    html.characters("\n")
    html.close("a")
    html.close("li")
  }
}
