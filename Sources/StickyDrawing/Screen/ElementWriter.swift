import StickyCore

/// Writes one moving element as a group translated to its top-left corner, its
/// shapes placed relative to that corner. Moving the element is then one
/// translation, and only the lengths that follow its height change inside.
///
/// At an offset every value is written as it is there; along a path the group's
/// translation and each length that changes get SMIL animations with the same
/// key frames (`Keyframes`), taken at the breakpoints of the element's tracks
/// of the timeline's parameter. A state effect's values get key frames of
/// their own in time (`StateTransitions`).
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
  /// The element's values follow the timeline's parameter: one for a still
  /// drawing, one per key frame along a path. A state effect's values follow
  /// a sampling of their own, which the methods here take as `along`.
  let sampling: Sampling

  /// `effects` are the element's effects and `tracks` the other ones its
  /// shapes follow (a header's titles): their breakpoints are key frames too.
  init(
    timeline: Timeline, y: PiecewiseLinear, height: PiecewiseLinear, effects: [DrawnEffect] = [],
    tracks: [PiecewiseLinear] = []
  ) {
    self.y = y
    self.height = height
    guard !timeline.stretches.isEmpty else {
      sampling = .still(timeline.parameters.lowerBound)
      return
    }
    let breakpoints =
      Array(y.breakpoints) + Array(height.breakpoints) + effects.flatMap(\.keyParameters)
      + tracks.flatMap(\.breakpoints)
    sampling = Sampling(Keyframes(timeline: timeline, breakpoints: breakpoints))
  }

  /// Opens the element's group at `x` and its track's `y`; `attributes` go on the group.
  mutating func begin(x: Double, _ attributes: [SVGWriter.Attribute] = []) {
    let y = y
    group(
      "translate", attributes: attributes,
      { "\(NumberFormat.string(x)) \(NumberFormat.string(y.value(at: $0)))" })
  }

  /// Opens a group whose transform is `type(value)`, the value following the
  /// timeline's parameter, or `sampling`'s.
  mutating func group(
    _ type: String, along sampling: Sampling? = nil, attributes: [SVGWriter.Attribute] = [],
    _ value: (Double) -> String
  ) {
    let sampling = sampling ?? self.sampling
    let values = sampling.parameters.map(value)
    svg.open("g", [("transform", "\(type)(\(values[0]))")] + attributes)
    if let animation = sampling.animation(of: "transform", values: values) {
      svg.leaf("animateTransform", [("type", type)] + animation)
    }
  }

  /// Opens a group whose opacity follows the timeline's parameter, or
  /// `sampling`'s.
  mutating func group(
    opacity: (Double) -> Double, along sampling: Sampling? = nil,
    attributes: [SVGWriter.Attribute] = []
  ) {
    let sampling = sampling ?? self.sampling
    let values = sampling.parameters.map { NumberFormat.fraction(opacity($0)) }
    svg.open("g", [("opacity", values[0])] + attributes)
    if let animation = sampling.animation(of: "opacity", values: values) {
      svg.leaf("animate", animation)
    }
  }

  mutating func end() {
    svg.close("g")
  }

  /// A shape whose `lengths` are placed within the element and whose
  /// `values` follow `sampling` (the element's own unless given); `text` or
  /// `children`, when given, is its content.
  mutating func shape(
    _ name: String, _ attributes: [SVGWriter.Attribute], lengths: [(String, Length)] = [],
    values: [(String, (Double) -> String)] = [], along sampling: Sampling? = nil,
    text: String? = nil, children: SVGWriter? = nil
  ) {
    let sampling = sampling ?? self.sampling
    shape(
      name, attributes,
      animated: placed(lengths) + values.map { ($0, sampling.parameters.map($1), sampling) },
      text: text, children: children)
  }

  /// `lengths` placed within the element, as `animated` takes them.
  func placed(_ lengths: [(String, Length)]) -> [(String, [String], Sampling)] {
    let height = height
    return lengths.map { attribute, length in
      let values = sampling.parameters.map {
        NumberFormat.string(length.constant + length.share * height.value(at: $0))
      }
      return (attribute, values, sampling)
    }
  }

  /// A shape with attributes that take `values`, one per parameter of their
  /// sampling: the first is the attribute, and an animation replays the rest.
  mutating func shape(
    _ name: String, _ attributes: [SVGWriter.Attribute],
    animated: [(String, [String], Sampling)], text: String? = nil, children: SVGWriter? = nil
  ) {
    var fixed = attributes
    var moving: [[SVGWriter.Attribute]] = []
    for (attribute, values, sampling) in animated {
      fixed.append((attribute, values[0]))
      if let animation = sampling.animation(of: attribute, values: values) {
        moving.append(animation)
      }
    }
    guard !moving.isEmpty || children != nil else {
      if let text { svg.leaf(name, fixed, text: text) } else { svg.leaf(name, fixed) }
      return
    }
    svg.open(name, fixed)
    for animation in moving { svg.leaf("animate", animation) }
    if let text { svg.characters(text) }
    if let children { svg.append(children) }
    svg.close(name)
  }

  /// A writer for the children of a shape of this element, whose values
  /// follow the same parameters.
  func child() -> ElementWriter {
    var writer = self
    writer.svg = SVGWriter()
    return writer
  }
}
