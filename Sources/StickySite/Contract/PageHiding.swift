import StickyCore

/// What the page needs to run SPEC section 12 itself, without solving
/// layouts: the rule's heights and snaps, the lines and edges
/// `HidingMotion.shown` moves, and the demo path its Play control plays. Only
/// pages of screens with a bar that hides or a floating header carry it.
struct PageHiding: PageRecord {
  var top: PageHidingPart?
  var bottom: PageHidingPart?
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
    top = hiding.topBar.map { _ in PageHidingPart(height: heights.top, snap: snaps.top) }
    bottom = hiding.bottomBar.map { _ in
      PageHidingPart(height: heights.bottom, snap: snaps.bottom)
    }
    header = hiding.floats ? PageHidingPart(height: heights.header, snap: snaps.header) : nil
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
      .init("top", \.top, "The top bar that hides."),
      .init("bottom", \.bottom, "The bottom bar that hides."),
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
