/// The frames of the moving parts of SPEC section 12 and the pin lines, at one
/// moment or as tracks.
struct ShownParts<Value: MotionValue> {
  var pinTop: Value
  var pinBottom: Value
  var topBarY: Value? = nil
  var bottomBarY: Value? = nil
  var header: (y: Value, height: Value)? = nil
}

extension ShownParts: Sendable where Value: Sendable {}
