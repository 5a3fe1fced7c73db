import StickyCore

extension ScreenDrawing {
  /// Opens the groups that apply the effects of one part of the element, the
  /// outermost marked `data-part`, and returns how many it opened. The part's
  /// box is as wide as the element and as tall as `box` (the element's height
  /// unless given).
  ///
  /// Opacity is the outer group's. A scale is about the part's centre, as
  /// `translate(t + c) scale(s) translate(-c)`: three groups, so that each
  /// animated value stays piecewise linear in the timeline's parameter (the
  /// product of the scale and the centre would not be) and the key frames stay
  /// exact. A state's value follows time, and an `x` effect's its
  /// carousel's offset, rather than the parameter, with key frames of their
  /// own: such a translation is a group of its own after the first, as
  /// translations commute, and such a scale the middle group. Blur is
  /// the innermost group's filter, in the part's own coordinates as the page's
  /// CSS `filter` is, with an id of its own in the document.
  func openEffects(
    _ part: Effect.Part, of track: DrawnTrack, box: PiecewiseLinear? = nil,
    into element: inout ElementWriter, shapes: inout SharedShapes
  ) -> Int {
    let effects = track.effects.filter { $0.effect.part == part }
    let own = element.sampling
    func value(_ property: Effect.Property) -> EffectNumbers? {
      effects.first { $0.effect.property == property }?.numbers(along: own)
    }
    var marked = [("data-part", part.rawValue)]
    var opened = 0
    func opening() -> [SVGWriter.Attribute] {
      defer {
        marked = []
        opened += 1
      }
      return marked
    }
    if let opacity = value(.opacity) {
      element.group(opacity: opacity.value, along: opacity.sampling, attributes: opening())
    }
    let dx = value(.translateX)
    let dy = value(.translateY)
    let scale = value(.scale)
    if dx != nil || dy != nil || scale != nil {
      let height = box ?? track.height
      let centre = scale == nil ? 0 : track.width / 2
      func pair(_ x: Double, _ y: Double) -> String {
        NumberFormat.string(x) + " " + NumberFormat.string(y)
      }
      let (framesDx, framesDy) = (dx.flatMap(\.ofFrames), dy.flatMap(\.ofFrames))
      if framesDx != nil || framesDy != nil || scale != nil {
        element.group("translate", attributes: opening()) { parameter in
          let middle = scale == nil ? 0 : height.value(at: parameter) / 2
          return pair(
            (framesDx?.value(parameter) ?? 0) + centre,
            (framesDy?.value(parameter) ?? 0) + middle)
        }
      }
      if let state = dx?.ofOwn {
        element.group("translate", along: state.sampling, attributes: opening()) {
          pair(state.value($0), 0)
        }
      }
      if let state = dy?.ofOwn {
        element.group("translate", along: state.sampling, attributes: opening()) {
          pair(0, state.value($0))
        }
      }
      if let scale {
        element.group("scale", along: scale.sampling, attributes: opening()) {
          NumberFormat.fraction(scale.value($0))
        }
        element.group("translate", attributes: opening()) {
          pair(-centre, -height.value(at: $0) / 2)
        }
      }
    }
    if let blur = value(.blur), blur.isEverPositive {
      blurGroup(blur, marked: opening(), into: &element, shapes: &shapes)
    }
    return opened
  }

  /// Opens a group blurred by `blur` points, as CSS `blur()`: a Gaussian of
  /// that standard deviation, in sRGB, none at 0.
  private func blurGroup(
    _ blur: EffectNumbers, marked: [SVGWriter.Attribute], into element: inout ElementWriter,
    shapes: inout SharedShapes
  ) {
    var gaussian = element.child()
    gaussian.shape(
      "feGaussianBlur", [],
      values: [("stdDeviation", { NumberFormat.fraction(max(0, blur.value($0))) })],
      along: blur.sampling)
    let id = shapes.uniqueID("blur")
    element.shape(
      "filter",
      [
        ("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%"),
        ("color-interpolation-filters", "sRGB"),
      ], children: gaussian.svg)
    element.svg.open("g", [("filter", "url(#\(id))")] + marked)
  }
}
