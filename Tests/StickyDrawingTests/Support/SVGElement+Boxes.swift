import StickyCore

extension SVGElement {
  /// The box of every `[data-id]` element of a screen (this `[data-screen]`
  /// element), in the screen's user space, still or `time` seconds into its
  /// animations: what `getBBox()` carried through the translations above it
  /// gives in a browser. A `use` has the box of the shapes it draws, moved by
  /// its `x` and `y`. Nil when something other than a translation moves an
  /// element, which the frames of a drawing without effects have no reason to do.
  func boxes(atTime time: Double? = nil) -> [(id: String, frame: Frame)]? {
    var result: [(String, Frame)] = []
    func visit(_ element: SVGElement, dx: Double, dy: Double) -> Bool {
      var dx = dx
      var dy = dy
      if let transform = element.attribute("transform", at: time) {
        guard let (x, y) = Self.translation(transform) else { return false }
        dx += x
        dy += y
      }
      if let id = element["data-id"] {
        guard let box = element.box(atTime: time) else { return false }
        result.append(
          (id, Frame(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height)))
      }
      return element.children.allSatisfy { visit($0, dx: dx, dy: dy) }
    }
    guard children.allSatisfy({ visit($0, dx: 0, dy: 0) }) else { return nil }
    return result
  }

  /// The shape's box in its own user space, at `time` into its animations.
  private func box(atTime time: Double? = nil) -> Frame? {
    func number(_ name: String) -> Double? { attribute(name, at: time).flatMap(Double.init) }
    let x = number("x") ?? 0
    let y = number("y") ?? 0
    switch name {
    case "rect", "image":
      guard let width = number("width"), let height = number("height") else { return nil }
      return Frame(x: x, y: y, width: width, height: height)
    case "use":
      guard let href = self["href"], href.hasPrefix("#"),
        let shape = element(withID: String(href.dropFirst()))
      else { return nil }
      let boxes = shape.all.filter { $0.name == "rect" }.compactMap { $0.box() }
      guard !boxes.isEmpty else { return nil }
      let left = boxes.map(\.x).min()!
      let top = boxes.map(\.y).min()!
      let right = boxes.map { $0.x + $0.width }.max()!
      let bottom = boxes.map { $0.y + $0.height }.max()!
      return Frame(x: x + left, y: y + top, width: right - left, height: bottom - top)
    default:
      return nil
    }
  }

  /// `translate(x y)` or `translate(x)`.
  static func translation(_ transform: String) -> (Double, Double)? {
    guard transform.hasPrefix("translate("), transform.hasSuffix(")") else { return nil }
    let numbers = transform.dropFirst("translate(".count).dropLast()
      .split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
    guard let x = numbers.first ?? nil, numbers.count <= 2 else { return nil }
    return (x, numbers.count == 2 ? (numbers[1] ?? .nan) : 0)
  }
}
