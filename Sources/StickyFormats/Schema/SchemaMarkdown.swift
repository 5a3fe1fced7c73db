import StickyCore

/// The tables of the layout format (docs/format.md) and of the project config
/// (docs/config.md), made from the description so that the docs cannot drift
/// from the readers.
public enum SchemaMarkdown {
  /// One row per node type: where it stands and its properties, each with
  /// `(required)` or its default.
  public static func layoutTable() -> String {
    var text = "| node | where | properties (default) |\n|---|---|---|\n"
    for node in LayoutSchema.nodes {
      let properties = node.properties.map { property in
        "`\(property.name)`" + annotation(property)
      }
      text +=
        "| `\(node.type.rawValue)` | \(node.place) | \(properties.joined(separator: ", ")) |\n"
    }
    return text
  }

  /// One row per key, objects left out (their keys are dotted).
  public static func configTable() -> String {
    var text = "| key | default | meaning |\n|---|---|---|\n"
    for key in ConfigSchema.keys where key.kind != .object {
      let value: String =
        key.isRequired ? "required" : key.defaultValue.value.map(code) ?? "none"
      text += "| `\(key.name)` | \(value) | \(key.summary) |\n"
    }
    return text
  }

  /// The rules of the XML spelling that its XML Schema cannot state, one item
  /// each: what `config validate` checks beyond it.
  public static func xsdUnstatedRules() -> String {
    XSDUnstatedRule.allCases.map { "- \($0.summary)\n" }.joined()
  }

  /// `(required)` or the default, and the words of a short choice, which
  /// the reader would otherwise have to look up.
  private static func annotation(_ property: PropertySchema) -> String {
    var notes: [String] = []
    if property.isRequired { notes.append("required") }
    switch property.defaultValue {
    case .none: break
    case .value(let value): notes.append(code(value))
    case .derived(let phrase): notes.append(phrase)
    }
    if case .choice(let words) = property.kind, words.count <= maximumListedChoices {
      notes.append("one of " + words.map { "`\($0)`" }.joined(separator: ", "))
    }
    return notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
  }

  /// Longer choices (the device presets) are listed in prose instead.
  private static let maximumListedChoices = 4

  private static func code(_ value: PropertyValue) -> String {
    switch value {
    case .text(let text): "`\(text)`"
    case .color(let color): "`\(color.text)`"
    case .number(let number): NumberFormat.exact(number)
    case .integer(let whole): String(whole)
    case .bool(let flag): String(flag)
    case .padding(let padding):
      padding == .zero
        ? "0"
        : "`\([padding.top, padding.right, padding.bottom, padding.left].map(NumberFormat.exact).joined(separator: " "))`"
    case .numbers(let numbers): "`\(numbers.map(NumberFormat.exact).joined(separator: " "))`"
    case .colors(let colors): "`\(colors.map(\.text).joined(separator: " "))`"
    case .easing(let curve): "`\(EasingText.text(of: curve))`"
    }
  }
}
