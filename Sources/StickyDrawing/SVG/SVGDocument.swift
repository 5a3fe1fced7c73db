import StickyCore

/// A stand-alone SVG file: the root element, a title, and the colors of the
/// drawing's classes in an inline style sheet.
public enum SVGDocument {
  /// Wraps what `body` writes in an `<svg>` root `width` by `height` points.
  static func make(
    width: Double, height: Double, title: String, appearance: Appearance,
    body: (inout SVGWriter) throws(DrawingTooLarge) -> Void
  ) throws(DrawingTooLarge) -> String {
    var svg = SVGWriter()
    let size = [("width", NumberFormat.string(width)), ("height", NumberFormat.string(height))]
    svg.open(
      "svg",
      [("xmlns", "http://www.w3.org/2000/svg")] + size
        + [
          ("viewBox", "0 0 \(NumberFormat.string(width)) \(NumberFormat.string(height))"),
          ("role", "img"),
        ])
    svg.leaf("title", [], text: title)
    svg.leaf("style", [], text: style(appearance))
    try body(&svg)
    svg.close("svg")
    // A drawing may be tens of megabytes: finished in place, not copied.
    var text = svg.finished()
    text += "\n"
    return text
  }

  /// The classes `ScreenDrawing` paints with and their palette colours, for
  /// the accent of buttons and headers: the style sheet of a file and the
  /// gallery's CSS are both written from this table.
  public static func fills(accent: Color) -> [(selector: String, color: PaletteColor)] {
    [
      (".s-screen,.s-scroll,.s-row", Palette.screen),
      (".s-bar", Palette.bar),
      (".s-glass", Palette.glass),
      (".s-header", PaletteColor("accent", accent)),
      (".s-button", PaletteColor("button-fill", Ink.button(accent).fill)),
      (".s-box", Palette.fill),
      (".s-pinned", Palette.pinned(accent: accent)),
      (".s-line", Palette.secondaryFill),
      (".s-separator", Palette.separator),
      (".ink", Palette.ink),
      (".ink-light", Palette.lightInk),
      (".ink-dark", Palette.darkInk),
      (".s-bezel", Palette.bezel),
      (".s-caption", Palette.ink),
      (".s-page", Palette.page),
    ]
  }

  /// The classes in the palette's light or dark colours; `auto` follows the
  /// viewer's system setting, as the site's pages do.
  static func style(_ appearance: Appearance) -> String {
    func rules(_ shade: (PaletteColor) -> Color) -> String {
      fills(accent: Palette.accent).map { "\($0.selector){fill:\(shade($0.color).text)}" }
        .joined()
    }
    let font =
      "svg{font-family:-apple-system,BlinkMacSystemFont,system-ui,\"Segoe UI\",Roboto,"
      + "\"Helvetica Neue\",Arial,sans-serif}"
    return switch appearance {
    case .light: font + rules(\.light)
    case .dark: font + rules(\.dark)
    case .auto: font + rules(\.light) + "@media(prefers-color-scheme:dark){" + rules(\.dark) + "}"
    }
  }
}
