import StickyCore

extension SurfaceInk {
  /// Adds the next element of the screen as the drawing draws it, its tracks
  /// following the drawing's timeline parameter.
  mutating func add(_ track: DrawnTrack, along timeline: Timeline) {
    add(
      Element(
        node: track.node, layer: track.layer,
        effects: track.inkEffects(along: timeline),
        y: track.y, height: track.height,
        rows: track.rows.map { ($0.tracks, $0.origin, $0.pins) }))
  }
}
