import StickyCore

/// Where the feed's carousels are, from the screen's static layout: the
/// content offsets that put one at a place on the screen.
struct CarouselPlaces {
  let viewport: Viewport
  /// Each carousel's top and height in content coordinates, by id.
  let frames: [String: (top: Double, height: Double)]

  init(screen: Screen) {
    let layout = StaticLayout(screen: screen)
    viewport = layout.viewport
    var frames: [String: (top: Double, height: Double)] = [:]
    for element in layout.elements where element.kind == .carousel {
      frames[element.id] = (element.top, element.height)
    }
    self.frames = frames
  }

  /// The offset at which the top of carousel `id` is `rise` points above the
  /// screen's bottom edge.
  func enteringAtBottom(_ id: String, by rise: Double) -> Double {
    viewport.contentOrigin + frames[id]!.top - (viewport.height - rise)
  }

  /// The offset at which carousel `id` is centred on the screen.
  func centring(_ id: String) -> Double {
    let frame = frames[id]!
    return viewport.contentOrigin + frame.top + frame.height / 2 - viewport.height / 2
  }
}
