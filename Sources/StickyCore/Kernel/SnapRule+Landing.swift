/// The four landings of SPEC section 14, as Chromium's snap selection
/// strategies make them: `rest` its end position, `fling` its displacement,
/// `step` its direction and `page` its page scroll.
extension SnapRule {
  /// Where the content rests when it stops at `offset` (a lift without
  /// momentum, a wheel gesture's end, the scrubber's release, Home and End).
  /// An offset past an end is measured from where it is, not from the end.
  public func rest(_ offset: Double) -> SnapLanding {
    guard snaps else { return SnapLanding(offset: clamped(offset), target: nil) }
    if paged { return turned(to: snapport * (offset / snapport + 0.5).rounded(.down)) }
    return covering(offset)
      ?? nearest(to: offset, intended: offset, in: -.infinity ... .infinity, atReach: true)
      ?? SnapLanding(offset: clamped(offset), target: nil)
  }

  /// Where a lift with momentum that would travel `distance` from `offset`
  /// ends; nil toward an end the content touches, where it does not move
  /// and keeps its target (Chromium's `scrollBy` picks a target there too,
  /// but a scroll that does not move ends no scroll and reports no change).
  public func fling(from offset: Double, by distance: Double) -> SnapLanding? {
    let forward = distance > 0
    guard forward ? offset < maxOffset : offset > 0 else { return nil }
    guard snaps, distance != 0 else { return rest(offset) }
    if paged { return turned(from: offset, forward: forward, leaving: false) }
    let intended = offset + distance
    let found =
      covering(intended)
      ?? nearest(
        to: intended, intended: intended, in: ahead(of: offset, forward: forward), atReach: true)
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// Where an arrow key moving `distance` (±40) from `offset` lands: the
  /// first candidate ahead, unless a covering range holds `offset + distance`
  /// and that candidate is not another item's before it.
  public func step(from offset: Double, by distance: Double) -> SnapLanding {
    guard snaps, distance != 0 else { return rest(offset) }
    let forward = distance > 0
    if paged { return turned(from: offset, forward: forward, leaving: true) }
    let intended = offset + distance
    let first = nearest(
      to: offset, intended: intended, in: ahead(of: offset, forward: forward), atReach: false)
    var found = first
    if let covered = covering(intended) {
      let before = first.map { forward ? $0.offset < intended : $0.offset > intended } ?? false
      if !before || first?.target == covered.target { found = covered }
    }
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// Where Page Down (`pages` 1) or Page Up (-1) from `offset` lands: the
  /// candidate nearest a page's length away, preferring those whose distance
  /// from `offset` lies in `[max(floor(0.4 Hs), 1), Hs]`.
  public func page(from offset: Double, by pages: Int) -> SnapLanding {
    let distance = Double(pages.signum()) * (0.875 * snapport).rounded(.down)
    guard snaps, distance != 0 else { return rest(offset) }
    let forward = distance > 0
    if paged { return turned(from: offset, forward: forward, leaving: true) }
    let intended = offset + distance
    let near = max((0.4 * snapport).rounded(.down), 1)
    let preferred =
      forward ? (offset + near)...(offset + snapport) : (offset - snapport)...(offset - near)
    let ahead = ahead(of: offset, forward: forward)
    let found =
      covering(intended)
      ?? nearest(to: intended, intended: intended, in: preferred, atReach: true)
      ?? nearest(to: intended, intended: intended, in: ahead, atReach: false)
    return stopped(found, from: offset, forward: forward, intended: intended)
  }

  /// `found`, or the nearest stopping position ahead of `offset` when it is
  /// no farther; with nothing found, `mandatory` rests where the move
  /// started and `proximity` goes where it meant to.
  private func stopped(
    _ found: SnapLanding?, from offset: Double, forward: Bool, intended: Double
  ) -> SnapLanding {
    guard let found else {
      return type == .mandatory
        ? rest(offset) : SnapLanding(offset: clamped(intended), target: nil)
    }
    guard let stop = nearestStop(from: offset, forward: forward),
      abs(stop.offset - offset) <= abs(found.offset - offset)
    else { return found }
    return stop
  }
}
