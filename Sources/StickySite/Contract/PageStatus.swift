import StickyCore

/// The status bar the page draws over a top safe area, as `ScreenDecor`
/// draws it: its height, its clock and whether it shows a signal icon.
struct PageStatus: PageRecord {
  var height: Double
  var clock: String
  var signal: Bool?
  var band: String?
  var bandInk: PageInk?

  /// The status bar over `screen`, or nil where it has no top safe area.
  init?(_ screen: Screen) {
    guard screen.safeTop > 0 else { return nil }
    let status = FrameMetrics(screen.frame).status
    height = min(screen.safeTop, FrameMetrics.statusBarMaxHeight)
    clock = status.clock
    signal = status.signal != nil ? true : nil
    band = screen.statusBar?.text
    bandInk = screen.statusBar.map(PageInk.init(on:))
  }

  static let summary = "The status bar over the top safe area."
  static var fields: [PageField<Self>] {
    [
      .init("height", \.height, "Its height: the safe area's, at most the greatest a bar has."),
      .init("clock", \.clock, "The time it shows."),
      .init("signal", \.signal, "Whether it shows a signal icon."),
      .init(
        "band", \.band,
        "The colour of the band behind it, over the whole top safe area and everything under it."),
      .init("bandInk", \.bandInk, "The ink on that band, which the status bar then always takes."),
    ]
  }
}
