/// An `<animate>` or `<animateTransform>` as SMIL defines its value at a time,
/// written from the definition (not from the generator), for the subset the
/// drawings use: `values` with `keyTimes`, `calcMode` `linear`, `spline` or
/// `discrete`, `dur`, and `fill="freeze"` or `repeatCount="indefinite"`.
struct SMILAnimation {
  var attribute: String
  /// `translate` for an `animateTransform`; nil for an `animate`.
  var transform: String?
  /// Each value as its numbers (a translation has two), or as its text.
  var values: [String]
  var keyTimes: [Double]
  var splines: [[Double]]
  var calcMode: String
  var duration: Double
  var repeats: Bool

  init?(_ element: SVGElement) {
    guard element.name == "animate" || element.name == "animateTransform",
      let attribute = element["attributeName"], let values = element["values"],
      let keyTimes = element["keyTimes"], let dur = element["dur"], dur.hasSuffix("s"),
      let duration = Double(dur.dropLast())
    else { return nil }
    self.attribute = attribute
    transform = element.name == "animateTransform" ? element["type"] : nil
    self.values = values.split(separator: ";").map(String.init)
    self.keyTimes = keyTimes.split(separator: ";").compactMap { Double($0) }
    splines = (element["keySplines"] ?? "").split(separator: ";").map {
      $0.split(separator: " ").compactMap { Double($0) }
    }
    calcMode = element["calcMode"] ?? "linear"
    self.duration = duration
    repeats = element["repeatCount"] == "indefinite"
    guard self.keyTimes.count == self.values.count else { return nil }
  }

  /// The attribute's value at `time` seconds, as it would be written.
  func value(at time: Double) -> String {
    let value = rawValue(at: time)
    return transform.map { "\($0)(\(value))" } ?? value
  }

  private func rawValue(at time: Double) -> String {
    var local = time
    if repeats { local = time.truncatingRemainder(dividingBy: duration) }
    // Frozen at the end of the simple duration: the last value.
    guard local < duration else { return values[values.count - 1] }
    let share = max(0, local) / duration
    let last = keyTimes.lastIndex { $0 <= share } ?? 0
    if calcMode == "discrete" { return values[last] }
    let interval = min(values.count - 2, last)
    let span = keyTimes[interval + 1] - keyTimes[interval]
    var progress = span > 0 ? (share - keyTimes[interval]) / span : 1
    if calcMode == "spline" { progress = Self.spline(splines[interval], progress) }
    let from = Self.numbers(values[interval])
    let to = Self.numbers(values[interval + 1])
    return zip(from, to).map { a, b in "\(a + (b - a) * progress)" }.joined(separator: " ")
  }

  /// The cubic Bézier `(0,0) (x1,y1) (x2,y2) (1,1)` solved for `x` by bisection.
  static func spline(_ controls: [Double], _ x: Double) -> Double {
    func cubic(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if cubic(controls[0], controls[2], middle) < x { low = middle } else { high = middle }
    }
    return cubic(controls[1], controls[3], (low + high) / 2)
  }

  /// The numbers of a value; a colour `#rrggbb` is its red, green and blue,
  /// which SMIL interpolates one by one.
  static func numbers(_ value: String) -> [Double] {
    if value.hasPrefix("#"), value.count == 7 {
      let digits = Array(value.utf8.dropFirst())
      return stride(from: 0, to: 6, by: 2).compactMap {
        UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16).map(Double.init)
      }
    }
    return value.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
  }
}

extension SVGElement {
  /// The attribute as it is `time` seconds into the document's animations (the
  /// animation of it among the element's children), or as written without one.
  func attribute(_ name: String, at time: Double?) -> String? {
    guard let time,
      let animation = children.lazy.compactMap(SMILAnimation.init).first(where: {
        $0.attribute == name
      })
    else { return self[name] }
    return animation.value(at: time)
  }
}
