/// A list's rows: row `i` sits at the list's `y(o) + rowTop(i)` unless pinned.
struct PageRows: PageRecord {
  var count: Int
  var heights: [Double]
  var label: String
  var color: String?
  var ink: PageInk?
  var altColor: String?
  var altInk: PageInk?
  var pins: [PagePin]?

  static let summary = "The rows of a list."
  static var fields: [PageField<Self>] {
    [
      .init("count", \.count, "How many rows."),
      .init("heights", \.heights, "The row heights, used in turn."),
      .init("label", \.label, "The label template: {i} from 0, {n} from 1."),
      .init("color", \.color, "The rows' colour."),
      .init("ink", \.ink, "The ink on color."),
      .init("altColor", \.altColor, "Every other row's colour."),
      .init("altInk", \.altInk, "The ink on altColor."),
      .init("pins", \.pins, "The pinned rows."),
    ]
  }
}
