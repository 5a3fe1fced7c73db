import StickyCore

/// The status bar the page draws over a top safe area, as `ScreenDecor`
/// draws it: its height, its clock and whether it shows a signal icon.
struct PageStatus: PageRecord {
  var height: Double
  var clock: String
  var signal: Bool?

  /// The status bar over `screen`, or nil where it has no top safe area.
  init?(_ screen: Screen) {
    guard screen.safeTop > 0 else { return nil }
    let status = FrameMetrics(screen.frame).status
    height = min(screen.safeTop, FrameMetrics.statusBarMaxHeight)
    clock = status.clock
    signal = status.signal != nil ? true : nil
  }

  static let summary = "The status bar over the top safe area."
  static var fields: [PageField<Self>] {
    [
      .init("height", \.height, "Its height: the safe area's, at most the greatest a bar has."),
      .init("clock", \.clock, "The time it shows."),
      .init("signal", \.signal, "Whether it shows a signal icon."),
    ]
  }
}
