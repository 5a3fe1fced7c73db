/// What values a property takes, shared by both readers, the validator, the
/// JSON Schema and the docs.
public enum PropertyKind: Hashable, Sendable {
  /// An element id: `[A-Za-z][A-Za-z0-9_-]*`, at most `LayoutLimits.maximumIDLength` long.
  case id
  /// Free text.
  case text
  /// A length in points, `0 ... LayoutLimits.maximumLength`.
  case length
  /// A length that must be above zero.
  case positiveLength
  /// A whole number in the range.
  case integer(ClosedRange<Int>)
  /// `true` or `false`.
  case boolean
  /// `#rgb`, `#rrggbb` or `#rrggbbaa`.
  case color
  /// A number, or a string of 1 to 4 numbers (top right bottom left).
  case padding
  /// A non-empty list of lengths: a JSON array, or space-separated in XML.
  case lengthList
  /// The values of an effect: 2 to `LayoutLimits.maximumKeyframes` numbers of
  /// either sign, at most `LayoutLimits.maximumLength` from 0, or as many
  /// colours; a JSON array, or space-separated in XML.
  case keyframes
  /// A time in seconds, `0 ... LayoutLimits.maximumSeconds`.
  case seconds
  /// A share, a number from 0 to 1.
  case fraction
  /// A CSS easing: a named one or `cubic-bezier(x1, y1, x2, y2)` with all
  /// four from 0 to 1 (`EasingText`).
  case easing
  /// One of a fixed set of words.
  case choice([String])

  /// How messages and docs name the kind.
  public var summary: String {
    switch self {
    case .id: "an id"
    case .text: "a string"
    case .length: "a length"
    case .positiveLength: "a length above 0"
    case .integer: "a whole number"
    case .boolean: "true or false"
    case .color: "a color (#rgb, #rrggbb or #rrggbbaa)"
    case .padding: "a padding (1 to 4 lengths)"
    case .lengthList: "a list of lengths"
    case .keyframes: "a list of two or more numbers or colours"
    case .seconds: "a time in seconds"
    case .easing: EasingText.summary
    case .fraction: "a number from 0 to 1"
    case .choice(let words): "one of " + words.map { "\"\($0)\"" }.joined(separator: ", ")
    }
  }
}
