/// The content's glide to where it comes to rest after a lift (SPEC section
/// 14): from `from` to `to` over the scroll's snap duration along its easing.
struct Glide: Sendable {
  var from: Double
  var to: Double
  var start: Double
  var style: ScrollSnap

  /// When it ends, unless the path moves first.
  var end: Double { start + style.duration }

  /// The offset at `time`, from the glide's start on; one of no duration is
  /// where it goes from its start, as a snap of section 12 is.
  func value(at time: Double) -> Double {
    let share = style.duration > 0 ? min(1, max(0, (time - start) / style.duration)) : 1
    return from + (to - from) * style.easing.progress(atTime: share)
  }
}
