/// How a `shadow` effect's value (0 ... 1) is drawn (SPEC section 13), said
/// once for the page's CSS and the drawings. On a bar's own part it is the
/// opacity of the hairline at the edge that faces the content (the line a bar
/// draws at rest, in `Palette.separator`, which a bar with a shadow effect
/// draws only as far as the value says). On any other part it is a drop
/// shadow below the part's box, black at `opacity` times the value.
public enum EffectShadow {
  /// How far the shadow falls below the box, in points.
  public static let offsetY = 2.0
  /// CSS's blur radius of the shadow, in points; SVG's `stdDeviation` is half
  /// of it, as CSS defines a blur radius as twice the Gaussian's deviation.
  public static let blurRadius = 8.0
  /// The shadow's opacity at a value of 1.
  public static let opacity = 0.3
  /// How thick a bar's hairline is, in points.
  public static let barHairline = 0.5

  /// Whether a `shadow` effect on `part` of an element of `kind` is drawn as
  /// the element's hairline rather than as a drop shadow: a bar's own is.
  public static func isHairline(_ part: Effect.Part, of kind: ElementKind) -> Bool {
    part == .self && kind == .bar
  }
}
