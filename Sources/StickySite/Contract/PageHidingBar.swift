import StickyCore

/// A bar that SPEC section 12 moves (`MovingBar`): where it rests and the
/// hidden amounts that carry it.
struct PageHidingBar: PageRecord {
  var top: Double
  var height: Double
  var edge: BarEdge
  var from: Int
  var to: Int

  init(_ moving: MovingBar) {
    top = moving.restingTop
    height = moving.bar.height
    edge = moving.bar.edge
    from = moving.carriers.lowerBound
    to = moving.carriers.upperBound
  }

  static let summary = "A bar that hides or that a bar nearer its edge carries."
  static var fields: [PageField<Self>] {
    [
      .init("top", \.top, "Its top with nothing hidden."),
      .init("height", \.height, "Its height."),
      .init("edge", \.edge, "Its edge: a top bar moves up by its amounts, a bottom bar down."),
      .init(
        "from", \.from,
        "The first of the hidden amounts that move it: those of the bars that hide from its edge up to itself."
      ),
      .init("to", \.to, "One past the last of them."),
    ]
  }
}
