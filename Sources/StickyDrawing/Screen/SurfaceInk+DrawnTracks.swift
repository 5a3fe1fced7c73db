import StickyCore

extension SurfaceInk {
  /// Adds the next element of the screen as the drawing draws it, its tracks
  /// following the drawing's timeline parameter.
  mutating func add(_ track: DrawnTrack, along timeline: Timeline, in table: Scene) {
    add(
      Element(
        node: track.node, layer: track.layer,
        effects: track.inkEffects(along: timeline), under: table.under(track.element, screen: nil),
        y: track.y, height: track.height,
        rows: track.rows.map { ($0.tracks, $0.origin, $0.pins) }))
  }
}
