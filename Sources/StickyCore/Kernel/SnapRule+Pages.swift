/// SPEC section 15's `page` rule (Flutter's `PageView`): the offset comes to
/// rest at a whole number of pages `P`, the snapport's length; the snap
/// positions only name the target.
extension SnapRule {
  /// A page forward from `offset` (`P * (floor(x/P) + 1)`), or back: a fling
  /// to the start of the page it is on (`P * floor(x/P)`), a key that
  /// `leaving` a page it rests at to the one before (`P * (ceil(x/P) - 1)`).
  func turned(from offset: Double, forward: Bool, leaving: Bool) -> SnapLanding {
    let page = offset / snapport
    let next =
      forward ? page.rounded(.down) + 1 : leaving ? page.rounded(.up) - 1 : page.rounded(.down)
    return turned(to: snapport * next)
  }

  /// `offset` clamped to the range, with the snap target whose position is
  /// nearest it (ties to document order); none where no item snaps.
  func turned(to offset: Double) -> SnapLanding {
    let landing = clamped(offset)
    let target = nearest(
      to: landing, intended: landing, in: -.infinity ... .infinity, atReach: true)
    return SnapLanding(offset: landing, target: target?.target)
  }
}
