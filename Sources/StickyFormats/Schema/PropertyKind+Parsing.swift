import StickyCore

extension PropertyKind {
  /// Checks a written value against this kind, for `property`.
  func parse(_ raw: RawValue, property: String) -> Result<PropertyValue, LayoutError> {
    switch (self, raw) {
    case (.id, .string(let text)), (.id, .text(let text)):
      guard Self.isValidID(text) else { return .failure(.invalidID(text)) }
      let length = text.unicodeScalars.count
      return length <= LayoutLimits.maximumIDLength
        ? .success(.text(text)) : .failure(.idTooLong(length: length))
    case (.text, .string(let text)), (.text, .text(let text)):
      return Self.checkTextLength(text, property: property).map(PropertyValue.text)
    case (.color, .string(let text)), (.color, .text(let text)):
      guard let color = Color(text) else {
        return .failure(
          .wrongKind(property: property, expected: summary, found: DiagnosticText.quoted(text)))
      }
      return .success(.color(color))
    case (.choice(let words), .string(let word)), (.choice(let words), .text(let word)):
      return words.contains(word)
        ? .success(.text(word))
        : .failure(
          .unknownChoice(property: property, value: word, choices: words))
    case (.boolean, .bool(let flag)):
      return .success(.bool(flag))
    case (.boolean, .text(let text)) where text == "true" || text == "false":
      return .success(.bool(text == "true"))
    case (.length, _), (.positiveLength, _):
      return number(raw, property: property).flatMap { checkLength($0, property: property) }
        .map(PropertyValue.number)
    case (.integer(let range), _):
      return number(raw, property: property).flatMap { value in
        guard value == value.rounded(), abs(value) < 1e15 else {
          return .failure(
            .wrongKind(property: property, expected: summary, found: NumberFormat.exact(value)))
        }
        let whole = Int(value)
        guard range.contains(whole) else {
          return .failure(
            .outOfRange(
              property: property, value: NumberFormat.exact(value),
              allowed: "from \(range.lowerBound) to \(range.upperBound)"))
        }
        return .success(.integer(whole))
      }
    case (.padding, .number), (.padding, .string), (.padding, .text):
      return parsePadding(raw, property: property)
    case (.seconds, _):
      return number(raw, property: property).flatMap { value in
        guard value.isFinite, value >= 0, value <= LayoutLimits.maximumSeconds else {
          return .failure(
            .outOfRange(
              property: property, value: NumberFormat.exact(value),
              allowed: "from 0 to \(NumberFormat.exact(LayoutLimits.maximumSeconds))"))
        }
        return .success(.number(value))
      }
    case (.fraction, _):
      return number(raw, property: property).flatMap { value in
        guard value >= 0, value <= 1 else {
          return .failure(
            .outOfRange(
              property: property, value: NumberFormat.exact(value), allowed: "from 0 to 1"))
        }
        return .success(.number(value))
      }
    case (.easing, .string(let text)), (.easing, .text(let text)):
      guard let curve = EasingText.parse(text) else {
        return .failure(
          .wrongKind(property: property, expected: summary, found: DiagnosticText.quoted(text)))
      }
      return .success(.easing(curve))
    case (.keyframes, .array(let items)) where Self.areColors(items.map(\.value)):
      return colorList(items.map(\.value), property: property)
    case (.keyframes, .text(let text))
    where Self.areColors(Whitespace.words(text).map { .text(String($0)) }):
      return colorList(Whitespace.words(text).map { .text(String($0)) }, property: property)
    case (.lengthList, .array(let items)), (.keyframes, .array(let items)):
      return numberList(items.map(\.value), property: property)
    case (.lengthList, .text(let text)), (.keyframes, .text(let text)):
      let words = Whitespace.words(text)
      return numberList(words.map { .text(String($0)) }, property: property)
    default:
      return .failure(.wrongKind(property: property, expected: summary, found: raw.kindName))
    }
  }

  private func number(_ raw: RawValue, property: String) -> Result<Double, LayoutError> {
    switch raw {
    case .number(let value):
      return .success(value)
    case .text(let text):
      if let value = NumberText.parse(text) { return .success(value) }
      return .failure(
        .wrongKind(property: property, expected: summary, found: DiagnosticText.quoted(text)))
    default:
      return .failure(.wrongKind(property: property, expected: summary, found: raw.kindName))
    }
  }

  private func checkLength(_ value: Double, property: String) -> Result<Double, LayoutError> {
    let positive = self == .positiveLength
    let inRange =
      value.isFinite && value <= LayoutLimits.maximumLength && (positive ? value > 0 : value >= 0)
    guard inRange else {
      let lowest = positive ? "above 0" : "at least 0"
      return .failure(
        .outOfRange(
          property: property, value: NumberFormat.exact(value),
          allowed: "\(lowest) and at most \(NumberFormat.exact(LayoutLimits.maximumLength))"))
    }
    return .success(value)
  }

  private func parsePadding(_ raw: RawValue, property: String) -> Result<PropertyValue, LayoutError>
  {
    let parts: [RawValue]
    switch raw {
    case .number: parts = [raw]
    case .string(let text), .text(let text):
      parts = Whitespace.words(text).map { .text(String($0)) }
    default: parts = []
    }
    guard (1...4).contains(parts.count) else {
      return .failure(.wrongKind(property: property, expected: summary, found: raw.kindName))
    }
    var values: [Double] = []
    for part in parts {
      switch PropertyKind.length.number(part, property: property).flatMap({
        PropertyKind.length.checkLength($0, property: property)
      }) {
      case .success(let value): values.append(value)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(.padding(EdgeInsets(shorthand: values)!))
  }

  /// A list of lengths, or of keyframe values, which may be negative.
  private func numberList(_ items: [RawValue], property: String) -> Result<
    PropertyValue, LayoutError
  > {
    let (counts, noun) =
      self == .keyframes
      ? (2...LayoutLimits.maximumKeyframes, "numbers")
      : (1...LayoutLimits.maximumPatternLength, "lengths")
    if let error = Self.checkCount(items.count, counts, noun, property: property) {
      return .failure(error)
    }
    var values: [Double] = []
    for item in items {
      switch number(item, property: property).flatMap({
        self == .keyframes
          ? PropertyKind.checkKeyframe($0, property: property)
          : PropertyKind.length.checkLength($0, property: property)
      }) {
      case .success(let value): values.append(value)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(.numbers(values))
  }

  /// The error for a list of `count` items where `counts` are allowed.
  private static func checkCount(
    _ count: Int, _ counts: ClosedRange<Int>, _ noun: String, property: String
  ) -> LayoutError? {
    counts.contains(count)
      ? nil
      : .outOfRange(
        property: property, value: "a list of \(count) \(noun)",
        allowed: "\(counts.lowerBound) to \(counts.upperBound) \(noun)")
  }

  /// Whether a list of values is meant as colours: its first is text that
  /// starts with `#`, as every colour does and no number.
  private static func areColors(_ items: [RawValue]) -> Bool {
    switch items.first {
    case .string(let text), .text(let text): text.hasPrefix("#")
    default: false
    }
  }

  /// The colours of an effect, 2 to `LayoutLimits.maximumKeyframes`.
  private func colorList(_ items: [RawValue], property: String) -> Result<
    PropertyValue, LayoutError
  > {
    let counts = 2...LayoutLimits.maximumKeyframes
    if let error = Self.checkCount(items.count, counts, "colours", property: property) {
      return .failure(error)
    }
    var colors: [Color] = []
    for item in items {
      switch PropertyKind.color.parse(item, property: property) {
      case .success(.color(let color)): colors.append(color)
      case .failure(let error): return .failure(error)
      default:
        return .failure(.wrongKind(property: property, expected: summary, found: item.kindName))
      }
    }
    return .success(.colors(colors))
  }

  private static func checkKeyframe(_ value: Double, property: String) -> Result<
    Double, LayoutError
  > {
    let limit = LayoutLimits.maximumLength
    guard value.isFinite, abs(value) <= limit else {
      return .failure(
        .outOfRange(
          property: property, value: NumberFormat.exact(value),
          allowed: "from \(NumberFormat.exact(-limit)) to \(NumberFormat.exact(limit))"))
    }
    return .success(value)
  }

  static func isValidID(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_"
    }
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension RawValue {
  /// How messages name what was found instead of the expected kind.
  var kindName: String {
    switch self {
    case .text(let text), .string(let text): DiagnosticText.quoted(text)
    case .number(let value): NumberFormat.exact(value)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
