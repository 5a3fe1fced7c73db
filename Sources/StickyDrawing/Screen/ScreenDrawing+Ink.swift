import StickyCore

extension ScreenDrawing {
  /// The classes of an element's own text along `timeline` (`InkTrack.text`),
  /// in the theme's ink where it has none. A text block's backdrop's colour
  /// effects follow the offset, not a retimed parameter, so there they are
  /// left out, as are `x` effects (`DrawnTrack.inkEffects`). A moving
  /// drawing asks at `samples` (`ScreenDecor.samples`).
  func textInk(
    of track: DrawnTrack, along timeline: Timeline,
    samples: [(time: Double, parameter: Double)]
  ) -> InkCopies {
    let backdrop = table.backdrop(of: track.element)
    let ink =
      InkTrack.text(
        of: track.node, effects: track.inkEffects(along: timeline),
        backdrop: backdrop.map {
          (
            $0.node,
            timeline.retimes ? [] : $0.effects.filter { timeline.carousels[$0.scroller] == nil }
          )
        },
        over: table.under(track.element, screen: screen.background), accent: Palette.accent)
      ?? .constant(.theme)
    guard !ink.steps.isEmpty else { return .constant(ink.first.className) }
    return InkCopies(timeline: timeline, samples: samples) {
      ink.ink(at: $0).className
    }
  }
}
