/// A length either at one moment (a number) or over all offsets (an exact
/// piecewise-linear track). The closed forms of SPEC sections 5 and 12 are
/// written once over both: the solver builds the tracks of `frames --offsets`
/// from them, and a path evaluates them with the pin lines of one moment.
protocol MotionValue {
  static func constant(_ value: Double) -> Self
  func adding(_ delta: Double) -> Self
  func adding(_ other: Self) -> Self
  func scaled(by factor: Double) -> Self
  func minimum(_ other: Self) -> Self
  func maximum(_ other: Self) -> Self
}

extension Double: MotionValue {
  static func constant(_ value: Double) -> Double { value }
  func adding(_ delta: Double) -> Double { self + delta }
  func scaled(by factor: Double) -> Double { self * factor }
  func minimum(_ other: Double) -> Double { Swift.min(self, other) }
  func maximum(_ other: Double) -> Double { Swift.max(self, other) }
}

extension PiecewiseLinear: MotionValue {}
