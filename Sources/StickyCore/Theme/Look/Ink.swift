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
  public static func isLight(on color: Color) -> Bool {
    let l = color.luminance
    return contrast(l, light.luminance) > contrast(l, dark.luminance)
  }

  /// "light" or "dark": the page data's name of the ink on `color`.
  public static func name(on color: Color) -> String {
    isLight(on: color) ? "light" : "dark"
  }

  /// The class of text on `background` (nil: the screen's own color).
  public static func className(on background: Color?) -> String {
    background.map { "ink-" + name(on: $0) } ?? "ink"
  }

  /// The ink on a header of `color`: the default header (nil) is the accent
  /// shaded darker, under white titles.
  public static func name(onHeader color: Color?) -> String {
    color.map(name(on:)) ?? "light"
  }

  /// The class of text on a header of `color`.
  public static func className(onHeader color: Color?) -> String {
    "ink-" + name(onHeader: color)
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
