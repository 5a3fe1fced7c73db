/// The ink of text on a surface: white, black, or the theme's own text colour
/// where the surface shows the theme's screen through it. The page's classes
/// and the drawings' are named after it.
public enum TextInk: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
  case theme

  /// The ink on `color` (nil: the theme's own paint), which shows `screen`
  /// (nil: the theme's screen) through as much of it as is transparent:
  /// where the two appearances want different inks, the theme's own ink is
  /// each one's.
  public init(on color: Color?, over screen: Color? = nil) {
    guard let color else {
      self = .theme
      return
    }
    self.init(
      red: Double(color.red) / 255 * Double(color.alpha) / 255,
      green: Double(color.green) / 255 * Double(color.alpha) / 255,
      blue: Double(color.blue) / 255 * Double(color.alpha) / 255,
      alpha: Double(color.alpha) / 255, over: screen)
  }

  /// The ink on a colour of premultiplied channels `red`, `green`, `blue` and
  /// `alpha`, from 0 to 1, over `screen` (nil: the theme's).
  init(red: Double, green: Double, blue: Double, alpha: Double, over screen: Color?) {
    let inks = Self.screens(screen).map { under in
      Ink.luminance(
        red: red + (1 - alpha) * Double(under.red) / 255,
        green: green + (1 - alpha) * Double(under.green) / 255,
        blue: blue + (1 - alpha) * Double(under.blue) / 255) < Ink.tie ? TextInk.light : .dark
    }
    self = inks[0] == inks[1] ? inks[0] : .theme
  }

  /// What shows through a transparent colour in the light and the dark
  /// appearance.
  static func screens(_ screen: Color?) -> [Color] {
    screen.map { [$0, $0] } ?? [Palette.screen.light, Palette.screen.dark]
  }

  /// The drawings' class of text in this ink.
  public var className: String { self == .theme ? "ink" : "ink-" + rawValue }
}
