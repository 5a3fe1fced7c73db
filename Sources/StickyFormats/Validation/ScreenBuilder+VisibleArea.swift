import StickyCore

extension ScreenBuilder {
  /// Reports a screen whose bars or insets leave no room, or less than none,
  /// for the content: its viewport would end above where it starts.
  mutating func checkVisibleArea(of screen: Screen, node: RawNode) {
    let viewport = Viewport(screen: screen)
    guard viewport.fillHeight <= 0 else { return }
    // The bars' heights are what a user most likely got wrong; the screen
    // itself when the device's safe areas are the cause.
    let barHeights = node.children.filter { $0.nodeType == .bar }.compactMap {
      $0.properties.first { $0.name == "height" }?.valueLocation
    }
    if viewport.visibleHeight <= 0 {
      report(
        .barsCoverScreen(
          bars: NumberFormat.exact(viewport.height - viewport.visibleHeight),
          height: NumberFormat.exact(viewport.height)),
        at: barHeights.last ?? node.location)
    } else {
      report(
        .insetsCoverViewport(
          insets: NumberFormat.exact(viewport.insetTop + viewport.insetBottom),
          visible: NumberFormat.exact(viewport.visibleHeight)),
        at: barHeights.last ?? node.location)
    }
  }
}
