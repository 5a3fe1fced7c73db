extension CubicBezier {
  /// Where a movement from `from` to `to` over `duration` seconds along the
  /// curve is `elapsed` seconds after it started (a snap of SPEC section 12,
  /// a glide of section 14); one of no duration is where it goes from its
  /// start.
  func moved(from: Double, to: Double, over duration: Double, after elapsed: Double) -> Double {
    let share = duration > 0 ? min(1, max(0, elapsed / duration)) : 1
    return from + (to - from) * progress(atTime: share)
  }
}
