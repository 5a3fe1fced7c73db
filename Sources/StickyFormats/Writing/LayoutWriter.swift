import StickyCore

/// Writes a layout tree in either spelling. Values are typed by the schema, so an
/// XML attribute becomes a JSON number, boolean or array where the format says so,
/// and converting either way and back gives the same tree.
public enum LayoutWriter {
  public static func json(_ node: RawNode) -> String {
    var output = ""
    writeJSON(node, indent: "", into: &output)
    return output + "\n"
  }

  public static func xml(_ node: RawNode) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    writeXML(node, indent: "", into: &output)
    return output
  }

  private static func writeJSON(_ node: RawNode, indent: String, into output: inout String) {
    let inner = indent + "  "
    output += "{\n"
    if let jsonSchema = node.jsonSchema {
      output += "\(inner)\"$schema\": \(JSONString.quoted(jsonSchema)),\n"
    }
    output += "\(inner)\"type\": \(JSONString.quoted(node.type))"
    let schema = node.nodeType.map(LayoutSchema.node)
    for property in node.properties {
      let kind = schema?.property(named: property.name)?.kind
      output += ",\n\(inner)\(JSONString.quoted(property.name)): "
      output += jsonValue(WrittenValue(property.value, kind: kind))
    }
    if !node.children.isEmpty {
      output += ",\n\(inner)\"children\": ["
      for (position, child) in node.children.enumerated() {
        output += position == 0 ? "\n\(inner)  " : ",\n\(inner)  "
        writeJSON(child, indent: inner + "  ", into: &output)
      }
      output += "\n\(inner)]"
    }
    output += "\n\(indent)}"
  }

  private static func jsonValue(_ value: WrittenValue) -> String {
    switch value {
    case .string(let text): JSONString.quoted(text)
    case .number(let number): NumberFormat.exact(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .list(let items): "[" + items.map(jsonValue).joined(separator: ", ") + "]"
    }
  }

  private static func writeXML(_ node: RawNode, indent: String, into output: inout String) {
    output += "\(indent)<\(node.type)"
    let schema = node.nodeType.map(LayoutSchema.node)
    for property in node.properties {
      let kind = schema?.property(named: property.name)?.kind
      let value = WrittenValue(property.value, kind: kind).xmlText
      output += " \(property.name)=\"\(XMLText.escapeAttribute(value))\""
    }
    guard !node.children.isEmpty else {
      output += "/>\n"
      return
    }
    output += ">\n"
    for child in node.children {
      writeXML(child, indent: indent + "  ", into: &output)
    }
    output += "\(indent)</\(node.type)>\n"
  }
}
