import StickyCore

/// A list's rows as a drawing draws them: which are pinned and where each
/// lies in the list (`tracks`), and as functions of the drawing's timeline
/// parameter the top of the rows and of each pinned row.
struct DrawnRows {
  var tracks: RowTracks
  var origin: PiecewiseLinear
  /// In the order of `tracks.pins`; nil for a pinned row never on screen along
  /// the path, which is not laid (a list may pin 10,000 rows).
  var pins: [PiecewiseLinear?]

  /// The list's rows at the table's own tracks.
  init(_ tracks: RowTracks) {
    self.tracks = tracks
    origin = tracks.origin
    pins = tracks.pins.map(\.y)
  }

  /// The rows of list track `index` laid along a path's stretches.
  init(_ tracks: RowTracks, of index: Int, in table: Scene, along timeline: Timeline) {
    self.tracks = tracks
    let stretches = timeline.stretches.map(\.path)
    origin = timeline.laid(stretches.map { table.rowsOrigin(of: tracks, along: $0) })
    let screenHeight = table.viewport.height
    pins = tracks.pins.map { pin in
      let row = ElementReference.row(track: index, index: pin.index)
      if let reach = timeline.reach, let tops = table.topBounds(of: row, within: reach),
        tops.lowerBound >= screenHeight
          || tops.upperBound + tracks.geometry.rowHeight(pin.index) <= 0
      {
        return nil
      }
      return timeline.laid(stretches.map { table.frame(of: row, along: $0).y })
    }
  }
}
