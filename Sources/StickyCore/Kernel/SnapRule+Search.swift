/// The searches the landings are made of (SPEC section 14), as Chromium's
/// `SnapContainerData` makes them: a binary search in each area, the areas
/// compared in document order.
extension SnapRule {
  /// The candidate nearest `base` among those offered for the intended offset
  /// `intended` whose offsets lie in `window`, nearer to `base` than `reach`
  /// (or exactly `reach` away, where `atReach`); ties go to document order.
  func nearest(
    to base: Double, intended: Double, in window: ClosedRange<Double>, atReach: Bool
  ) -> SnapLanding? {
    var best: (distance: Double, landing: SnapLanding)? = nil
    for area in areas {
      let candidates = SnapCandidates(rule: self, area: area, intended: intended)
      guard let entry = candidates.nearest(to: base, in: candidates.entries(in: window))
      else { continue }
      let offset = candidates.value(entry)
      let distance = abs(offset - base)
      guard distance < reach || (atReach && distance == reach) else { continue }
      if let best, best.distance <= distance { continue }
      best = (distance, SnapLanding(offset: offset, target: area.id(entry / 2)))
    }
    return best?.landing
  }

  /// `intended`, with the first item whose covering range holds it.
  func covering(_ intended: Double) -> SnapLanding? {
    for area in areas {
      if let item = SnapCandidates(rule: self, area: area, intended: intended).coveringItem() {
        return SnapLanding(offset: intended, target: area.id(item))
      }
    }
    return nil
  }

  /// The offsets a move from `offset` may land on: a pixel ahead or more
  /// (Chromium drops the fraction of a candidate's distance before it asks
  /// whether the candidate lies ahead).
  func ahead(of offset: Double, forward: Bool) -> ClosedRange<Double> {
    forward ? (offset + 1)...Double.infinity : -Double.infinity...(offset - 1)
  }

  /// The aligned offset of a `snapStop="always"` item ahead of `offset` and
  /// nearest it, nearer than `reach`; ties go to document order.
  func nearestStop(from offset: Double, forward: Bool) -> SnapLanding? {
    let window = ahead(of: offset, forward: forward)
    var best: (distance: Double, landing: SnapLanding)? = nil
    for area in stoppers {
      let index: Int
      if forward {
        index = firstAligned(in: area) { $0 >= window.lowerBound }
        guard index < area.count else { continue }
      } else {
        // The earliest item with the last aligned offset in the window.
        let last = firstAligned(in: area) { $0 > window.upperBound } - 1
        guard last >= 0 else { continue }
        let value = aligned(area, last)
        index = firstAligned(in: area) { $0 >= value }
      }
      let distance = abs(aligned(area, index) - offset)
      guard distance < reach, best.map({ distance < $0.distance }) ?? true else { continue }
      best = (distance, SnapLanding(offset: aligned(area, index), target: area.id(index)))
    }
    return best?.landing
  }

  /// The first item of `area` from `start` on whose aligned offset satisfies
  /// `holds`, which is false then true along the items: aligned offsets rise
  /// with the item.
  func firstAligned(
    in area: SnapArea, from start: Int = 0, where holds: (Double) -> Bool
  ) -> Int {
    var low = start
    var high = area.count
    while low < high {
      let middle = (low + high) / 2
      if holds(aligned(area, middle)) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
