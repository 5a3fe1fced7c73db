import StickyCore

extension MotionPlot {
  /// The snap positions (SPEC section 14) in the strip above the axis, which
  /// ends at `bottom`: one path with a mark per unit of the axis that holds
  /// one (`SnapRule.marks`), so that a list of a million rows draws no more
  /// than the axis has room for.
  func snapMarks(x0: Double, x1: Double, bottom: Double, into svg: inout SVGWriter) {
    let n = NumberFormat.string
    let units = max(1, Int((x1 - x0).rounded()))
    let width = (x1 - x0) / Double(units)
    let marks = along.rules.snap.marks(
      from: along.lowestOffset, to: along.highestOffset, buckets: units)
    let top = bottom - Self.snapStrip + 8
    let path = marks.map { "M\(n(x0 + (Double($0) + 0.5) * width)) \(n(top))v8" }
    svg.leaf(
      "text",
      [("class", "plot-label"), ("x", n(x0 - 4)), ("y", n(top + 9)), ("text-anchor", "end")],
      text: "snaps")
    svg.leaf("path", [("class", "plot-snaps"), ("d", path.joined())])
  }
}
