import StickyCore

/// What a drawing shows of one element's effects, read from its markup as a
/// browser applies it: each part's opacity, the transform of its groups (a
/// scale `s` and a translation `t`, from the part's parent to its innermost
/// group), its blur, its colour (premultiplied, each channel 0 ... 1) and its
/// shadow (the drop shadow's opacity over `EffectShadow.opacity`, a bar's
/// separator's opacity).
struct DrawnEffects {
  struct Part {
    var opacity: Double?
    var scale = 1.0
    var dx = 0.0
    var dy = 0.0
    var blur: Double?
    var color: [Double]?
    var shadow: Double?
  }

  var parts: [String: Part] = [:]
}

extension SVGElement {
  /// The group of each element drawn, by its id: the parent of its frame
  /// rectangle.
  var elementGroups: [String: SVGElement] {
    Dictionary(
      all.compactMap { shape in shape["data-id"].flatMap { id in shape.parent.map { (id, $0) } } }
    ) { first, _ in first }
  }

  /// The effects this element group draws, still or `time` seconds into the
  /// animations.
  func drawnEffects(atTime time: Double?) -> DrawnEffects {
    let element = self
    var drawn = DrawnEffects()
    for group in element.all where group["data-part"] != nil {
      var part = DrawnEffects.Part()
      part.opacity = group.attribute("opacity", at: time).flatMap(Double.init)
      var inner: SVGElement? = group
      while let next = inner {
        if let transform = next.attribute("transform", at: time) {
          let (name, numbers) = Self.function(transform)
          if name == "scale" {
            part.scale *= numbers[0]
          } else {
            part.dx += part.scale * numbers[0]
            part.dy += part.scale * (numbers.count > 1 ? numbers[1] : 0)
          }
        }
        if let filter = next["filter"], let blur = next.referenced(filter),
          let gaussian = blur.children.first(where: { $0.name == "feGaussianBlur" })
        {
          part.blur = gaussian.attribute("stdDeviation", at: time).flatMap(Double.init)
        }
        inner = next.children.first { $0.name == "g" && $0["data-part"] == nil }
      }
      drawn.parts[group["data-part"]!] = part
    }
    for shape in element.all {
      if let name = shape["data-color"], let fill = shape.attribute("fill", at: time),
        let alpha = shape.attribute("fill-opacity", at: time).flatMap(Double.init)
      {
        drawn.parts[name, default: .init()].color =
          SMILAnimation.numbers(fill).map { $0 / 255 * alpha } + [alpha]
      }
      if let name = shape["data-shadow"] {
        let opacity = shape.attribute("opacity", at: time).flatMap(Double.init) ?? 1
        drawn.parts[name, default: .init()].shadow = opacity / EffectShadow.opacity
      }
      if let name = shape["data-hairline"] {
        drawn.parts[name, default: .init()].shadow =
          shape.attribute("opacity", at: time).flatMap(Double.init) ?? 1
      }
    }
    return drawn
  }

  /// The element a `url(#id)` names.
  func referenced(_ url: String) -> SVGElement? {
    guard url.hasPrefix("url(#"), url.hasSuffix(")") else { return nil }
    return element(withID: String(url.dropFirst(5).dropLast()))
  }

  /// `name(a b ...)`: the name and the numbers.
  private static func function(_ text: String) -> (String, [Double]) {
    let open = text.firstIndex(of: "(")!
    let numbers = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    return (String(text[..<open]), numbers)
  }
}
