import StickyCore

/// The ink of text on a surface (`Ink`): the text colour, and the status bar
/// or home indicator over it.
enum PageInk: String, PageEnumeration {
  case light
  case dark

  init(on color: Color) { self = Ink.isLight(on: color) ? .light : .dark }

  /// On a header of `color`; the default header is the accent shaded darker.
  init(onHeader color: Color?) { self = color.map(PageInk.init(on:)) ?? .light }
}
