/// The snap positions as a scrubber or a plot can show them: at most one mark
/// per bucket, found by a bisection per mark, so that a list of a million
/// rows costs what its marks cost. The page marks its scrubber by the same
/// rule (`marks` in `kernel/snapRule.js`).
extension SnapRule {
  /// The buckets, of `buckets` equal parts of `low...high`, that hold an
  /// aligned snap position, ascending; the last bucket holds `high`.
  public func marks(from low: Double, to high: Double, buckets: Int) -> [Int] {
    guard snaps, buckets > 0, high > low else { return [] }
    let span = high - low
    var marked = [Bool](repeating: false, count: buckets)
    for area in areas {
      // Each mark is the first item at or past a place, found by bisection.
      var index = firstAligned(in: area) { $0 >= low }
      while index < area.count {
        let value = aligned(area, index)
        guard value <= high else { break }
        let bucket = min(buckets - 1, Int(((value - low) / span * Double(buckets)).rounded(.down)))
        marked[bucket] = true
        let next = low + Double(bucket + 1) * span / Double(buckets)
        index = firstAligned(in: area, from: index + 1) { $0 >= next }
      }
    }
    return marked.indices.filter { marked[$0] }
  }
}
