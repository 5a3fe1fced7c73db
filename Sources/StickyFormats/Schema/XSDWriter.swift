import StickyCore

/// XML Schema (XSD 1.0) for the XML spelling of layouts, derived from
/// `LayoutSchema` as `JSONSchemaWriter` derives the JSON Schema, so that an XML
/// editor checks a file against the same description the readers use.
///
/// Each node type is an element, each property an attribute of the type its
/// kind reads as in XML. What XSD cannot state is listed in
/// `XSDUnstatedRule`, and left to `config validate`.
public enum XSDWriter {
  static let namespace = "http://www.w3.org/2001/XMLSchema"

  /// The schema of an XML layout: its root element is the root node.
  public static func layout() -> String {
    // Only the root is declared at the top level: any element declared there
    // could stand at the root of a document.
    let schema = XSDElement(
      "schema", [("xmlns:xs", namespace)],
      [overview, element(LayoutSchema.node(.screen), site: nil)]
        + LayoutSchema.nodes.map(complexType)
        + simpleTypes)
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    schema.write(indent: "", into: &output)
    return output
  }

  private static var overview: XSDElement {
    let rules = XSDUnstatedRule.allCases.map {
      XSDElement("documentation", text: "Not stated here; config validate checks it: \($0.summary)")
    }
    return XSDElement(
      "annotation", [],
      [
        XSDElement(
          "documentation",
          text: "StickyPreview layout: the XML spelling, the screen element at the root. "
            + "Comments may stand anywhere.")
      ] + rules)
  }

  /// The name of the complex type of a node's element; the types of values
  /// and of elements share one symbol space, and `text` is both.
  static func typeName(_ node: NodeSchema) -> String {
    node.name + "Node"
  }

  private static func complexType(_ node: NodeSchema) -> XSDElement {
    XSDElement(
      "complexType", [("name", typeName(node))],
      [.documentation(node.summary), content(of: node)] + node.properties.map(attribute))
  }

  /// Which children a node takes, and in what order where the format says.
  private static func content(of parent: NodeSchema) -> XSDElement {
    let types = LayoutSchema.children(of: parent.type)
    guard !types.isEmpty else { return leafContent }
    let firsts = types.filter { $0.occurrence == .firstOnly }
    let single = types.first { $0.occurrence == .exactlyOne }
    let others = types.filter { !firsts.contains($0) && $0 != single }
    var particles: [XSDElement?] = firsts.map { element($0, site: parent, minimum: 0) }
    if let single {
      // XSD 1.0 has no "one of these among any number of those", so the others
      // may stand before it and after it.
      particles.append(group(others, site: parent))
      particles.append(element(single, site: parent))
      particles.append(group(others, site: parent, isAfter: true))
    } else {
      particles.append(group(others, site: parent))
    }
    return XSDElement("sequence", [], particles.compactMap { $0 })
  }

  /// Content for a node that holds no nodes. XSD gives an element with no
  /// particles "empty" content, where even whitespace is an error, and the
  /// reader takes whitespace and comments inside a leaf
  /// (`<pin ...>\n  <!-- why -->\n</pin>`). A wildcard for elements of other
  /// namespaces, which no schema declares, makes it element-only content that
  /// no element satisfies.
  private static var leafContent: XSDElement {
    XSDElement(
      "sequence", [],
      [
        XSDElement(
          "any", [("namespace", "##other"), ("processContents", "strict"), ("minOccurs", "0")])
      ])
  }

  /// Any number of `types`, in any order.
  private static func group(_ types: [NodeSchema], site: NodeSchema, isAfter: Bool = false)
    -> XSDElement?
  {
    guard !types.isEmpty else { return nil }
    if types.count == 1 {
      return element(types[0], site: site, minimum: 0, maximum: "unbounded", isAfter: isAfter)
    }
    return XSDElement(
      "choice", [("minOccurs", "0"), ("maxOccurs", "unbounded")],
      types.map { element($0, site: site, isAfter: isAfter) })
  }

  /// The declaration of a node's element inside the type of `site` (nil for
  /// the root), with the constraints on the children it holds.
  private static func element(
    _ node: NodeSchema, site: NodeSchema?, minimum: Int = 1, maximum: String = "1",
    isAfter: Bool = false
  ) -> XSDElement {
    let type = node.type
    var attributes = [("name", type.rawValue), ("type", typeName(node))]
    if minimum != 1 { attributes.append(("minOccurs", String(minimum))) }
    if maximum != "1" { attributes.append(("maxOccurs", maximum)) }
    // Constraint names are global: the place of the declaration keeps them apart.
    let place = [site?.name, node.name, isAfter ? "after" : nil].compactMap { $0 }
      .joined(separator: "-")
    var constraints: [XSDElement] = []
    if site == nil {
      constraints.append(
        unique(
          "\(place)-ids", selector: ".|.//*", fields: ["id"],
          "Ids that are written, and the defaults the schema states, differ."))
    }
    for child in LayoutSchema.children(of: type) {
      guard case .uniqueBy(let key) = child.occurrence else { continue }
      let name = child.type.rawValue
      constraints.append(
        unique(
          ([place, name] + key).joined(separator: "-"), selector: name, fields: key,
          "No two \(name) children have the same \(key.joined(separator: " and "))."))
    }
    return XSDElement("element", attributes, constraints)
  }

  private static func unique(
    _ name: String, selector: String, fields: [String], _ summary: String
  ) -> XSDElement {
    XSDElement(
      "unique", [("name", name)],
      [.documentation(summary), XSDElement("selector", [("xpath", selector)])]
        + fields.map { XSDElement("field", [("xpath", "@" + $0)]) })
  }

  private static func attribute(_ property: PropertySchema) -> XSDElement {
    var attributes = [("name", property.name)]
    var summary = property.summary
    if case .derived(let phrase) = property.defaultValue {
      summary += " Default: \(phrase)."
    }
    var children = [XSDElement.documentation(summary)]
    switch valueType(property.kind) {
    case .named(let name): attributes.append(("type", name))
    case .inline(let type): children.append(type)
    }
    if property.isRequired {
      attributes.append(("use", "required"))
    }
    if let value = property.defaultValue.value {
      // Stated so that the uniqueness of ids and of effects sees the defaults too.
      attributes.append(("default", value.xmlText))
    }
    return XSDElement("attribute", attributes, children)
  }
}
