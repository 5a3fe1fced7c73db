import StickyCore
import StickyDrawing

/// The part of the pages' style sheet that Swift writes at build time, in
/// front of `site.css`: the theme's accent, the palette (StickyCore's
/// `Palette`) and the device frame's measurements (`PageMetrics`) as custom
/// properties, which the CSS reads with `var(--…)`, and the colours of the
/// drawing classes the gallery's thumbnails are painted with.
enum SiteStyle {
  static func generated(accent: Color) -> String {
    let colors = [PaletteColor("accent", accent)] + Palette.all + [Palette.pinned(accent: accent)]
    let properties =
      colors.map { "--\($0.name):\(css($0))" } + accentProperties(accent)
      + [
        "--body-size:\(NumberFormat.string(TextLines.bodySize))px",
        "--small-size:\(NumberFormat.string(TextLines.smallSize))px", PageMetrics.cssProperties,
      ]
    let fills = SVGDocument.fills(accent: accent).map {
      "\($0.selector){fill:var(--\($0.color.name))}"
    }
    return ":root{\(properties.joined(separator: ";"))}\n\(PageMetrics.frameRules)\n"
      + fills.joined() + "\n"
  }

  /// A colour of the palette, its dark shade chosen by the page's `color-scheme`.
  static func css(_ color: PaletteColor) -> String {
    color.light == color.dark
      ? color.light.text : "light-dark(\(color.light.text),\(color.dark.text))"
  }

  /// The accent as text on the page's backgrounds (`--accent-text`, darker in
  /// light mode, lighter in dark), and a button filled with the accent as
  /// `Ink.button` draws it (`--button-fill`, `--button-ink`): each readable
  /// at 4.5:1.
  static func accentProperties(_ accent: Color) -> [String] {
    let grounds = [Palette.page, Palette.card, Palette.control]
    let text = PaletteColor(
      "accent-text", light: Ink.readable(accent, on: grounds.map(\.light), lighter: false),
      dark: Ink.readable(accent, on: grounds.map(\.dark), lighter: true))
    let button = Ink.button(accent)
    let ink = button.ink == .light ? Palette.lightInk : Palette.darkInk
    return [
      "--accent-text:" + css(text), "--button-fill:" + button.fill.text,
      "--button-ink:var(--\(ink.name))",
    ]
  }
}
