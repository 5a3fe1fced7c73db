/// The frames of the moving parts of SPEC section 12 and the pin lines, at one
/// moment or as tracks.
struct ShownParts<Value: MotionValue> {
  var pinTop: Value
  var pinBottom: Value
  /// The tops of `HidingMotion.movingBars`.
  var barTops: [Value] = []
  var header: (y: Value, height: Value)? = nil
}

extension ShownParts: Sendable where Value: Sendable {}
