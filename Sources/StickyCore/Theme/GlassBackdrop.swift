/// What a translucent bar does to what lies under it, said once for the
/// page's CSS (`backdrop-filter`) and the drawings (an SVG filter): the
/// content under the bar saturated and blurred, as the platforms' bars are,
/// so that text under it cannot be read through it.
public enum GlassBackdrop {
  /// The saturation factor: CSS's `saturate()` as a fraction, SVG's
  /// `feColorMatrix type="saturate"`.
  public static let saturation = 1.8
  /// The blur's standard deviation, in points: CSS's `blur()` length and
  /// SVG's `stdDeviation` alike.
  public static let blur = 20.0

  /// The filter as CSS writes it.
  public static var css: String {
    "saturate(\(NumberFormat.string(saturation * 100))%) blur(\(NumberFormat.string(blur))px)"
  }
}
