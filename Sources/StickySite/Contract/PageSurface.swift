import StickyCore

/// What an element paints under a line of the screen, for the ink of the
/// status bar and the home indicator (`SurfaceInk`): the ink of its colour,
/// the theme's, or its rows'.
enum PageSurface: String, PageEnumeration {
  case light
  case dark
  case theme
  /// A list, whose rows and pinned rows paint.
  case rows

  /// What `node` paints, from the ink on it before its ink's first step
  /// (`ink`); nil for an element that paints nothing.
  init?(_ node: ElementNode, ink: InkTrack?) {
    if case .block(let block) = node, case .list = block.kind {
      self = .rows
      return
    }
    guard let ink else { return nil }
    self.init(rawValue: ink.first.rawValue)
  }
}
