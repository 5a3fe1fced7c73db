import StickyCore

/// An element of an XML Schema document, written for people to read and diff
/// as `PrettyJSON` writes the JSON Schema: two-space indents, one element a
/// line, attributes in the order given, so that the same schema always gives
/// the same bytes.
struct XSDElement {
  /// The local name in the XML Schema namespace, written with the `xs:` prefix.
  var name: String
  var attributes: [(name: String, value: String)]
  var children: [XSDElement]
  /// Character content; only `documentation` has any.
  var text: String?

  init(
    _ name: String, _ attributes: [(name: String, value: String)] = [],
    _ children: [XSDElement] = [], text: String? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
  }

  /// An `annotation` holding one `documentation`, the form every description takes.
  static func documentation(_ text: String) -> XSDElement {
    XSDElement("annotation", [], [XSDElement("documentation", text: text)])
  }

  func write(indent: String, into output: inout String) {
    output += "\(indent)<xs:\(name)"
    for attribute in attributes {
      output += " \(attribute.name)=\"\(MarkupAttribute.escape(attribute.value))\""
    }
    if let text {
      output += ">\(MarkupText.escape(text))</xs:\(name)>\n"
    } else if children.isEmpty {
      output += "/>\n"
    } else {
      output += ">\n"
      for child in children {
        child.write(indent: indent + "  ", into: &output)
      }
      output += "\(indent)</xs:\(name)>\n"
    }
  }
}
