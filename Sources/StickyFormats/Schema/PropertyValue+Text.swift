import StickyCore

extension PropertyValue {
  /// The value as the XML spelling writes it (also how messages quote it).
  var xmlText: String {
    switch self {
    case .text(let text): text
    case .color(let color): color.text
    case .number(let number): NumberFormat.exact(number)
    case .integer(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .padding(let insets): insets.shorthand.map(NumberFormat.exact).joined(separator: " ")
    case .numbers(let numbers): numbers.map(NumberFormat.exact).joined(separator: " ")
    case .colors(let colors): colors.map(\.text).joined(separator: " ")
    case .easing(let curve): EasingText.text(of: curve)
    }
  }
}
