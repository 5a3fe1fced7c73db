import StickyCore

/// The status bar's clock of each frame style.
struct PageClocks: PageRecord {
  var modern = FrameMetrics(.modern).status.clock
  var classic = FrameMetrics(.classic).status.clock
  var android = FrameMetrics(.android).status.clock

  static let summary = "The status bar's clock of each frame style."
  static var fields: [PageField<Self>] {
    [
      .init("modern", \.modern, "An iPhone with a home indicator."),
      .init("classic", \.classic, "An iPhone with a home button."),
      .init("android", \.android, "An Android phone."),
    ]
  }
}
