extension ImageFile {
  /// The natural size of an SVG image, as a browser takes it for `object-fit`:
  /// the root's `width` and `height` in pixels, else its `viewBox`'s size; nil
  /// when neither is there.
  var svgSize: (width: Double, height: Double)? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.firstRange(of: "<svg"),
      let end = text[start.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = text[start.upperBound..<end]
    func attribute(_ name: String) -> Substring? {
      var rest = tag[...]
      while let found = rest.firstRange(of: name + "=") {
        rest = rest[found.upperBound...]
        guard found.lowerBound > tag.startIndex,
          tag[tag.index(before: found.lowerBound)].isWhitespace,
          let quote = rest.first, quote == "\"" || quote == "'",
          let close = rest.dropFirst().firstIndex(of: quote)
        else { continue }
        return rest[rest.index(after: rest.startIndex)..<close]
      }
      return nil
    }
    func pixels(_ value: Substring?) -> Double? {
      guard var value else { return nil }
      if value.hasSuffix("px") { value = value.dropLast(2) }
      return Double(value).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }
    if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
      return (width, height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
      Double($0)
    }
    guard let box, box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite
    else { return nil }
    return (box[2], box[3])
  }
}
