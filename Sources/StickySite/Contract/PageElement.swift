import StickyCore

/// One element of the screen, in the order of the `frames` output (bars,
/// scroll, header, blocks), with its tracks and what the page needs to draw it.
/// Display members are present only where set.
struct PageElement: PageRecord {
  var id: String
  var type: ElementKind
  var x: Double
  var slide: String?
  var card: Bool?
  var w: Double
  var y: PiecewiseLinear
  var h: PiecewiseLinear
  var z: Int
  var ride: PageRide
  var c: Double?
  var form: PageForm?
  var hides: PageHides?
  var bar: Int?
  var surface: PageSurface?
  var effects: [PageEffect]?
  var edge: BarEdge?
  var translucent: Bool?
  var label: String?
  var detail: String?
  var title: String?
  var subtitle: String?
  var titleY: PiecewiseLinear?
  var titleStart: Bool?
  var text: String?
  var lines: Int?
  var lineHeight: Double?
  var fontSize: Double?
  var bold: Bool?
  var shownLines: Int?
  var color: String?
  var ink: PageInk?
  var inks: PageInkTrack?
  var image: String?
  var imageY: PiecewiseLinear?
  var imageH: PiecewiseLinear?
  var rows: PageRows?

  static let summary = "An element of the screen: its tracks and how it looks."
  static var fields: [PageField<Self>] {
    [
      .init("id", \.id, "The element's id, as frames prints it."),
      .init("type", \.type, "Its node type."),
      .init("x", \.x, "Its left edge on the screen; in a carousel, at the carousel's offset 0."),
      .init(
        "slide", \.slide,
        "The scroller (a carousel) whose offset x_k slides it: its left edge is then x - x_k."),
      .init(
        "card", \.card, "Drawn as a card, its corners rounded by --card-radius (Corners.isCard)."),
      .init("w", \.w, "Its width."),
      .init("y", \.y, "Its top as a TRACK of the offset."),
      .init("h", \.h, "Its height as a TRACK of the offset."),
      .init("z", \.z, "Its stacking class: 0 scroll, 1 content, 2 sticky, 3 header, 4 bars."),
      .init("ride", \.ride, "How it follows the offset."),
      .init("c", \.c, "With ride content: y = c - o."),
      .init("form", \.form, "Its closed form, when sticky on a page whose bars hide."),
      .init(
        "hides", \.hides,
        "The member of hiding that places it: a bar that moves, the floating header."),
      .init("bar", \.bar, "With hides bar: its index in hiding.bars."),
      .init("surface", \.surface, "What it paints under the status bar and the home indicator."),
      .init("effects", \.effects, "Its effects, in the order written."),
      .init("edge", \.edge, "A bar's edge."),
      .init("translucent", \.translucent, "A translucent bar."),
      .init("label", \.label, "A bar's, box's or button's label."),
      .init("detail", \.detail, "A box's detail line."),
      .init("title", \.title, "The header's title."),
      .init("subtitle", \.subtitle, "The header's subtitle."),
      .init(
        "titleY", \.titleY,
        "The top of the header's title block below the header's top, as a TRACK (HeaderTitles)."),
      .init(
        "titleStart", \.titleStart,
        "Whether the header's titles sit at its start rather than centred (HeaderTitles.alignment)."
      ),
      .init("text", \.text, "A text block's text."),
      .init("lines", \.lines, "A text block's lines."),
      .init("lineHeight", \.lineHeight, "A text block's line height."),
      .init("fontSize", \.fontSize, "A text block's font size (TextLines.font)."),
      .init("bold", \.bold, "A text block set as a heading."),
      .init(
        "shownLines", \.shownLines,
        "The lines a text block shows: its text fills some, bars the others (TextLines)."),
      .init("color", \.color, "Its colour."),
      .init("ink", \.ink, "The ink of its text and of what it paints, before its first step."),
      .init("inks", \.inks, "Where that ink flips as its colour effects change its colour."),
      .init("image", \.image, "Its image's URL, relative to the page."),
      .init(
        "imageY", \.imageY,
        "A header image's top below the header's top, as a TRACK, where it does not cover the header (HeaderImage)."
      ),
      .init("imageH", \.imageH, "That image's height, as a TRACK."),
      .init("rows", \.rows, "A list's rows."),
    ]
  }
}
