import StickyCore

extension XSDWriter {
  /// The type of a property's attribute: one of `simpleTypes` by name, or one
  /// written in place for the range or the words of that property alone.
  enum ValueType {
    case named(String)
    case inline(XSDElement)
  }

  /// What an XML attribute of the kind must hold: what `PropertyKind.parse`
  /// accepts of text.
  static func valueType(_ kind: PropertyKind) -> ValueType {
    switch kind {
    case .id: .named("id")
    case .text: .named("text")
    case .length: .named("length")
    case .positiveLength: .named("positiveLength")
    case .integer(let range):
      .inline(
        restriction(
          "wholeNumber",
          [
            facet("minInclusive", String(range.lowerBound)),
            facet("maxInclusive", String(range.upperBound)),
          ]))
    case .boolean: .named("boolean")
    case .color: .named("color")
    case .padding: .named("padding")
    case .lengthList: .named("lengthList")
    case .keyframes: .named("keyframes")
    case .seconds: .named("seconds")
    case .easing: .named("easing")
    case .fraction: .named("fraction")
    case .choice(let words):
      // On xs:string, which keeps whitespace, as the reader compares words.
      .inline(restriction("xs:string", words.map { facet("enumeration", $0) }))
    }
  }

  /// The grammar `NumberText` reads, JSON's. xs:double alone would also take
  /// `+1`, `.5`, `01`, `INF` and `NaN`.
  static let numberPattern = "-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+\\-]?[0-9]+)?"

  static var simpleTypes: [XSDElement] {
    let limit = NumberFormat.exact(LayoutLimits.maximumLength)
    return [
      named(
        "number", "A number as JSON writes it.",
        restriction("xs:double", [facet("pattern", numberPattern)])),
      named(
        "wholeNumber",
        "A number whose value is whole: a fraction of zeros, or any fraction with an "
          + "exponent (whether the exponent makes it whole is left to config validate).",
        restriction(
          "number",
          [
            facet("pattern", "-?(0|[1-9][0-9]*)(\\.0+)?"),
            facet("pattern", "-?(0|[1-9][0-9]*)(\\.[0-9]+)?[eE][+\\-]?[0-9]+"),
          ])),
      named(
        "length", PropertyKind.length.summary + " in points, from 0 to \(limit).",
        restriction("number", [facet("minInclusive", "0"), facet("maxInclusive", limit)])),
      named(
        "positiveLength", PropertyKind.positiveLength.summary + ", at most \(limit).",
        restriction("number", [facet("minExclusive", "0"), facet("maxInclusive", limit)])),
      named(
        "keyframe", "One value of an effect, from -\(limit) to \(limit).",
        restriction(
          "number", [facet("minInclusive", "-" + limit), facet("maxInclusive", limit)])),
      named(
        "padding", "1 to 4 lengths, top right bottom left as in CSS.",
        list(of: "length", counts: 1...4)),
      named(
        "lengthList", "Lengths, space-separated.",
        list(of: "length", counts: 1...LayoutLimits.maximumPatternLength)),
      named(
        "keyframes", "Values of an effect, space-separated: numbers, or colours.",
        XSDElement(
          "simpleType", [],
          [
            XSDElement(
              "union", [],
              [
                list(of: "keyframe", counts: 2...LayoutLimits.maximumKeyframes),
                list(of: "color", counts: 2...LayoutLimits.maximumKeyframes),
              ])
          ])),
      named(
        "fraction", PropertyKind.fraction.summary + ".",
        restriction("number", [facet("minInclusive", "0"), facet("maxInclusive", "1")])),
      named(
        "seconds",
        PropertyKind.seconds.summary + ", from 0 to "
          + NumberFormat.exact(LayoutLimits.maximumSeconds) + ".",
        restriction(
          "number",
          [
            facet("minInclusive", "0"),
            facet("maxInclusive", NumberFormat.exact(LayoutLimits.maximumSeconds)),
          ])),
      named(
        "boolean", "true or false; xs:boolean would also take 1 and 0.",
        restriction("xs:string", [facet("enumeration", "true"), facet("enumeration", "false")])),
      named(
        "id",
        PropertyKind.id.summary
          + ": a letter, then letters, digits, - and _; at most \(LayoutLimits.maximumIDLength).",
        restriction(
          "xs:string",
          [
            facet("pattern", ValueGrammar.id),
            facet("maxLength", String(LayoutLimits.maximumIDLength)),
          ])),
      named(
        "color", PropertyKind.color.summary + ".",
        restriction("xs:string", [facet("pattern", ValueGrammar.color)])),
      named(
        "easing", PropertyKind.easing.summary + ".",
        restriction("xs:string", [facet("pattern", ValueGrammar.easing)])),
      named(
        "text",
        "Text of at most \(LayoutLimits.maximumTextLength) characters; XSD, like the reader, "
          + "counts code points.",
        restriction(
          "xs:string", [facet("maxLength", String(LayoutLimits.maximumTextLength))])),
    ]
  }

  private static func named(_ name: String, _ summary: String, _ type: XSDElement) -> XSDElement {
    XSDElement("simpleType", [("name", name)], [.documentation(summary)] + type.children)
  }

  /// An anonymous simple type: `base` narrowed by `facets`.
  private static func restriction(_ base: String, _ facets: [XSDElement]) -> XSDElement {
    XSDElement("simpleType", [], [XSDElement("restriction", [("base", base)], facets)])
  }

  /// Whitespace-separated items of `item`, as many as `counts` allows.
  private static func list(of item: String, counts: ClosedRange<Int>) -> XSDElement {
    let items = XSDElement("simpleType", [], [XSDElement("list", [("itemType", item)])])
    return XSDElement(
      "simpleType", [],
      [
        XSDElement(
          "restriction", [],
          [
            items, facet("minLength", String(counts.lowerBound)),
            facet("maxLength", String(counts.upperBound)),
          ])
      ])
  }

  private static func facet(_ name: String, _ value: String) -> XSDElement {
    XSDElement(name, [("value", value)])
  }
}
