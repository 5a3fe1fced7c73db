import StickyCore

/// JSON Schema (draft 2020-12) for layouts and for the project config, derived
/// from `LayoutSchema` and `ConfigSchema` so that an editor checks a file
/// against the same description the readers use.
///
/// What a JSON Schema cannot state (unique ids, a sticky element inside
/// another, relations between values such as a pin past its list's last row)
/// is left to `config validate`; docs/format.md lists it.
public enum JSONSchemaWriter {
  static let dialect = "https://json-schema.org/draft/2020-12/schema"

  // The grammars that `PropertyKind.isValidID`, `Color.init` and
  // the padding reader check, as ECMA-262 patterns.
  static let idPattern = whole(ValueGrammar.id)
  static let colorPattern = whole(ValueGrammar.color)
  /// 1 to 4 numbers at least 0 in the JSON number grammar (`NumberText`),
  /// negative zero included, between and around them any `Whitespace`, as the
  /// reader splits them. Their range is beyond a pattern and left to the reader.
  static let paddingPattern: String = {
    let space = "[" + Whitespace.characters.map { escaped($0.value) }.joined() + "]"
    let number = "(-0(\\.0+)?|(0|[1-9][0-9]*)(\\.[0-9]+)?)([eE][+-]?[0-9]+)?"
    return whole("\(space)*\(number)(\(space)+\(number)){0,3}\(space)*")
  }()
  /// A string without the control characters `ConfigText.controls` names.
  static let noControlsPattern: String = {
    let ranges = ConfigText.controls.map { escaped($0.lowerBound) + "-" + escaped($0.upperBound) }
    return whole("[^" + ranges.joined() + "]*")
  }()

  /// A pattern the whole string must match. `$` alone would let Python's `re`,
  /// which validators such as `jsonschema` use, match before a final line feed.
  static func whole(_ body: String) -> String {
    "^(?:\(body))$(?!\\n)"
  }

  /// A character as a pattern escape, `\u000A`, which ECMA-262 and Python share.
  private static func escaped(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  static let schemaMemberSummary = "The JSON Schema that editors check this file against."

  /// The schema of a layout file: its top level is the root node.
  public static func layout() -> String {
    PrettyJSON.object([
      ("$schema", .string(dialect)),
      ("title", .string("StickyPreview layout")),
      ("description", .string("The JSON spelling of a layout: the screen node at the top.")),
      ("$ref", .string(reference(to: LayoutSchema.node(.screen)))),
      ("$defs", .object(LayoutSchema.nodes.map { ($0.name, node($0)) })),
    ]).text
  }

  private static func reference(to node: NodeSchema) -> String {
    "#/$defs/\(node.name)"
  }

  private static func node(_ node: NodeSchema) -> PrettyJSON {
    // The screen is only ever the root, so the members of the root alone go in its entry.
    let isRoot = node.type == .screen
    let childTypes = LayoutSchema.children(of: node.type)
    var members: [(String, PrettyJSON)] = [
      ("type", described("The node type.", [("const", .string(node.type.rawValue))]))
    ]
    if isRoot {
      members.append(("$schema", described(schemaMemberSummary, [typed("string")])))
    }
    members += node.properties.map { ($0.name, property($0)) }
    if !childTypes.isEmpty {
      members.append(
        ("children", described("The nodes inside this one, in order.", [typed("array")])))
    } else {
      // XML cannot tell an element with no children from one with an empty
      // list of them (`<pin/>`, `<pin></pin>`), so neither can the reader.
      let none = [typed("array"), ("maxItems", PrettyJSON.integer(0))]
      members.append(("children", described("This node holds none.", none)))
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
    // A child that must be there makes the children required.
    let mustHoldChildren = childTypes.contains { $0.occurrence == .exactlyOne }
    var schema = objectMembers(
      members,
      required: ["type"] + node.properties.filter(\.isRequired).map(\.name)
        + (mustHoldChildren ? ["children"] : []))
    let exclusions = node.properties.compactMap { property in
      property.excludes.map { excluded in
        (
          property.name,
          PrettyJSON.object([("not", .object([("required", .array([.string(excluded)]))]))])
        )
      }
    }
    if !exclusions.isEmpty {
      schema.append(("dependentSchemas", .object(exclusions)))
    }
    let conditions =
      (childTypes.isEmpty ? [] : [children(childTypes, of: node)])
      + node.properties.compactMap(condition) + node.properties.compactMap(givenCondition)
      + (node.type == .effect ? effectValueRanges() : [])
    if !conditions.isEmpty {
      schema.append(("allOf", .array(conditions)))
    }
    return described(node.summary, schema)
  }

  /// The schema of a node's `children`: the types that stand there, where
  /// among their siblings, and how many of each (`NodeSchema.Occurrence`);
  /// checked only when the object is of the node's type. A validator checks
  /// every branch of a `oneOf` in full, and a stack's children would be
  /// checked again as a carousel's, and theirs again as a stack's, at every
  /// level: twice as much work per level of nesting.
  private static func children(_ types: [NodeSchema], of node: NodeSchema) -> PrettyJSON {
    func oneOf(_ types: [NodeSchema]) -> PrettyJSON {
      .object([("oneOf", .array(types.map { .object([("$ref", .string(reference(to: $0)))]) }))])
    }
    let firstOnly = types.filter { $0.occurrence == .firstOnly }
    var members: [(String, PrettyJSON)] = []
    if !firstOnly.isEmpty {
      members.append(("prefixItems", .array([oneOf(types)])))
    }
    members.append(("items", oneOf(types.filter { !firstOnly.contains($0) })))
    let counts = types.flatMap(counts)
    if !counts.isEmpty {
      members.append(("allOf", .array(counts)))
    }
    let type = described("The node type.", [("const", .string(node.type.rawValue))])
    return .object([
      (
        "if",
        .object([
          ("properties", .object([("type", type)])), ("required", .array([.string("type")])),
        ])
      ),
      (
        "then",
        .object([
          (
            "properties",
            .object([("children", described("The nodes inside this one, in order.", members))])
          )
        ])
      ),
    ])
  }

  /// How many children of the node's type a parent holds, as `contains` counts them.
  private static func counts(of node: NodeSchema) -> [PrettyJSON] {
    switch node.occurrence {
    // The keys of `uniqueBy` (a pin's index, an effect's part and property
    // with a default) are beyond what `contains` counts.
    case .any, .firstOnly, .uniqueBy:
      return []
    case .exactlyOne:
      return [count(of: node)]
    }
  }

  /// Exactly one child of the node's type.
  private static func count(of node: NodeSchema) -> PrettyJSON {
    let type = ("type", described("The node type.", [("const", .string(node.type.rawValue))]))
    let match = PrettyJSON.object([
      ("properties", .object([type])), ("required", .array([.string(type.0)])),
    ])
    return .object([
      ("contains", match), ("minContains", .integer(1)), ("maxContains", .integer(1)),
    ])
  }

  /// `PropertyCondition` of a boolean property: if it is true, the other
  /// property has (or has not) the value.
  private static func condition(of property: PropertySchema) -> PrettyJSON? {
    guard let condition = property.whenTrue else { return nil }
    func holding(_ name: String, _ value: PropertyValue, _ description: String) -> PrettyJSON {
      .object([
        ("properties", .object([(name, described(description, [("const", json(value))]))])),
        ("required", .array([.string(name)])),
      ])
    }
    let then: PrettyJSON
    switch condition {
    case .requires(let name, let value):
      // The needed value is never the default, so the other must be given.
      then = holding(name, value, "\(property.name) needs this value.")
    case .forbids(let name, let value):
      then = .object([("not", holding(name, value, "\(property.name) rules this value out."))])
    }
    return .object([
      ("if", holding(property.name, .bool(true), "When \(property.name) is true.")), ("then", then),
    ])
  }

  /// `PropertySchema.whenGiven`: if the property is given, the other has
  /// the value.
  private static func givenCondition(of property: PropertySchema) -> PrettyJSON? {
    guard case .requires(let name, let value) = property.whenGiven else { return nil }
    return .object([
      ("if", .object([("required", .array([.string(property.name)]))])),
      (
        "then",
        .object([
          (
            "properties",
            .object([
              (name, described("\(property.name) needs this value.", [("const", json(value))]))
            ])
          ),
          ("required", .array([.string(name)])),
        ])
      ),
    ])
  }

  /// The values each effect property takes (`Effect.Property.valueBounds`,
  /// colours for `color`), for the `values` of an effect whose `property`
  /// names it; and a state's two values.
  private static func effectValueRanges() -> [PrettyJSON] {
    let state = PrettyJSON.object([
      (
        "if",
        .object([
          (
            "properties",
            .object([
              (
                "timeline",
                described(
                  "The timeline.", [("const", .string(Effect.TimelineKind.state.rawValue))])
              )
            ])
          ),
          ("required", .array([.string("timeline")])),
        ])
      ),
      (
        "then",
        .object([
          (
            "properties",
            .object([
              (
                "values",
                described(
                  "A state's two values.", [("minItems", .integer(2)), ("maxItems", .integer(2))])
              )
            ])
          )
        ])
      ),
    ])
    return [state]
      + Effect.Property.allCases.map { property in
        let bounds = property.valueBounds
        var limits: [(String, PrettyJSON)] =
          property.takesColors ? constraints(.color) : [typed("number")]
        if let lower = bounds.lower {
          limits.append((lower.isInclusive ? "minimum" : "exclusiveMinimum", .number(lower.value)))
        }
        if let upper = bounds.upper {
          limits.append((upper.isInclusive ? "maximum" : "exclusiveMaximum", .number(upper.value)))
        }
        let name = property.rawValue
        let condition = described("The property driven.", [("const", .string(name))])
        let values = described(
          "Values of \(name): \(property.takesColors ? "colours" : bounds.summary).",
          [("items", .object(limits))])
        return .object([
          (
            "if",
            .object([
              ("properties", .object([("property", condition)])),
              ("required", .array([.string("property")])),
            ])
          ),
          ("then", .object([("properties", .object([("values", values)]))])),
        ])
      }
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
      return [
        typed("string"), ("pattern", .string(idPattern)),
        ("maxLength", .integer(LayoutLimits.maximumIDLength)),
      ]
    case .text:
      // Both count Unicode scalars (code points); see `checkTextLength`.
      return [typed("string"), ("maxLength", .integer(LayoutLimits.maximumTextLength))]
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
      let number = PrettyJSON.object([
        typed("number"), ("minimum", .number(-limit)), ("maximum", .number(limit)),
      ])
      let color = PrettyJSON.object(constraints(.color))
      let counts: [(String, PrettyJSON)] = [
        ("minItems", .integer(2)), ("maxItems", .integer(LayoutLimits.maximumKeyframes)),
      ]
      // All numbers or all colours, as the reader takes them.
      return [
        (
          "anyOf",
          .array([
            .object([typed("array"), ("items", number)] + counts),
            .object([typed("array"), ("items", color)] + counts),
          ])
        )
      ]
    case .seconds:
      return [
        typed("number"), ("minimum", .integer(0)),
        ("maximum", .number(LayoutLimits.maximumSeconds)),
      ]
    case .easing:
      return [typed("string"), ("pattern", .string(whole(ValueGrammar.easing)))]
    case .fraction:
      return [typed("number"), ("minimum", .integer(0)), ("maximum", .integer(1))]
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
    case .color(let color): .string(color.text)
    case .number(let number): .number(number)
    case .integer(let number): .integer(number)
    case .bool(let flag): .bool(flag)
    case .padding(let insets):
      insets.shorthand.count == 1
        ? .number(insets.top)
        : .string(insets.shorthand.map(NumberFormat.exact).joined(separator: " "))
    case .numbers(let numbers): .array(numbers.map(PrettyJSON.number))
    case .colors(let colors): .array(colors.map { .string($0.text) })
    case .easing(let curve): .string(EasingText.text(of: curve))
    }
  }
}
