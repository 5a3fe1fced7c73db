import StickyCore

/// A carousel's group of what slides in it (SPEC section 15), while a
/// drawing draws its elements: written once the carousel or one of them is
/// on screen, so that a carousel off screen costs nothing, and closed with
/// its markers after the last of them.
struct SlidingGroup {
  var id: ScrollerID
  var track: DrawnTrack
  var carousel: CarouselTracks
  /// The carousel's own timeline.
  var own: Timeline
  /// Whether the carousel's frame is on screen at some time of the drawing.
  var shown: Bool
  /// The group's opening, until it is written.
  var opening: SVGWriter?

  init(
    _ track: DrawnTrack, carousel: CarouselTracks, own: Timeline, drawing: ScreenDrawing,
    timeline: Timeline, shapes: inout SharedShapes
  ) {
    id = ScrollerID(track.id)
    self.track = track
    self.carousel = carousel
    self.own = own
    shown = timeline.shows(y: track.y, height: track.height, screenHeight: drawing.height)
    var opening = SVGWriter()
    drawing.openSliding(track, own: own, timeline: timeline, into: &opening, shapes: &shapes)
    self.opening = opening
  }

  /// What closes the group, its markers after it; nil where it was never
  /// written.
  func closing(drawing: ScreenDrawing, timeline: Timeline) -> SVGWriter? {
    guard opening == nil else { return nil }
    var closing = SVGWriter()
    drawing.closeSliding(
      track, carousel: carousel, own: own, timeline: timeline, marked: shown, into: &closing)
    return closing
  }
}
