import StickyCore

/// What the page needs to run SPEC section 12 itself, without solving
/// layouts: the rule's heights and snaps, the lines and edges
/// `HidingMotion.shown` moves, and the demo path its Play control plays. Only
/// pages of screens with a bar that hides or a floating header carry it.
struct PageHiding: PageRecord {
  var parts: [PageHidingPart]
  var bars: [PageHidingBar]
  var innerTop: Int?
  var innerBottom: Int?
  var header: PageHidingPart?
  var headerEnd: Double?
  var safeTop: Double
  var safeBottom: Double
  var restTop: Double
  var restBottom: Double
  var origin: Double
  var pinnedLine: Double?
  var demo: String

  /// The screen's hiding, or nil when nothing on it hides.
  init?(_ table: Scene) {
    let hiding = table.hiding
    guard !hiding.isEmpty else { return nil }
    let heights = hiding.hideableHeights
    let snaps = hiding.snaps
    parts = zip(hiding.hidingBars, snaps).map {
      PageHidingPart(id: $0.id, edge: $0.edge, height: $0.height, snap: $1)
    }
    bars = hiding.movingBars.map(PageHidingBar.init)
    innerTop = hiding.innerTop
    innerBottom = hiding.innerBottom
    header = hiding.headerID.map {
      PageHidingPart(id: $0, edge: nil, height: heights.header, snap: snaps.last ?? nil)
    }
    headerEnd = hiding.headerEnd
    safeTop = hiding.safeTop
    safeBottom = hiding.safeBottom
    restTop = hiding.restingTop
    restBottom = hiding.restingBottom
    origin = table.viewport.contentOrigin
    pinnedLine = hiding.pinnedHeaderLine
    demo = ScrollPath.demo(for: hiding, screenHeight: table.viewport.height).text
  }

  static let summary = "The state of SPEC section 12, for pages whose bars hide or header floats."
  static var fields: [PageField<Self>] {
    [
      .init(
        "parts", \.parts,
        "Each bar that hides, in the order of the state's hidden amounts: the top edge's from the edge inward, then the bottom edge's; the header's amount comes after them."
      ),
      .init("bars", \.bars, "Each bar that moves: those that hide and those they carry."),
      .init(
        "innerTop", \.innerTop,
        "The member of bars that is the innermost top bar, whose bottom edge T follows; absent where that bar stays put."
      ),
      .init(
        "innerBottom", \.innerBottom,
        "The member of bars that is the innermost bottom bar, whose top edge B follows; absent where that bar stays put."
      ),
      .init("header", \.header, "The floating header."),
      .init(
        "headerEnd", \.headerEnd,
        "Where the floating header's bottom edge is at offset 0 (n + h): T never goes above it less the offset the header shows."
      ),
      .init("safeTop", \.safeTop, "The screen's top safe area."),
      .init("safeBottom", \.safeBottom, "The screen's bottom safe area."),
      .init("restTop", \.restTop, "T at rest, before a pinned header raises it."),
      .init("restBottom", \.restBottom, "B at rest."),
      .init("origin", \.origin, "The screen y of content y 0 at offset 0."),
      .init("pinnedLine", \.pinnedLine, "A pinned header's A + c, which T never goes above."),
      .init("demo", \.demo, "The Play control's path, in the --path grammar."),
    ]
  }
}
