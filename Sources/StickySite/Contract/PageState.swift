/// A state effect (SPEC section 13): its two values and where it takes the second.
struct PageState: PageRecord {
  var values: [Exact]
  var duration: Exact
  var holds: [PageHold]

  static let summary =
    "A state: values[1] (or colors[1]) where the offset lies in one of the intervals, "
    + "values[0] elsewhere; the page eases between them over duration seconds on metrics.ease."
  static var fields: [PageField<Self>] {
    [
      .init("values", \.values, "The value while the condition is false, then while true."),
      .init("duration", \.duration, "Seconds the page takes to change."),
      .init("holds", \.holds, "The intervals of offsets where the condition holds."),
    ]
  }
}
