import StickyCore

/// A value as the writers put it down: typed by the property's kind, so that
/// XML text the format reads as a number is a JSON number, and in its
/// canonical spelling (numbers in their shortest exact form, a padding's
/// lengths one space apart), so that conversions and `fmt` settle on one text.
public enum WrittenValue: Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case list([WrittenValue])
  case object([(name: String, value: WrittenValue)])

  public init(_ raw: RawValue, kind: PropertyKind? = nil) {
    switch raw {
    case .string(let text), .text(let text): self = Self.typed(text, kind: kind)
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .array(let items): self = .list(items.map { WrittenValue($0.value, kind: nil) })
    case .object(let members):
      self = .object(members.map { ($0.name, WrittenValue($0.value, kind: nil)) })
    }
  }

  /// Text in the type its property takes; text the kind does not accept stays
  /// a string. A one-length padding is a number in either JSON form.
  private static func typed(_ text: String, kind: PropertyKind?) -> WrittenValue {
    switch kind {
    case .length, .positiveLength, .integer, .seconds, .fraction:
      return NumberText.parse(text).map(WrittenValue.number) ?? .string(text)
    case .boolean where text == "true" || text == "false":
      return .bool(text == "true")
    case .padding:
      let numbers = numbers(in: text)
      guard let numbers, numbers.count > 1 else {
        return numbers?.first.map(WrittenValue.number) ?? .string(text)
      }
      return .string(numbers.map(NumberFormat.exact).joined(separator: " "))
    case .keyframes where Whitespace.words(text).first?.hasPrefix("#") == true:
      // Colours, as the reader tells them: the first word starts with `#`.
      return .list(Whitespace.words(text).map { .string(String($0)) })
    case .lengthList, .keyframes:
      return numbers(in: text).map { .list($0.map(WrittenValue.number)) } ?? .string(text)
    default:
      return .string(text)
    }
  }

  private static func numbers(in text: String) -> [Double]? {
    let words = Whitespace.words(text)
    let numbers = words.compactMap { NumberText.parse(String($0)) }
    return !words.isEmpty && numbers.count == words.count ? numbers : nil
  }

  var xmlText: String {
    switch self {
    case .string(let text): text
    case .number(let number): NumberFormat.exact(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .list(let items): items.map(\.xmlText).joined(separator: " ")
    case .object: ""
    }
  }

  /// JSON on one line for scalars and lists of scalars; objects open over
  /// lines indented by two spaces past `indent`.
  public func json(indent: String) -> String {
    switch self {
    case .string(let text): return JSONString.quoted(text)
    case .number(let number): return NumberFormat.exact(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .list(let items):
      return "[" + items.map { $0.json(indent: indent) }.joined(separator: ", ") + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      let lines = members.map {
        "\(inner)\(JSONString.quoted($0.name)): \($0.value.json(indent: inner))"
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  public static func == (a: WrittenValue, b: WrittenValue) -> Bool {
    a.json(indent: "") == b.json(indent: "")
  }
}
