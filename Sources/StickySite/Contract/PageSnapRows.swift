/// The rows of a list that snap: `count` rows whose heights repeat `heights`.
struct PageSnapRows: PageRecord {
  var count: Int
  var heights: [Double]

  static let summary = "The rows of a list whose rows snap."
  static var fields: [PageField<Self>] {
    [
      .init("count", \.count, "How many rows."),
      .init("heights", \.heights, "The row heights, used in turn."),
    ]
  }
}
