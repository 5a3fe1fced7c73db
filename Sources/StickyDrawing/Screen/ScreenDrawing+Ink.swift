import StickyCore

extension ScreenDrawing {
  /// The classes of an element's own text along `timeline` (`InkTrack.text`),
  /// in the theme's ink where it has none.
  func textInk(of track: DrawnTrack, along timeline: Timeline) -> InkCopies {
    let ink =
      InkTrack.text(
        of: track.node, effects: track.inkEffects(along: timeline), over: screen.background,
        accent: Palette.accent) ?? .constant(.theme)
    guard !ink.steps.isEmpty else { return .constant(ink.first.className) }
    return InkCopies(timeline: timeline, samples: ScreenDecor.samples(of: timeline)) {
      ink.ink(at: $0).className
    }
  }
}
