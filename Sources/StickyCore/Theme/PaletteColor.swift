/// One colour of the palette in the light and the dark appearance, and the
/// name the page's CSS knows it by (`--<name>`).
public struct PaletteColor: Hashable, Sendable {
  public var name: String
  public var light: Color
  public var dark: Color

  public init(_ name: String, light: Color, dark: Color) {
    self.name = name
    self.light = light
    self.dark = dark
  }

  /// A colour that is the same in both appearances.
  public init(_ name: String, _ both: Color) {
    self.init(name, light: both, dark: both)
  }
}
