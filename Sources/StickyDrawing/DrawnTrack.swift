import StickyCore

/// An element as a drawing draws it: its tracks as functions of the drawing's
/// timeline parameter. They are the frame table's own where that parameter is
/// the offset; along a path where bars hide or a header floats, each stretch's
/// frames (`FrameTable.frame(of:along:)`) and effect values laid end to end.
struct DrawnTrack {
  /// What the element is: its id, node, layer and horizontal extent.
  var element: ElementTrack
  var y: PiecewiseLinear
  var height: PiecewiseLinear
  var effects: [EffectTrack]
  var rows: DrawnRows?

  init(_ index: Int, of table: FrameTable, along timeline: Timeline) {
    let track = table.tracks[index]
    element = track
    guard timeline.retimes else {
      (y, height, effects) = (track.y, track.height, track.effects)
      rows = track.rows.map(DrawnRows.init)
      return
    }
    let stretches = timeline.stretches.map(\.path)
    let frames = stretches.map { table.frame(of: .track(index), along: $0) }
    y = timeline.laid(frames.map(\.y))
    height = timeline.laid(frames.map(\.height))
    effects = track.effects.map { effect in
      var laid = effect
      laid.value = timeline.laid(stretches.map { $0.along(effect.value) })
      return laid
    }
    rows = track.rows.map { DrawnRows($0, of: index, in: table, along: timeline) }
  }

  var id: String { element.id }
  var node: ElementNode { element.node }
  var layer: ElementLayer { element.layer }
  var x: Double { element.x }
  var width: Double { element.width }
}
