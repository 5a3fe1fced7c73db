/// Whole-pixel offsets of a scroller where something changes, as the checks
/// against Chromium take them: Chromium rounds a fractional scroll offset to
/// a whole pixel (0.25 reads back 0, 42.75 43).
enum WholeOffsets {
  /// The whole offsets of `[0, last]`, ascending: both ends, the pixels on
  /// both sides of every breakpoint (and on it, when it is whole) and one
  /// more each way, and `steps - 1` evenly spaced between the ends.
  static func around(_ breakpoints: [Double], last: Double, steps: Int) -> [Double] {
    let last = last.rounded(.down)
    var offsets: Set<Double> = [0, last]
    for breakpoint in breakpoints {
      let below = breakpoint.rounded(.down)
      let above = breakpoint.rounded(.up)
      offsets.formUnion([below - 1, below, above, above + 1])
    }
    for step in 1..<steps { offsets.insert((last * Double(step) / Double(steps)).rounded()) }
    return offsets.filter { $0 >= 0 && $0 <= last }.sorted()
  }
}
