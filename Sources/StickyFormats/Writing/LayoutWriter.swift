import StickyCore

/// Writes a layout tree in either spelling, in the canonical form `config fmt`
/// and `config convert` produce: properties in the order of `LayoutSchema`,
/// two-space indents, one node per line in XML, numbers in their shortest
/// exact form, comments where they stand, and a final newline. Values are
/// typed by the schema, so converting either way and back gives the same tree.
public enum LayoutWriter {
  public static func json(_ node: RawNode) -> String {
    var output = ""
    writeJSON(node, in: nil, indent: "", into: &output)
    return output + "\n"
  }

  /// Throws when a comment holds what an XML comment cannot (`--`, or a `-`
  /// at its end), or a value a character XML cannot hold at all (a NUL, an ESC),
  /// which JSON can spell as `\u0000`.
  public static func xml(_ node: RawNode) throws(DiagnosticError) -> String {
    var output = ""
    var problems: [Diagnostic] = []
    writeXML(node, in: nil, indent: "", into: &output, problems: &problems)
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return output
  }

  /// The properties in canonical order: those of the node's description
  /// where it stands (in a node of type `parent`, nil at the root; where a
  /// node may not stand, its type's first) in its order, then any the
  /// description does not know, as written.
  static func ordered(
    _ node: RawNode, in parent: NodeType?
  ) -> [(property: RawProperty, kind: PropertyKind?)] {
    let schema = node.nodeType.map { LayoutSchema.node($0, in: parent) ?? LayoutSchema.node($0) }
    let known = schema?.properties ?? []
    let rank = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($1.name, $0 + 1) })
    return node.properties.enumerated()
      .sorted { a, b in
        let ra = rank[a.element.name] ?? known.count + 1
        let rb = rank[b.element.name] ?? known.count + 1
        return (ra, a.offset) < (rb, b.offset)
      }
      .map { ($0.element, schema?.property(named: $0.element.name)?.kind) }
  }

  private static func writeJSON(
    _ node: RawNode, in parent: NodeType?, indent: String, into output: inout String
  ) {
    let inner = indent + "  "
    var members: [String] = []
    if let jsonSchema = node.jsonSchema {
      members.append("\"$schema\": \(JSONString.quoted(jsonSchema))")
    }
    if let comment = jsonComment(node.comments.before) { members.append("\"//\": \(comment)") }
    members.append("\"type\": \(JSONString.quoted(node.type))")
    for (property, kind) in ordered(node, in: parent) {
      let value = WrittenValue(property.value, kind: kind).json(indent: inner)
      members.append("\(JSONString.quoted(property.name)): \(value)")
    }
    if !node.children.isEmpty {
      var children = ""
      for (position, child) in node.children.enumerated() {
        children += position == 0 ? "\n\(inner)  " : ",\n\(inner)  "
        writeJSON(child, in: node.nodeType, indent: inner + "  ", into: &children)
      }
      members.append("\"children\": [\(children)\n\(inner)]")
    }
    if let comment = jsonComment(node.comments.end) { members.append("\"//end\": \(comment)") }
    if let comment = jsonComment(node.comments.after) {
      members.append("\"//after\": \(comment)")
    }
    output += "{\n" + members.map { inner + $0 }.joined(separator: ",\n") + "\n\(indent)}"
  }

  private static func jsonComment(_ texts: [String]) -> String? {
    switch texts.count {
    case 0: nil
    case 1: JSONString.quoted(texts[0])
    default: "[" + texts.map(JSONString.quoted).joined(separator: ", ") + "]"
    }
  }

  private static func writeXML(
    _ node: RawNode, in parent: NodeType?, indent: String, into output: inout String,
    problems: inout [Diagnostic]
  ) {
    writeComments(node.comments.before, of: node, indent: indent, into: &output, &problems)
    output += "\(indent)<\(node.type)"
    if let location = node.jsonSchema {
      output += " \(XMLSchemaLocation.declaration)=\"\(XMLSchemaLocation.namespace)\""
      output += " \(XMLSchemaLocation.attribute)=\"\(MarkupAttribute.escape(location))\""
    }
    for (property, kind) in ordered(node, in: parent) {
      let value = WrittenValue(property.value, kind: kind).xmlText
      if let character = XMLText.firstForbidden(in: value) {
        problems.append(
          Diagnostic(
            "\(DiagnosticText.quoted(property.name)) cannot be written in XML: it holds the "
              + "character \(DiagnosticText.quoted(String(character))), which XML cannot hold",
            at: property.valueLocation))
      }
      output += " \(property.name)=\"\(MarkupAttribute.escape(value))\""
    }
    if node.children.isEmpty && node.comments.end.isEmpty {
      output += "/>\n"
    } else {
      output += ">\n"
      for child in node.children {
        writeXML(
          child, in: node.nodeType, indent: indent + "  ", into: &output, problems: &problems)
      }
      writeComments(node.comments.end, of: node, indent: indent + "  ", into: &output, &problems)
      output += "\(indent)</\(node.type)>\n"
    }
    writeComments(node.comments.after, of: node, indent: indent, into: &output, &problems)
  }

  private static func writeComments(
    _ texts: [String], of node: RawNode, indent: String, into output: inout String,
    _ problems: inout [Diagnostic]
  ) {
    for text in texts {
      if let character = XMLText.firstForbidden(in: text) {
        problems.append(
          Diagnostic(
            "comment \(DiagnosticText.quoted(text)) cannot be written in XML: it holds the "
              + "character \(DiagnosticText.quoted(String(character))), which XML cannot hold",
            at: node.location))
      } else if text.contains("--") || text.hasSuffix("-") {
        problems.append(
          Diagnostic(
            "comment \(DiagnosticText.quoted(text)) cannot be written in XML: "
              + "it holds \"--\" or ends with \"-\"", at: node.location))
      }
      output += "\(indent)<!--\(text)-->\n"
    }
  }
}
