import StickyCore

/// A node's property values that passed their checks, with where each was
/// written; a property left out reads as its default from the description.
struct CheckedProperties {
  let schema: NodeSchema
  var values: [String: (value: PropertyValue, location: SourceLocation)] = [:]
  /// Properties given with a bad value: already reported, so not "missing" too.
  var invalid: Set<String> = []

  init(_ schema: NodeSchema) {
    self.schema = schema
  }

  func location(_ name: String) -> SourceLocation? { values[name]?.location }

  /// The written value, else the default that the description gives.
  func value(_ name: String) -> PropertyValue? {
    values[name]?.value ?? schema.property(named: name)?.defaultValue.value
  }

  func text(_ name: String) -> String? {
    if case .text(let text) = value(name) { return text }
    return nil
  }

  func color(_ name: String) -> Color? {
    if case .color(let color) = value(name) { return color }
    return nil
  }

  func number(_ name: String) -> Double? {
    if case .number(let number) = value(name) { return number }
    return nil
  }

  func integer(_ name: String) -> Int? {
    if case .integer(let integer) = value(name) { return integer }
    return nil
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let flag) = value(name) { return flag }
    return nil
  }

  func padding(_ name: String) -> EdgeInsets? {
    if case .padding(let padding) = value(name) { return padding }
    return nil
  }

  func colors(_ name: String) -> [Color]? {
    if case .colors(let colors) = value(name) { return colors }
    return nil
  }

  func easing(_ name: String) -> CubicBezier? {
    if case .easing(let curve) = value(name) { return curve }
    return nil
  }

  func numbers(_ name: String) -> [Double]? {
    if case .numbers(let numbers) = value(name) { return numbers }
    return nil
  }

  // For properties the description gives a default, so they always have a
  // value. The schema tests build a screen of every node type with nothing
  // but its required properties, so a default missing from the description
  // fails there first.
  func text(orDefault name: String) -> String { defaulted(text(name), name) }
  func number(orDefault name: String) -> Double { defaulted(number(name), name) }
  func integer(orDefault name: String) -> Int { defaulted(integer(name), name) }
  func bool(orDefault name: String) -> Bool { defaulted(bool(name), name) }
  func padding(orDefault name: String) -> EdgeInsets { defaulted(padding(name), name) }
  func easing(orDefault name: String) -> CubicBezier { defaulted(easing(name), name) }

  private func defaulted<Value>(_ value: Value?, _ name: String) -> Value {
    guard let value else {
      preconditionFailure("the layout schema gives \"\(name)\" no default of this kind")
    }
    return value
  }
}
