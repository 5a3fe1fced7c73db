import StickyCore

/// An element as a drawing draws it: its tracks as functions of the drawing's
/// timeline parameter. They are the frame table's own where that parameter is
/// the offset; along a path where bars hide or a header floats, each stretch's
/// frames (`Scene.frame(of:along:)`) and effect values laid end to end.
/// A state effect follows time instead (`DrawnEffect`).
struct DrawnTrack {
  /// What the element is: its id, node, layer and horizontal extent.
  var element: ElementTrack
  var y: PiecewiseLinear
  var height: PiecewiseLinear
  var effects: [DrawnEffect]
  var rows: DrawnRows?

  init(_ index: Int, of table: Scene, along timeline: Timeline) {
    let track = table.tracks[index]
    element = track
    guard timeline.retimes else {
      (y, height) = (track.y, track.height)
      effects = track.effects.map { DrawnEffect($0, along: timeline) }
      rows = track.rows.map(DrawnRows.init)
      return
    }
    let stretches = timeline.stretches.map(\.path)
    let frames = stretches.map { table.frame(of: .track(index), along: $0) }
    y = timeline.laid(frames.map(\.y))
    height = timeline.laid(frames.map(\.height))
    func laid(_ track: PiecewiseLinear) -> PiecewiseLinear {
      timeline.laid(stretches.map { $0.along(track) })
    }
    effects = track.effects.map { effect in
      // An `x` effect follows its carousel, whose timeline is not retimed.
      guard timeline.carousels[effect.scroller] == nil else {
        return DrawnEffect(effect, along: timeline)
      }
      var laidEffect = effect
      laidEffect.value = laid(effect.value)
      if var colors = effect.colors {
        (colors.red, colors.green, colors.blue, colors.alpha) = (
          laid(colors.red), laid(colors.green), laid(colors.blue), laid(colors.alpha)
        )
        laidEffect.colors = colors
      }
      return DrawnEffect(laidEffect, along: timeline)
    }
    rows = track.rows.map { DrawnRows($0, of: index, in: table, along: timeline) }
  }

  var id: String { element.id }
  var node: ElementNode { element.node }
  var layer: ElementLayer { element.layer }
  var x: Double { element.x }
  var width: Double { element.width }

  /// The effects whose colours the ink on the element follows, laid along
  /// `timeline`'s parameter. A state's colours follow the offset, not a
  /// retimed parameter, so there they are left out, as are the colours of
  /// `x` effects, which follow a carousel's offset.
  func inkEffects(along timeline: Timeline) -> [EffectTrack] {
    effects.map(\.track).filter {
      ($0.state == nil || !timeline.retimes) && timeline.carousels[$0.scroller] == nil
    }
  }

  /// The effect that drives `property` of `part`, if any.
  func effect(_ property: Effect.Property, of part: Effect.Part) -> DrawnEffect? {
    effects.first { $0.effect.part == part && $0.effect.property == property }
  }
}
