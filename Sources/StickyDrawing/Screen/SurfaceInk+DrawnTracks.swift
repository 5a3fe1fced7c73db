import StickyCore

extension SurfaceInk {
  /// The rule over `tracks`, every element of the screen as the drawing draws
  /// it, its tracks following the drawing's timeline parameter.
  init(tracks: [DrawnTrack], background: Color?) {
    let elements = tracks.map { track in
      Element(
        node: track.node, layer: track.layer, y: track.y, height: track.height,
        rows: track.rows.map { ($0.tracks, $0.origin, $0.pins) })
    }
    self.init(elements: elements, background: background)
  }
}
