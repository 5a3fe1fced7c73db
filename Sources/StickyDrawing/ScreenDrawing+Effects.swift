import StickyCore

extension ScreenDrawing {
  /// Opens the groups that apply the effects of one part of the element, the
  /// outermost marked `data-part`, and returns how many it opened.
  ///
  /// Opacity is the outer group's. A scale is about the element's centre, as
  /// `translate(t + c) scale(s) translate(-c)`: three groups, so that each
  /// animated value stays piecewise linear in the offset (the product of the
  /// scale and the centre would not be) and the key frames stay exact. Blur is
  /// not drawn: a filter would need an id, which a filmstrip would repeat.
  func openEffects(
    _ part: Effect.Part, of track: ElementTrack, into element: inout ElementWriter
  ) -> Int {
    let effects = track.effects.filter { $0.effect.part == part }
    func value(_ property: Effect.Property) -> PiecewiseLinear? {
      effects.first { $0.effect.property == property }?.value
    }
    var marked = [("data-part", part.rawValue)]
    var opened = 0
    if let opacity = value(.opacity) {
      element.group(opacity: opacity.value(at:), attributes: marked)
      marked = []
      opened += 1
    }
    let dx = value(.translateX)
    let dy = value(.translateY)
    let scale = value(.scale)
    guard dx != nil || dy != nil || scale != nil else { return opened }
    let height = track.height
    let centre = scale == nil ? 0 : track.width / 2
    func pair(_ x: Double, _ y: Double) -> String {
      NumberFormat.string(x) + " " + NumberFormat.string(y)
    }
    element.group("translate", attributes: marked) { offset in
      let middle = scale == nil ? 0 : height.value(at: offset) / 2
      return pair(
        (dx?.value(at: offset) ?? 0) + centre, (dy?.value(at: offset) ?? 0) + middle)
    }
    opened += 1
    guard let scale else { return opened }
    element.group("scale") { NumberFormat.fraction(scale.value(at: $0)) }
    element.group("translate") { pair(-centre, -height.value(at: $0) / 2) }
    return opened + 2
  }
}
