import StickyCore

/// A JSON value written compactly and always the same way: members in the order
/// given, numbers through `NumberFormat` (so equal layouts give equal bytes).
indirect enum JSONValue: Equatable, Sendable {
  case string(String)
  case number(Double)
  /// A number that is not a length, written in full (`NumberFormat.exact`).
  case exactNumber(Double)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.text == rhs.text
  }

  /// A flat number array, the shape of tracks and height patterns.
  static func numbers(_ values: some Sequence<Double>) -> JSONValue {
    .array(values.map { .number($0) })
  }

  var text: String {
    var output = ""
    write(into: &output)
    return output
  }

  func write(into output: inout String) {
    switch self {
    case .string(let value): output += JSONString.quoted(value)
    case .number(let value): output += NumberFormat.string(value)
    case .exactNumber(let value): output += NumberFormat.exact(value)
    case .bool(let value): output += value ? "true" : "false"
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        output += JSONString.quoted(key)
        output += ":"
        value.write(into: &output)
      }
      output += "}"
    }
  }
}
