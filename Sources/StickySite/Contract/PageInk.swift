import StickyCore

/// The ink of text on a surface (`TextInk`): the text colour, and the status
/// bar or home indicator over it.
enum PageInk: String, PageEnumeration {
  case light
  case dark
  case theme

  init(on color: Color) { self.init(TextInk(on: color)) }

  init(_ ink: TextInk) {
    switch ink {
    case .light: self = .light
    case .dark: self = .dark
    case .theme: self = .theme
    }
  }
}
