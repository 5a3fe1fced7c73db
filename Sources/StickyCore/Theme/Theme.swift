/// The look of a site (SPEC section 8, `theme`), as the config sets it.
public struct Theme: Hashable, Sendable {
  /// Buttons, links and controls.
  public var accent: Color
  public var appearance: Appearance

  public init(accent: Color, appearance: Appearance) {
    self.accent = accent
    self.appearance = appearance
  }
}
