import StickyCore

/// How a part that hides snaps when the finger lifts (`SnapStyle`).
struct PageSnap: PageRecord {
  var seconds: Double
  var easing: [Double]
  var byDirection: Bool

  init(_ style: SnapStyle) {
    seconds = style.duration
    easing = style.easing.controlPoints
    byDirection = style.target == .direction
  }

  static let summary = "How a part that hides snaps."
  static var fields: [PageField<Self>] {
    [
      .init("seconds", \.seconds, "How long the snap takes."),
      .init("easing", \.easing, "Its easing, as cubic-bezier(x1, y1, x2, y2)'s four numbers."),
      .init(
        "byDirection", \.byDirection,
        "Whether it goes away when the offset last changed toward the end (else when half or more is hidden)."
      ),
    ]
  }
}
