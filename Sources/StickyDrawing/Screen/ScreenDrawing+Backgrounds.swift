import StickyCore

extension ScreenDrawing {
  /// A bar's separator along the edge that faces the content, as the page
  /// draws it: its opacity is the value of the bar's own `shadow` effect
  /// where it has one (`EffectShadow`), marked `data-hairline`.
  func hairline(_ track: DrawnTrack, edge: BarEdge, into element: inout ElementWriter) {
    var attributes = [
      ("width", NumberFormat.string(track.width)),
      ("height", NumberFormat.string(EffectShadow.barHairline)), ("class", "s-separator"),
    ]
    let y =
      edge == .top ? ElementWriter.Length(constant: -EffectShadow.barHairline, share: 1) : .fixed(0)
    guard let shadow = track.effect(.shadow, of: .self) else {
      element.shape("rect", attributes, lengths: [("y", y)])
      return
    }
    attributes.append(("data-hairline", Effect.Part.`self`.rawValue))
    let numbers = shadow.numbers(along: element.sampling)
    element.shape(
      "rect", attributes, lengths: [("y", y)],
      values: [("opacity", { NumberFormat.fraction(numbers.value($0)) })], along: numbers.sampling)
  }

  /// What a part's `shadow` and `color` effects draw under what it shows
  /// (SPEC section 13): a drop shadow below its box and the box filled with
  /// the colour. The box is the element's width and `height` tall, with
  /// corners of `radius`. An element's own colour is its frame's fill
  /// instead (`colorFill`), and a bar's own shadow its separator
  /// (`hairline`).
  func background(
    _ part: Effect.Part, of track: DrawnTrack, height: ElementWriter.Length, radius: Double,
    into element: inout ElementWriter, shapes: inout SharedShapes
  ) {
    let size = Self.box(width: track.width, radius: radius)
    shadow(part, of: track, height: height, radius: radius, into: &element, shapes: &shapes)
    if let color = colorFill(of: track, part: part, element: element) {
      element.shape(
        "rect", size + [("data-color", part.rawValue)],
        animated: element.placed([("height", height)]) + color)
    }
  }

  /// The drop shadow of a part's `shadow` effect, if any; a bar's own is its
  /// separator instead.
  func shadow(
    _ part: Effect.Part, of track: DrawnTrack, height: ElementWriter.Length, radius: Double,
    into element: inout ElementWriter, shapes: inout SharedShapes
  ) {
    guard let effect = track.effect(.shadow, of: part) else { return }
    if EffectShadow.isHairline(part, of: track.node.kind) { return }
    dropShadow(
      effect, part: part, width: track.width, height: height, radius: radius, into: &element,
      shapes: &shapes)
  }

  /// `fill` and `fill-opacity` following the part's `color` effect, as
  /// `ElementWriter.shape(animated:)` takes them, or nil without one. The
  /// colour's red, green and blue are the `fill` and its alpha the
  /// `fill-opacity`, which SMIL animates exactly (`ColorKeys`).
  func colorFill(
    of track: DrawnTrack, part: Effect.Part, element: ElementWriter
  ) -> [(String, [String], Sampling)]? {
    guard let effect = track.effect(.color, of: part) else { return nil }
    let (sampling, colors) = effect.colors(along: element.sampling)
    return [
      ("fill", ColorKeys.straight(colors).map(ColorKeys.hex), sampling),
      ("fill-opacity", colors.map { NumberFormat.fraction($0[3]) }, sampling),
    ]
  }

  /// A drop shadow as CSS `box-shadow` draws one below the part's box
  /// (`EffectShadow`): the box's shape in black, `offsetY` lower, blurred by
  /// a Gaussian of half the blur radius, at `opacity` times the effect's
  /// value, and cut away inside the box, where CSS draws none (a box without
  /// a fill shows no shadow through it). Nothing while the value is 0.
  private func dropShadow(
    _ effect: DrawnEffect, part: Effect.Part, width: Double, height: ElementWriter.Length,
    radius: Double, into element: inout ElementWriter, shapes: inout SharedShapes
  ) {
    let shadow = effect.numbers(along: element.sampling)
    guard shadow.isEverPositive else { return }
    // Far enough round the box for all but a trace of the blur.
    let margin = abs(EffectShadow.offsetY) + 2 * EffectShadow.blurRadius
    let region: [SVGWriter.Attribute] = [
      ("x", NumberFormat.string(-margin)), ("width", NumberFormat.string(width + 2 * margin)),
    ]
    let regionLengths: [(String, ElementWriter.Length)] = [
      ("y", .fixed(-margin)),
      ("height", .init(constant: height.constant + 2 * margin, share: height.share)),
    ]
    let box = Self.box(width: width, radius: radius)
    var cut = element.child()
    cut.shape("rect", region + [("fill", "#fff")], lengths: regionLengths)
    cut.shape("rect", box + [("fill", "#000")], lengths: [("height", height)])
    let mask = shapes.uniqueID("mask")
    element.shape(
      "mask", [("id", mask), ("maskUnits", "userSpaceOnUse")] + region, lengths: regionLengths,
      children: cut.svg)
    var blur = SVGWriter()
    blur.leaf(
      "feGaussianBlur", [("stdDeviation", NumberFormat.fraction(EffectShadow.blurRadius / 2))])
    let filter = shapes.uniqueID("shadow")
    element.shape(
      "filter",
      [("id", filter), ("filterUnits", "userSpaceOnUse")] + region
        + [("color-interpolation-filters", "sRGB")], lengths: regionLengths, children: blur)
    element.svg.open("g", [("mask", "url(#\(mask))")])
    element.shape(
      "rect",
      box + [
        ("y", NumberFormat.string(EffectShadow.offsetY)), ("fill", "#000"),
        ("filter", "url(#\(filter))"), ("data-shadow", part.rawValue),
      ], lengths: [("height", height)],
      values: [("opacity", { NumberFormat.fraction(EffectShadow.opacity * shadow.value($0)) })],
      along: shadow.sampling)
    element.svg.close("g")
  }

  private static func box(width: Double, radius: Double) -> [SVGWriter.Attribute] {
    [("width", NumberFormat.string(width))]
      + (radius > 0 ? [("rx", NumberFormat.string(radius))] : [])
  }
}
