/// The snap candidates of a rule for one intended offset, as one sorted
/// sequence: item `i` offers entries `2i` and `2i + 1`, its aligned offset and
/// the point of its covering range nearest the intended offset, lower first
/// (both the aligned offset when it cannot cover).
struct SnapCandidates {
  let rule: SnapRule
  let intended: Double

  var count: Int { rule.itemCount * 2 }

  func value(_ entry: Int) -> Double {
    let (area, index) = rule.locate(entry / 2)
    let aligned = rule.aligned(rule.areas[area], index)
    guard let range = rule.covering(rule.areas[area], index) else { return aligned }
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

  /// The entries strictly ahead of `offset` in the direction of `forward`.
  func ahead(of offset: Double, forward: Bool) -> Range<Int> {
    forward
      ? first(in: 0..<count) { $0 > offset }..<count
      : 0..<first(in: 0..<count) { $0 >= offset }
  }

  /// The entry of `entries` nearest `base` and within `reach` of it; ties go
  /// to document order.
  func nearest(to base: Double, in entries: Range<Int>, within reach: Double) -> Int? {
    guard !entries.isEmpty else { return nil }
    let above = first(in: entries) { $0 >= base }
    var best: Int? = nil
    if above > entries.lowerBound {
      let below = value(above - 1)
      // The first entry with that value: the earliest item that offers it.
      best = first(in: entries) { $0 >= below }
    }
    if above < entries.upperBound {
      if let lower = best {
        if value(above) - base < base - value(lower) { best = above }
      } else {
        best = above
      }
    }
    guard let best, abs(value(best) - base) <= reach else { return nil }
    return best
  }

  /// The first item whose covering range holds the intended offset.
  func coveringItem() -> Int? {
    var entry = first(in: 0..<count) { $0 >= intended }
    while entry < count, value(entry) == intended {
      let (area, index) = rule.locate(entry / 2)
      if let range = rule.covering(rule.areas[area], index), range.contains(intended) {
        return entry / 2
      }
      entry += 1
    }
    return nil
  }
}
