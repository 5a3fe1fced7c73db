/// Picks readable text on a colored background, by the contrast ratio of WCAG
/// 2: the one rule for the SVG drawings and for the preview pages, which get
/// its answers as data.
public enum Ink {
  /// The inks, which are the same in both appearances.
  private static let light = Palette.lightInk.light
  private static let dark = Palette.darkInk.light

  /// The contrast ratio of two luminances, from 1 to 21.
  public static func contrast(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether white text on `color` has more contrast than black text.
  public static func isLight(on color: Color) -> Bool { color.luminance < tie }

  /// The luminance where black and white text have the same contrast, about
  /// 0.179: on anything lighter black reads better. With the inks pure
  /// black and white, (1 + 0.05) / (L + 0.05) = (L + 0.05) / 0.05.
  public static let tie: Double = {
    // √0.0525 by Newton's method: the core has no C math library.
    var root = 0.25
    for _ in 0..<60 { root = (root + 0.0525 / root) / 2 }
    return root - 0.05
  }()

  /// The relative luminance of a colour of channels from 0 to 1, which need
  /// not be whole steps of 256 (a colour on its way between two).
  public static func luminance(red: Double, green: Double, blue: Double) -> Double {
    0.2126 * Color.linear(red) + 0.7152 * Color.linear(green) + 0.0722 * Color.linear(blue)
  }

  /// The class of text on `background` (nil: the screen's own color).
  public static func className(on background: Color?) -> String {
    TextInk(on: background).className
  }

  /// A filled button's fill and ink: white wherever white reaches 3:1 on
  /// `color`, as the platforms draw it on their saturated blues and reds,
  /// with the fill then shaded toward black until white reaches 4.5:1;
  /// black on lighter fills, which it always reads on at 7:1 or more.
  public static func button(_ color: Color) -> (fill: Color, ink: TextInk) {
    guard contrast(color.luminance, light.luminance) >= 3 else { return (color, .dark) }
    return (readable(color, on: [light], lighter: false), .light)
  }

  /// `color` mixed with black (or white when `lighter`) in steps of 5% until
  /// it has a contrast of at least `ratio` with every one of `backgrounds`:
  /// an accent that can be read as text.
  public static func readable(
    _ color: Color, on backgrounds: [Color], lighter: Bool, ratio: Double = 4.5
  ) -> Color {
    let target = lighter ? light : dark
    let grounds = backgrounds.map(\.luminance)
    for step in 0...20 {
      let mixed = color.mixed(toward: target, share: Double(step) / 20)
      if grounds.allSatisfy({ contrast(mixed.luminance, $0) >= ratio }) { return mixed }
    }
    return target
  }
}
