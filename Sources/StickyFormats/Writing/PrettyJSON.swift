import StickyCore

/// A JSON value written for people to read and diff: two-space indents, one
/// member or element a line, members in the order given, numbers in their
/// shortest exact form and a final newline, so that the same value always
/// gives the same bytes.
indirect enum PrettyJSON {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([PrettyJSON])
  case object([(String, PrettyJSON)])

  static func integer(_ value: Int) -> PrettyJSON { .number(Double(value)) }

  var text: String {
    var output = ""
    write(indent: "", into: &output)
    return output + "\n"
  }

  private func write(indent: String, into output: inout String) {
    switch self {
    case .string(let text): output += JSONString.quoted(text)
    case .number(let value): output += NumberFormat.exact(value)
    case .bool(let flag): output += flag ? "true" : "false"
    case .array(let elements):
      Self.writeContainer(
        elements.map { (nil, $0) }, brackets: ("[", "]"), indent: indent, into: &output)
    case .object(let members):
      Self.writeContainer(
        members.map { ($0.0, $0.1) }, brackets: ("{", "}"), indent: indent, into: &output)
    }
  }

  /// Writes an array (elements without keys) or an object; empty ones stay on one line.
  private static func writeContainer(
    _ entries: [(key: String?, value: PrettyJSON)], brackets: (open: String, close: String),
    indent: String, into output: inout String
  ) {
    output += brackets.open
    guard !entries.isEmpty else {
      output += brackets.close
      return
    }
    let inner = indent + "  "
    for (position, entry) in entries.enumerated() {
      output += (position == 0 ? "\n" : ",\n") + inner
      if let key = entry.key { output += JSONString.quoted(key) + ": " }
      entry.value.write(indent: inner, into: &output)
    }
    output += "\n" + indent + brackets.close
  }
}
