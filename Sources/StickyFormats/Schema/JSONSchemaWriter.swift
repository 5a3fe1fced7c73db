import StickyCore

/// JSON Schema (draft 2020-12) for layouts and for the project config, derived
/// from `LayoutSchema` and `ConfigSchema` so that an editor checks a file
/// against the same description the readers use.
///
/// What the description states only in prose (where a node may stand among its
/// siblings, unique ids, a sticky element inside another) is left to
/// `config validate`.
public enum JSONSchemaWriter {
  static let dialect = "https://json-schema.org/draft/2020-12/schema"

  // The grammars that `PropertyKind.isValidID`, `PropertyKind.isValidColor` and
  // the padding reader check, as ECMA-262 patterns.
  static let idPattern = "^[A-Za-z][A-Za-z0-9_-]*$"
  static let colorPattern = "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"
  /// 1 to 4 non-negative numbers in the JSON number grammar; their range is
  /// beyond a pattern and left to the reader.
  static let paddingPattern: String = {
    let number = "(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?"
    return "^\(number)( \(number)){0,3}$"
  }()

  static let schemaMemberSummary = "The JSON Schema that editors check this file against."

  /// The schema of a layout file: its top level is the root node.
  public static func layout() -> String {
    PrettyJSON.object([
      ("$schema", .string(dialect)),
      ("title", .string("StickyPreview layout")),
      ("description", .string("The JSON spelling of a layout: the screen node at the top.")),
      ("$ref", .string(reference(to: .screen))),
      ("$defs", .object(LayoutSchema.nodes.map { ($0.type.rawValue, node($0)) })),
    ]).text
  }

  private static func reference(to type: NodeType) -> String {
    "#/$defs/\(type.rawValue)"
  }

  private static func node(_ node: NodeSchema) -> PrettyJSON {
    // The screen is only ever the root, so the members of the root alone go in its entry.
    let isRoot = node.type == .screen
    let childTypes = LayoutSchema.nodes.filter { $0.parents.contains(node.type) }.map(\.type)
    var members: [(String, PrettyJSON)] = [
      ("type", described("The node type.", [("const", .string(node.type.rawValue))]))
    ]
    if isRoot {
      members.append(("$schema", described(schemaMemberSummary, [typed("string")])))
    }
    members += node.properties.map { ($0.name, property($0)) }
    if !childTypes.isEmpty {
      let references = childTypes.map { PrettyJSON.object([("$ref", .string(reference(to: $0)))]) }
      members.append(
        (
          "children",
          described(
            "The nodes inside this one, in order.",
            [typed("array"), ("items", .object([("oneOf", .array(references))]))])
        ))
    }
    members.append(("//", comments("Comments that stand before this node (XML comments).")))
    // Every node has it: XML may hold a comment inside any element, one with no
    // children too (`<pin ...><!-- why --></pin>`), and this is its JSON spelling.
    members.append(
      (
        "//end",
        comments("Comments after the last child of this node, or inside it when it has none.")
      )
    )
    if isRoot {
      members.append(("//after", comments("Comments after the root node.")))
    }
    return described(
      node.summary,
      objectMembers(members, required: ["type"] + node.properties.filter(\.isRequired).map(\.name))
    )
  }

  /// A comment member: one comment or several, in order.
  private static func comments(_ description: String) -> PrettyJSON {
    let text = PrettyJSON.object([typed("string")])
    return described(
      description,
      [("anyOf", .array([text, .object([typed("array"), ("items", text)])]))])
  }

  private static func property(_ property: PropertySchema) -> PrettyJSON {
    var description = property.summary
    if case .derived(let phrase) = property.defaultValue {
      // A default worked out from other properties has no value to state.
      description += " Default: \(phrase)."
    }
    return described(description, constraints(property.kind), default: property.defaultValue)
  }

  /// What a JSON value of the kind must be.
  static func constraints(_ kind: PropertyKind) -> [(String, PrettyJSON)] {
    switch kind {
    case .id:
      return [typed("string"), ("pattern", .string(idPattern))]
    case .text:
      return [typed("string")]
    case .length, .positiveLength:
      let lowest = kind == .positiveLength ? "exclusiveMinimum" : "minimum"
      return [
        typed("number"), (lowest, .integer(0)), ("maximum", .number(LayoutLimits.maximumLength)),
      ]
    case .integer(let range):
      return [
        typed("integer"), ("minimum", .integer(range.lowerBound)),
        ("maximum", .integer(range.upperBound)),
      ]
    case .boolean:
      return [typed("boolean")]
    case .color:
      return [typed("string"), ("pattern", .string(colorPattern))]
    case .padding:
      let shorthand = PrettyJSON.object([typed("string"), ("pattern", .string(paddingPattern))])
      return [("anyOf", .array([.object(constraints(.length)), shorthand]))]
    case .lengthList:
      return [
        typed("array"), ("items", .object(constraints(.length))), ("minItems", .integer(1)),
        ("maxItems", .integer(LayoutLimits.maximumPatternLength)),
      ]
    case .keyframes:
      let limit = LayoutLimits.maximumLength
      let item = PrettyJSON.object([
        typed("number"), ("minimum", .number(-limit)), ("maximum", .number(limit)),
      ])
      return [
        typed("array"), ("items", item), ("minItems", .integer(2)),
        ("maxItems", .integer(LayoutLimits.maximumKeyframes)),
      ]
    case .choice(let words):
      return [("enum", .array(words.map(PrettyJSON.string)))]
    }
  }

  /// A schema: its description, then `members`, then the default when it is a value.
  static func described(
    _ description: String, _ members: [(String, PrettyJSON)], default: PropertyDefault = .none
  ) -> PrettyJSON {
    var all = [("description", PrettyJSON.string(description))] + members
    if let value = `default`.value {
      all.append(("default", json(value)))
    }
    return .object(all)
  }

  static func typed(_ type: String) -> (String, PrettyJSON) {
    ("type", .string(type))
  }

  /// The members of a schema for an object that holds `properties` and nothing else.
  static func objectMembers(
    _ properties: [(String, PrettyJSON)], required: [String]
  ) -> [(String, PrettyJSON)] {
    var members = [typed("object"), ("properties", .object(properties))]
    if !required.isEmpty {
      members.append(("required", .array(required.map(PrettyJSON.string))))
    }
    members.append(("additionalProperties", .bool(false)))
    return members
  }

  /// A default as the JSON spelling writes it.
  private static func json(_ value: PropertyValue) -> PrettyJSON {
    switch value {
    case .text(let text): .string(text)
    case .number(let number): .number(number)
    case .integer(let number): .integer(number)
    case .bool(let flag): .bool(flag)
    case .padding(let insets):
      insets.shorthand.count == 1
        ? .number(insets.top)
        : .string(insets.shorthand.map(NumberFormat.exact).joined(separator: " "))
    case .numbers(let numbers): .array(numbers.map(PrettyJSON.number))
    }
  }
}
