import StickyCore

/// The page contract: everything a page's runtime gets, as one JSON object in
/// `#sticky-data`, written from this type and described by the JSON Schema
/// its fields make (`PageSchema`). All lengths are points, tracks in screen
/// coordinates; a TRACK is the flat piece list `PiecewiseLinear` writes.
struct PageScene: PageRecord {
  /// Changes whenever a member is added, removed or changes its meaning, so
  /// that a runtime never reads data it does not know.
  static let version = 7

  var version = PageScene.version
  var screen: String
  var title: String?
  var device: String
  var frame: Device.FrameStyle
  var width: Double
  var height: Double
  var safeTop: Double
  var safeBottom: Double
  var status: PageStatus?
  var camera: PageCamera?
  var background: String?
  var ink: PageInk?
  var viewport: PageViewport
  var contentHeight: Double
  var minOffset: Double
  var maxOffset: Double
  var overscroll: Double
  var pinLines: PageLines
  var ticks: [PageTick]
  var embed: PageSize
  var elements: [PageElement]
  var metrics = SharedMetrics()
  var hiding: PageHiding?
  var snap: PageSnapRule?
  var scrollers: [PageScroller]?

  static let summary = "The data a preview or embed page replays."
  static var fields: [PageField<Self>] {
    [
      .init("version", \.version, "The contract's version."),
      .init("screen", \.screen, "The screen's id."),
      .init("title", \.title, "The screen's title."),
      .init("device", \.device, "The device preset."),
      .init("frame", \.frame, "The device frame's style."),
      .init("width", \.width, "W."),
      .init("height", \.height, "H."),
      .init("safeTop", \.safeTop, "The top safe area."),
      .init("safeBottom", \.safeBottom, "The bottom safe area."),
      .init("status", \.status, "The status bar over the top safe area."),
      .init("camera", \.camera, "The camera that shows over the screen."),
      .init("background", \.background, "The screen's background."),
      .init("ink", \.ink, "The ink on the background."),
      .init("viewport", \.viewport, "The visible area."),
      .init("contentHeight", \.contentHeight, "The scroll content's height."),
      .init("minOffset", \.minOffset, "0."),
      .init("maxOffset", \.maxOffset, "The end of the scroll range."),
      .init("overscroll", \.overscroll, "How far the rubber band reaches past either end."),
      .init("pinLines", \.pinLines, "T and B."),
      .init("ticks", \.ticks, "The breakpoints and what changes at each."),
      .init("embed", \.embed, "The embed page's size."),
      .init("elements", \.elements, "Every element, bars first."),
      .init("metrics", \.metrics, "The numbers shared with the CSS."),
      .init("hiding", \.hiding, "SPEC section 12's rule, where a bar hides or the header floats."),
      .init("snap", \.snap, "SPEC section 14's rule, where the content snaps."),
      .init(
        "scrollers", \.scrollers,
        "The scrollers inside the content, the carousels (SPEC section 15), in document order."),
    ]
  }
}
