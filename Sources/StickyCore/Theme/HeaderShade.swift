/// The default header's look, the accent shaded darker across it: the page
/// draws it as a CSS `linear-gradient` at `angle` from the accent to the accent
/// mixed with black by `darkening`, and the drawings as black from clear to
/// `darkening` over the accent, which is the same colour at every point. An
/// image under text takes the same black over it, page and drawing alike.
public enum HeaderShade {
  /// In CSS degrees: clockwise from pointing up.
  public static let angle = 160.0
  public static let darkening = 0.45

  /// The unit vector the gradient runs along, in screen coordinates (y down).
  public static var direction: (x: Double, y: Double) {
    let radians = angle / 180 * Double.pi
    return (sine(radians), -sine(radians + Double.pi / 2))
  }

  /// sin(x) for x in [0, 2π] by its Taylor series, which has converged to
  /// the last bit by 40 terms there: the core has no C math library.
  private static func sine(_ x: Double) -> Double {
    var term = x
    var sum = x
    for n in 1...40 {
      term *= -x * x / Double((2 * n) * (2 * n + 1))
      sum += term
    }
    return sum
  }
}
