import StickyCore

/// The numbers the page's runtime shares with its CSS and Swift
/// (`PageMetrics`): the device frame, the stacking order, the line the home
/// indicator takes its ink from, the text bars and the state transitions' curve.
struct SharedMetrics: PageRecord {
  var bezel = FrameMetrics(.modern).side
  var classicBezelSide = FrameMetrics(.classic).side
  var classicBezelEnd = FrameMetrics(.classic).end
  var androidBezel = FrameMetrics(.android).side
  var homeProbe = FrameMetrics.homeIndicatorBottom + FrameMetrics.homeIndicator.height / 2
  var textBar = PageTextBar()
  var z = ElementLayer.allCases.map(PageMetrics.zIndex)
  var embedBar = PageMetrics.embedBarHeight
  var ease = CubicBezier.ease.controlPoints

  static let summary = "The numbers the runtime shares with the page's CSS."
  static var fields: [PageField<Self>] {
    [
      .init("bezel", \.bezel, "The modern frame's bezel."),
      .init("classicBezelSide", \.classicBezelSide, "The classic frame's side bezel."),
      .init("classicBezelEnd", \.classicBezelEnd, "The classic frame's bezel above and below."),
      .init("androidBezel", \.androidBezel, "The Android frame's bezel."),
      .init("homeProbe", \.homeProbe, "How far above the bottom the home indicator's ink is read."),
      .init("textBar", \.textBar, "The bars of a text block's unfilled lines."),
      .init("z", \.z, "The z-index of each stacking class: scroll, content, sticky, header, bars."),
      .init("embedBar", \.embedBar, "The embed page's scrubber bar's height."),
      .init("ease", \.ease, "The control points of the state transitions' curve."),
    ]
  }
}
