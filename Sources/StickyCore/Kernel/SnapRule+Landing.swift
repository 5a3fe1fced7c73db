/// The four landings of SPEC section 14.
extension SnapRule {
  /// Where the content rests when it stops at `offset` (a lift without
  /// momentum, a wheel gesture's end, the scrubber's release, Home and End).
  public func rest(_ offset: Double) -> SnapLanding {
    let offset = clamped(offset)
    guard snaps else { return SnapLanding(offset: offset, target: nil) }
    let candidates = SnapCandidates(rule: self, intended: offset)
    if let item = candidates.coveringItem() {
      return SnapLanding(offset: offset, target: target(item))
    }
    guard
      let entry = candidates.nearest(to: offset, in: 0..<candidates.count, within: reach)
    else { return SnapLanding(offset: offset, target: nil) }
    return landing(candidates, entry)
  }

  /// Where a lift with momentum that would travel `distance` from `offset` ends.
  public func fling(from offset: Double, by distance: Double) -> SnapLanding {
    guard let forward = direction(from: offset, by: distance) else { return rest(offset) }
    let intended = offset + distance
    let candidates = SnapCandidates(rule: self, intended: intended)
    var found: SnapLanding? = nil
    if let item = candidates.coveringItem() {
      found = SnapLanding(offset: intended, target: target(item))
    } else if let entry = candidates.nearest(
      to: intended, in: candidates.ahead(of: offset, forward: forward), within: reach)
    {
      found = landing(candidates, entry)
    }
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// Where an arrow key moving `distance` (±40) from `offset` lands.
  public func step(from offset: Double, by distance: Double) -> SnapLanding {
    guard let forward = direction(from: offset, by: distance) else { return rest(offset) }
    let intended = offset + distance
    let candidates = SnapCandidates(rule: self, intended: intended)
    let nearest = candidates.nearest(
      to: offset, in: candidates.ahead(of: offset, forward: forward), within: reach)
    var found = nearest.map { landing(candidates, $0) }
    if let item = candidates.coveringItem() {
      let covering = target(item)
      // The covering place gives way only to another block's position that
      // comes before it.
      let before = found.map { forward ? $0.offset < intended : $0.offset > intended } ?? false
      if !(before && found?.target != covering) {
        found = SnapLanding(offset: intended, target: covering)
      }
    }
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// Where Page Down (`pages` 1) or Page Up (-1) from `offset` lands.
  public func page(from offset: Double, by pages: Int) -> SnapLanding {
    let distance = Double(pages.signum()) * (0.875 * snapport).rounded(.down)
    guard let forward = direction(from: offset, by: distance) else { return rest(offset) }
    let intended = offset + distance
    let candidates = SnapCandidates(rule: self, intended: intended)
    var found: SnapLanding? = nil
    if let item = candidates.coveringItem() {
      found = SnapLanding(offset: intended, target: target(item))
    } else {
      let ahead = candidates.ahead(of: offset, forward: forward)
      let near = max((0.4 * snapport).rounded(.down), 1)
      // The candidates a page's length away: a distance from `offset` in
      // `[near, Hs]`, one stretch of the sorted sequence.
      let window =
        forward
        ? candidates.first(in: ahead) {
          $0 >= offset + near
        }..<candidates.first(in: ahead) {
          $0 > offset + snapport
        }
        : candidates.first(in: ahead) {
          $0 >= offset - snapport
        }..<candidates.first(in: ahead) {
          $0 > offset - near
        }
      let entry =
        candidates.nearest(to: intended, in: window, within: reach)
        ?? candidates.nearest(to: intended, in: ahead, within: reach)
      found = entry.map { landing(candidates, $0) }
    }
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// The direction of a move of `distance` from `offset`; nil when it does
  /// not move or heads for an end the content already touches.
  private func direction(from offset: Double, by distance: Double) -> Bool? {
    guard snaps, distance != 0 else { return nil }
    let forward = distance > 0
    if forward ? offset >= maxOffset : offset <= 0 { return nil }
    return forward
  }

  private func landing(_ candidates: SnapCandidates, _ entry: Int) -> SnapLanding {
    SnapLanding(offset: candidates.value(entry), target: target(entry / 2))
  }

  /// `found`, or the nearest stopping position strictly ahead of `offset` when
  /// it is no farther; with nothing found, `mandatory` rests where the move
  /// started and `proximity` goes where it meant to.
  private func stopped(
    _ found: SnapLanding?, from offset: Double, forward: Bool, intended: Double
  ) -> SnapLanding {
    guard let found else {
      return type == .mandatory
        ? rest(offset) : SnapLanding(offset: clamped(intended), target: nil)
    }
    guard let stop = firstStop(from: offset, forward: forward),
      abs(stop.offset - offset) <= reach,
      abs(stop.offset - offset) <= abs(found.offset - offset)
    else { return found }
    return stop
  }

  /// The aligned position of a `snapStop="always"` item strictly ahead of
  /// `offset` and nearest it; ties go to document order.
  private func firstStop(from offset: Double, forward: Bool) -> SnapLanding? {
    var best: SnapLanding? = nil
    for area in stoppers {
      let items = areas[area]
      // Aligned offsets rise with the item.
      var low = 0
      var high = items.count
      while low < high {
        let middle = (low + high) / 2
        let value = aligned(items, middle)
        if forward ? value > offset : value >= offset { high = middle } else { low = middle + 1 }
      }
      var index = forward ? low : low - 1
      guard index >= 0, index < items.count else { continue }
      let value = aligned(items, index)
      if !forward {
        // The earliest row at that offset.
        var first = 0
        var last = index
        while first < last {
          let middle = (first + last) / 2
          if aligned(items, middle) >= value { last = middle } else { first = middle + 1 }
        }
        index = first
      }
      if let current = best, abs(current.offset - offset) <= abs(value - offset) { continue }
      best = SnapLanding(offset: value, target: items.id(index))
    }
    return best
  }
}
