import StickyCore

extension ScreenBuilder {
  /// Reports a screen whose bars or insets leave no room, or less than none,
  /// for the content: its viewport would end above where it starts.
  mutating func checkVisibleArea(of screen: Screen) {
    let viewport = Viewport(screen: screen)
    guard viewport.fillHeight <= 0 else { return }
    // The bars' heights are what a user most likely got wrong (the one written
    // last); the screen itself when the device's safe areas are the cause.
    let place =
      screen.bars.map { sourceMap.location(of: .element($0.id), property: "height") }.max()
      ?? sourceMap.location(of: .element(screen.id))
    if viewport.visibleHeight <= 0 {
      report(
        .barsCoverScreen(
          bars: NumberFormat.exact(viewport.height - viewport.visibleHeight),
          height: NumberFormat.exact(viewport.height)),
        at: place)
    } else {
      report(
        .insetsCoverViewport(
          insets: NumberFormat.exact(viewport.insetTop + viewport.insetBottom),
          visible: NumberFormat.exact(viewport.visibleHeight)),
        at: place)
    }
  }
}
