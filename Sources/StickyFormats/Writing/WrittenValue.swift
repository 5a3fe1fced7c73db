import StickyCore

/// A property value as a writer puts it down: typed by the property's kind, so
/// XML text that the format reads as a number is written as a JSON number.
enum WrittenValue: Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case list([WrittenValue])

  init(_ raw: RawValue, kind: PropertyKind?) {
    switch raw {
    case .string(let text) where kind == .padding: self = Self.typed(text, kind: kind)
    case .string(let text): self = .string(text)
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .bool(flag)
    case .null, .object: self = .null
    case .array(let items): self = .list(items.map { WrittenValue($0.value, kind: nil) })
    case .text(let text): self = Self.typed(text, kind: kind)
    }
  }

  /// XML text in the JSON type its property takes; text the kind does not accept
  /// stays a string so validation still reports it. A one-number padding is a
  /// number in either JSON form, so that conversions settle on one spelling.
  private static func typed(_ text: String, kind: PropertyKind?) -> WrittenValue {
    switch kind {
    case .length, .positiveLength, .integer:
      return NumberText.parse(text).map(WrittenValue.number) ?? .string(text)
    case .boolean where text == "true" || text == "false":
      return .bool(text == "true")
    case .padding:
      if let number = NumberText.parse(text) { return .number(number) }
      return .string(text)
    case .lengthList:
      let words = Whitespace.words(text)
      let numbers = words.compactMap { NumberText.parse(String($0)) }
      return numbers.count == words.count ? .list(numbers.map(WrittenValue.number)) : .string(text)
    default:
      return .string(text)
    }
  }

  var xmlText: String {
    switch self {
    case .string(let text): text
    case .number(let number): NumberFormat.exact(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .list(let items): items.map(\.xmlText).joined(separator: " ")
    }
  }
}
