/// The content's glide to where it comes to rest after a lift (SPEC section
/// 14): from `from` to `to` over the scroll's snap duration along its easing.
struct Glide: Sendable {
  var from: Double
  var to: Double
  var start: Double
  var style: ScrollSnap

  /// When it ends, unless the path moves first.
  var end: Double { start + style.duration }

  /// The offset at `time`, from the glide's start on.
  func value(at time: Double) -> Double {
    style.easing.moved(from: from, to: to, over: style.duration, after: time - start)
  }
}
