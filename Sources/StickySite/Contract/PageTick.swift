/// A breakpoint and what changes there (`BreakpointTicks`).
struct PageTick: PageRecord {
  var o: Double
  var label: String

  static let summary = "A breakpoint of the tracks, shown on the scrubber and the plot."
  static var fields: [PageField<Self>] {
    [.init("o", \.o, "The offset."), .init("label", \.label, "What changes there.")]
  }
}
