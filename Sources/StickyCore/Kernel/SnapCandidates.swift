/// The snap candidates of one area for one intended offset, as one sorted
/// sequence: item `i` offers entries `2i` and `2i + 1`, its aligned offset and
/// the point of its covering range nearest the intended offset, lower first
/// (both the aligned offset when it cannot cover).
///
/// The items of an area share an alignment and follow one another, so these
/// offers rise with the item and every search is a binary search, logarithmic
/// in the rows of a list. Across areas they need not rise (a short block
/// aligned at its end rests before a block above it aligned at its start), so
/// each area is searched on its own.
struct SnapCandidates {
  let rule: SnapRule
  let area: SnapArea
  let intended: Double

  var count: Int { area.count * 2 }

  func value(_ entry: Int) -> Double {
    let index = entry / 2
    let aligned = rule.aligned(area, index)
    guard let range = rule.covering(area, index) else { return aligned }
    let point = min(max(intended, range.lowerBound), range.upperBound)
    return entry % 2 == 0 ? min(aligned, point) : max(aligned, point)
  }

  /// The first entry of `entries` for which `holds` is true; `holds` must be
  /// false then true along the sequence.
  func first(in entries: Range<Int>, where holds: (Double) -> Bool) -> Int {
    var low = entries.lowerBound
    var high = entries.upperBound
    while low < high {
      let middle = (low + high) / 2
      if holds(value(middle)) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The entries whose values lie in `values`.
  func entries(in values: ClosedRange<Double>) -> Range<Int> {
    let lower = first(in: 0..<count) { $0 >= values.lowerBound }
    return lower..<max(lower, first(in: 0..<count) { $0 > values.upperBound })
  }

  /// The entry of `entries` nearest `base`; ties go to the earlier item.
  func nearest(to base: Double, in entries: Range<Int>) -> Int? {
    guard !entries.isEmpty else { return nil }
    let above = first(in: entries) { $0 >= base }
    guard above > entries.lowerBound else { return above }
    let below = value(above - 1)
    // The first entry with that value: the earliest item that offers it.
    let lower = first(in: entries) { $0 >= below }
    guard above < entries.upperBound, value(above) - base < base - below else { return lower }
    return above
  }

  /// The first item whose covering range holds the intended offset. The
  /// ranges rise with the item and do not overlap: only the first one that
  /// ends at or after it can.
  func coveringItem() -> Int? {
    var low = 0
    var high = area.count
    while low < high {
      let middle = (low + high) / 2
      if rule.coveringEnd(area, middle) >= intended { high = middle } else { low = middle + 1 }
    }
    guard low < area.count, let range = rule.covering(area, low), range.contains(intended)
    else { return nil }
    return low
  }
}
