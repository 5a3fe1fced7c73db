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
      // An area's aligned offsets rise with its items: each mark is the first
      // item at or past a place, found by bisection.
      func first(from start: Int, atOrPast place: Double) -> Int {
        var lower = start
        var upper = area.count
        while lower < upper {
          let middle = (lower + upper) / 2
          if aligned(area, middle) >= place { upper = middle } else { lower = middle + 1 }
        }
        return lower
      }
      var index = first(from: 0, atOrPast: low)
      while index < area.count {
        let value = aligned(area, index)
        guard value <= high else { break }
        let bucket = min(buckets - 1, Int(((value - low) / span * Double(buckets)).rounded(.down)))
        marked[bucket] = true
        index = first(from: index + 1, atOrPast: low + Double(bucket + 1) * span / Double(buckets))
      }
    }
    return marked.indices.filter { marked[$0] }
  }
}
