import StickyCore

/// A pinned row of a list: its own track, and its closed form where bars hide.
struct PagePin: PageRecord {
  var index: Int
  var edge: StickyEdge
  var y: PiecewiseLinear
  var form: PageForm?

  static let summary = "A row a pin makes sticky."
  static var fields: [PageField<Self>] {
    [
      .init("index", \.index, "The row's index, from 0."),
      .init("edge", \.edge, "The edges it pins to."),
      .init("y", \.y, "Its top as a TRACK of the offset."),
      .init("form", \.form, "Its closed form, on pages with bars that hide."),
    ]
  }
}
