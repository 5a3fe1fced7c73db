import StickyCore

/// A stand-alone SVG file: the root element, a title, and the colors of the
/// drawing's classes in an inline style sheet (the gallery gets them from its
/// own CSS instead).
public enum SVGDocument {
  /// The system blue, which the site also uses unless its theme says otherwise.
  static let accent: Color = "#0a84ff"

  /// Wraps what `body` writes in an `<svg>` root `width` by `height` points.
  static func make(
    width: Double, height: Double, title: String, appearance: Appearance,
    body: (inout SVGWriter) -> Void
  ) -> String {
    var svg = SVGWriter()
    let size = [("width", SVGWriter.number(width)), ("height", SVGWriter.number(height))]
    svg.open(
      "svg",
      [("xmlns", "http://www.w3.org/2000/svg")] + size
        + [
          ("viewBox", "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"),
          ("role", "img"),
        ])
    svg.leaf("title", [], text: title)
    svg.leaf("style", [], text: style(appearance))
    body(&svg)
    svg.close("svg")
    return svg.text + "\n"
  }

  /// The classes `ScreenDrawing` paints with, in the colors of the site's
  /// light or dark theme; `auto` follows the viewer's system setting, as the
  /// site's pages do.
  static func style(_ appearance: Appearance) -> String {
    let font =
      "svg{font-family:-apple-system,BlinkMacSystemFont,system-ui,\"Segoe UI\",Roboto,"
      + "\"Helvetica Neue\",Arial,sans-serif}"
    return switch appearance {
    case .light: font + fills(light: true)
    case .dark: font + fills(light: false)
    case .auto:
      font + fills(light: true) + "@media(prefers-color-scheme:dark){" + fills(light: false) + "}"
    }
  }

  private static func fills(light: Bool) -> String {
    let colors: [(String, String)] = [
      (".s-screen,.s-scroll,.s-row", light ? "#ffffff" : "#000000"),
      (".s-bar", light ? "#f9f9f9" : "#1c1c1e"),
      (".s-glass", light ? "#f9f9f9b8" : "#1c1c1eb8"),
      (".s-header,.s-button", accent.text),
      (".s-box", light ? "#f2f2f7" : "#1c1c1e"),
      (".s-pinned", light ? "#c9e4ff" : "#021d38"),
      (".s-line", light ? "#e5e5ea" : "#2c2c2e"),
      (".s-separator", light ? "#3c3c434a" : "#54545899"),
      (".ink", light ? "#1c1c1e" : "#f2f2f7"),
      (".ink-light", Ink.light.text),
      (".ink-dark", Ink.dark.text),
      (".s-bezel", "#1d1d1f"),
      (".s-caption", light ? "#1c1c1e" : "#f2f2f7"),
      (".s-page", light ? "#eef0f4" : "#0c0d10"),
    ]
    return colors.map { "\($0){fill:\($1)}" }.joined()
  }
}
