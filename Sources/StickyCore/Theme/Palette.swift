/// The colours of the pages and the drawings, light and dark: the one table
/// that the site's CSS (as custom properties), the page data and every SVG
/// read. The surfaces follow iOS's system colours.
public enum Palette {
  /// The system blue: the accent of buttons, links and controls unless the
  /// config's theme names another.
  public static let accent: Color = blue

  public static let page = PaletteColor("page", light: "#eef0f4", dark: "#0c0d10")
  /// The panels and cards the page sets on `page`.
  public static let card = PaletteColor("card", light: "#ffffff", dark: "#1b1c20")
  public static let ink = PaletteColor("ink", light: "#1c1c1e", dark: "#f2f2f7")
  public static let secondaryInk = PaletteColor("ink-2", light: "#6b6b73", dark: "#a1a1aa")
  public static let line = PaletteColor("line", light: "#d9dbe1", dark: "#2e3036")
  /// The screen and the content that scrolls on it.
  public static let screen = PaletteColor("screen", light: "#ffffff", dark: "#000000")
  /// Boxes on the screen.
  public static let fill = PaletteColor("fill", light: "#f2f2f7", dark: "#1c1c1e")
  /// A text block's placeholder lines.
  public static let secondaryFill = PaletteColor("fill-2", light: "#e5e5ea", dark: "#2c2c2e")
  public static let control = PaletteColor("control", light: "#f2f2f7", dark: "#2c2c2e")
  public static let separator = PaletteColor("separator", light: "#3c3c434a", dark: "#54545899")
  public static let bar = PaletteColor("bar", light: "#f9f9f9", dark: "#1c1c1e")
  /// A translucent bar.
  public static let glass = PaletteColor("glass", light: "#f9f9f9b8", dark: "#1c1c1eb8")
  public static let bezel = PaletteColor("bezel", "#1d1d1f")
  /// The home button's ring, the speaker, the bezel's edge.
  public static let bezelDetail = PaletteColor("bezel-detail", "#3a3a3c")
  /// The dynamic island and the punch-hole camera.
  public static let camera = PaletteColor("camera", "#000000")
  /// The inks of text on a colour (`Ink`). Black rather than a softer grey:
  /// with it, every background has an ink of at least 4.58:1 (the worst case
  /// is a luminance of about 0.18, where black and white tie).
  public static let lightInk = PaletteColor("ink-light", "#ffffff")
  public static let darkInk = PaletteColor("ink-dark", "#000000")

  /// iOS's system colours in the order the motion plot gives them to its
  /// curves; the inspector marks its overlays with some of them.
  public static let system = [
    PaletteColor("blue", blue), PaletteColor("orange", "#ff9f0a"),
    PaletteColor("green", "#30d158"), PaletteColor("pink", "#ff375f"),
    PaletteColor("purple", "#bf5af2"), PaletteColor("cyan", "#64d2ff"),
    PaletteColor("brown", "#ac8e68"), PaletteColor("yellow", "#ffd60a"),
  ]

  /// Every colour the page's CSS gets as a custom property, in that order.
  public static let all =
    [
      page, card, ink, secondaryInk, line, screen, fill, secondaryFill, control, separator, bar,
      glass, bezel, bezelDetail, camera, lightInk, darkInk,
    ] + system

  /// Pinned rows, on the pages and in the drawings: the screen tinted with
  /// the accent.
  public static func pinned(accent: Color) -> PaletteColor {
    PaletteColor(
      "pinned", light: screen.light.mixed(toward: accent, share: pinnedTint),
      dark: screen.dark.mixed(toward: accent, share: pinnedTint))
  }

  /// The accent's share of a pinned row's colour.
  public static let pinnedTint = 0.16

  private static let blue: Color = "#0a84ff"
}
