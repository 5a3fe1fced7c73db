import StickyCore

/// Writes one moving element as a group translated to its top-left corner, its
/// shapes placed relative to that corner. Moving the element is then one
/// translation, and only the lengths that follow its height change inside.
///
/// At an offset every value is written as it is there; along a path the group's
/// translation and each length that changes get SMIL animations with the same
/// key frames (`Keyframes`), taken at the breakpoints of the element's tracks
/// of the timeline's parameter.
struct ElementWriter {
  /// A vertical length relative to the element's top: `constant + share * height`.
  struct Length {
    var constant: Double
    var share: Double

    static func fixed(_ value: Double) -> Length { Length(constant: value, share: 0) }
    /// The whole height.
    static let height = Length(constant: 0, share: 1)
    /// A point `offset` below the middle.
    static func middle(_ offset: Double) -> Length { Length(constant: offset, share: 0.5) }
  }

  var svg = SVGWriter()
  private let y: PiecewiseLinear
  private let height: PiecewiseLinear
  /// The values of the timeline's parameter the values are taken at: one for a
  /// still drawing, one per key frame along a path.
  private let parameters: [Double]
  private let keyframes: Keyframes?

  /// `effects` are the element's effect tracks and `tracks` the other ones its
  /// shapes follow (a header's titles): their breakpoints are key frames too.
  init(
    timeline: Timeline, y: PiecewiseLinear, height: PiecewiseLinear, effects: [EffectTrack] = [],
    tracks: [PiecewiseLinear] = []
  ) {
    self.y = y
    self.height = height
    guard !timeline.stretches.isEmpty else {
      parameters = [timeline.parameters.lowerBound]
      keyframes = nil
      return
    }
    let breakpoints =
      Array(y.breakpoints) + Array(height.breakpoints)
      + effects.flatMap { Array($0.value.breakpoints) } + tracks.flatMap(\.breakpoints)
    let keyframes = Keyframes(timeline: timeline, breakpoints: breakpoints)
    parameters = keyframes.parameters
    self.keyframes = keyframes
  }

  /// Opens the element's group at `x` and its track's `y`; `attributes` go on the group.
  mutating func begin(x: Double, _ attributes: [SVGWriter.Attribute] = []) {
    let y = y
    group(
      "translate", attributes: attributes,
      { "\(NumberFormat.string(x)) \(NumberFormat.string(y.value(at: $0)))" })
  }

  /// Opens a group whose transform is `type(value)`, the value following the
  /// timeline's parameter.
  mutating func group(
    _ type: String, attributes: [SVGWriter.Attribute] = [], _ value: (Double) -> String
  ) {
    let values = parameters.map(value)
    svg.open("g", [("transform", "\(type)(\(values[0]))")] + attributes)
    if let keyframes, values.contains(where: { $0 != values[0] }) {
      svg.leaf(
        "animateTransform",
        [("type", type)] + keyframes.animation(of: "transform", values: values))
    }
  }

  /// Opens a group whose opacity follows the timeline's parameter.
  mutating func group(
    opacity: (Double) -> Double, attributes: [SVGWriter.Attribute] = []
  ) {
    let values = parameters.map { NumberFormat.fraction(opacity($0)) }
    svg.open("g", [("opacity", values[0])] + attributes)
    if let keyframes, values.contains(where: { $0 != values[0] }) {
      svg.leaf("animate", keyframes.animation(of: "opacity", values: values))
    }
  }

  mutating func end() {
    svg.close("g")
  }

  /// A shape whose `lengths` are placed within the element; `text` or
  /// `children`, when given, is its content.
  mutating func shape(
    _ name: String, _ attributes: [SVGWriter.Attribute], lengths: [(String, Length)] = [],
    text: String? = nil, children: SVGWriter? = nil
  ) {
    let height = height
    shape(
      name, attributes,
      values: lengths.map { attribute, length in
        (attribute, { NumberFormat.string(length.constant + length.share * height.value(at: $0)) })
      }, text: text, children: children)
  }

  /// A shape whose `values` follow the timeline's parameter; `text` or
  /// `children`, when given, is its content.
  mutating func shape(
    _ name: String, _ attributes: [SVGWriter.Attribute],
    values: [(String, (Double) -> String)], text: String? = nil, children: SVGWriter? = nil
  ) {
    var fixed = attributes
    var moving: [(String, [String])] = []
    for (attribute, value) in values {
      let values = parameters.map(value)
      fixed.append((attribute, values[0]))
      if keyframes != nil, values.contains(where: { $0 != values[0] }) {
        moving.append((attribute, values))
      }
    }
    guard (keyframes != nil && !moving.isEmpty) || children != nil else {
      if let text { svg.leaf(name, fixed, text: text) } else { svg.leaf(name, fixed) }
      return
    }
    svg.open(name, fixed)
    if let keyframes {
      for (attribute, values) in moving {
        svg.leaf("animate", keyframes.animation(of: attribute, values: values))
      }
    }
    if let text { svg.characters(text) }
    if let children { svg.append(children) }
    svg.close(name)
  }

  /// Whether `condition` holds at one of the parameters the values are taken at.
  func anyParameter(where condition: (Double) -> Bool) -> Bool {
    parameters.contains(where: condition)
  }

  /// A writer for the children of a shape of this element, whose values
  /// follow the same parameters.
  func child() -> ElementWriter {
    var writer = self
    writer.svg = SVGWriter()
    return writer
  }
}
