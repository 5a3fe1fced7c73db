/// The snap positions as a scrubber or a plot can show them: at most one mark
/// per bucket, found by a bisection per mark, so that a list of a million
/// rows costs what its marks cost. The page marks its scrubber by the same
/// rule (`marks` in `kernel/snapRule.js`).
extension SnapRule {
  /// The buckets, of `buckets` equal parts of `low...high`, that hold an
  /// aligned snap position, ascending.
  public func marks(from low: Double, to high: Double, buckets: Int) -> [Int] {
    guard snaps, buckets > 0, high > low else { return [] }
    let span = high - low
    var marked = [Bool](repeating: false, count: buckets)
    for area in areas {
      var index = 0
      while index < area.count {
        let share = (aligned(area, index) - low) / span * Double(buckets)
        let bucket = min(buckets - 1, max(0, Int(share.rounded(.down))))
        marked[bucket] = true
        // An area's aligned offsets rise with its items: the next mark is
        // the first item at or past the next bucket.
        let next = low + Double(bucket + 1) * span / Double(buckets)
        var later = index + 1
        var end = area.count
        while later < end {
          let middle = (later + end) / 2
          if aligned(area, middle) >= next { end = middle } else { later = middle + 1 }
        }
        index = later
      }
    }
    return marked.indices.filter { marked[$0] }
  }
}
