import StickyCore

/// The syntax of JSON documents on top of `JSONScanner`: layouts, whose objects
/// are nodes, and plain objects such as the project config.
struct JSONParser {
  var scanner: JSONScanner
  /// Structural problems found so far; reading goes on after them.
  var problems: [Diagnostic] = []

  init(_ source: SourceText) {
    scanner = JSONScanner(source)
  }

  var source: SourceText { scanner.source }

  /// Reads a layout: the top-level value is the root node object.
  mutating func readLayoutDocument() throws(DiagnosticError) -> RawNode {
    try readDocument(expecting: "the top-level value must be a node object") {
      (parser) throws(DiagnosticError) in try parser.readNode(depth: 1)
    }
  }

  /// Where the value that starts at `start` ends, in a text already read
  /// without errors.
  mutating func endOfValue(at start: Int) throws(DiagnosticError) -> Int {
    scanner.seek(to: start)
    _ = try readValue(depth: 1)
    return scanner.offset
  }

  /// Reads a document that is one JSON value of any kind.
  mutating func readValueDocument() throws(DiagnosticError) -> RawValue {
    scanner.skipWhitespace()
    let value = try readValue(depth: 1)
    scanner.skipWhitespace()
    guard scanner.isAtEnd else {
      throw scanner.error("trailing characters after the value", at: scanner.offset)
    }
    return value
  }

  /// Reads a document whose top-level value is any object.
  mutating func readObjectDocument() throws(DiagnosticError) -> LocatedValue {
    try readDocument(expecting: "the top-level value must be an object") {
      (parser) throws(DiagnosticError) in
      let start = parser.scanner.offset
      let value = try parser.readValue(depth: 1)
      return LocatedValue(value, at: parser.source.location(at: start))
    }
  }

  /// Whether the top-level object has a `"type"` member, as a layout's root
  /// node does, before anything that is not JSON. Looks only as far as that
  /// member's name (a layout's first member, or its second after
  /// `"$schema"`) and leaves the parser at the start, with nothing reported:
  /// reading the document again reports what is wrong.
  mutating func topLevelObjectHasType() -> Bool {
    defer {
      scanner.seek(to: 0)
      problems = []
    }
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{") else { return false }
    var names: Set<String> = []
    var more = beginContainer(closedBy: UInt8(ascii: "}"))
    do throws(DiagnosticError) {
      while more {
        if try readMemberName(seen: &names).name == "type" { return true }
        _ = try readValue(depth: 2)
        more = try continueContainer(closedBy: UInt8(ascii: "}"), message: "")
      }
    } catch {
      return false
    }
    return false
  }

  /// Reads the one top-level object with `readTop`, then checks that nothing
  /// follows it; every problem found on the way is reported together.
  private mutating func readDocument<Value>(
    expecting message: String, _ readTop: (inout JSONParser) throws(DiagnosticError) -> Value
  ) throws(DiagnosticError) -> Value {
    let value: Value
    do throws(DiagnosticError) {
      scanner.skipWhitespace()
      guard scanner.current == UInt8(ascii: "{") else {
        throw scanner.expected(message)
      }
      value = try readTop(&self)
      scanner.skipWhitespace()
      guard scanner.isAtEnd else {
        throw scanner.error("trailing characters after the top-level value", at: scanner.offset)
      }
    } catch {
      throw DiagnosticError(sorting: problems + error.diagnostics)
    }
    guard problems.isEmpty else {
      throw DiagnosticError(sorting: problems)
    }
    return value
  }

  /// Reads the node object whose `{` is the current byte.
  mutating func readNode(depth: Int) throws(DiagnosticError) -> RawNode {
    let start = scanner.offset
    try checkDepth(depth, at: start)
    var type: (name: String, offset: Int)?
    var properties: [RawProperty] = []
    var children: [RawNode] = []
    var comments = RawComments()
    var jsonSchema: String?
    var names: Set<String> = []
    var more = beginContainer(closedBy: UInt8(ascii: "}"))
    while more {
      let (name, nameOffset, isDuplicate) = try readMemberName(seen: &names)
      let valueOffset = scanner.offset
      switch name {
      case "type":
        let text = try readString(named: name, depth: depth + 1)
        if let text, !isDuplicate { type = (text, valueOffset) }
      // Only the top-level object is a JSON document's, so only it names a schema.
      case "$schema" where depth == 1:
        let text = try readString(named: name, depth: depth + 1)
        if !isDuplicate { jsonSchema = text }
      case "children":
        if scanner.current == UInt8(ascii: "[") {
          let nodes = try readChildren(depth: depth)
          if !isDuplicate { children = nodes }
        } else {
          _ = try readValue(depth: depth + 1)
          problems.append(
            source.diagnostic("\"children\" must be an array of nodes", at: valueOffset))
        }
      case "//", "//end", "//after":
        let value = try readValue(depth: depth + 1)
        guard let texts = Self.commentTexts(value) else {
          problems.append(
            source.diagnostic(
              "\"\(name)\" must be a comment: a string or an array of strings", at: valueOffset))
          break
        }
        if name == "//after" && depth > 1 {
          problems.append(
            source.diagnostic("\"//after\" is only allowed on the root node", at: nameOffset))
        }
        guard !isDuplicate else { break }
        switch name {
        case "//": comments.before = texts
        case "//end": comments.end = texts
        default: comments.after = texts
        }
      default:
        let property = try readMemberValue(
          name: name, nameOffset: nameOffset, valueOffset: valueOffset, depth: depth + 1)
        if !isDuplicate { properties.append(property) }
      }
      more = try continueContainer(
        closedBy: UInt8(ascii: "}"), message: "expected ',' or '}' after object member")
    }
    if !names.contains("type") {
      problems.append(source.diagnostic("node has no \"type\"", at: start))
    }
    var node = RawNode(
      type: type?.name ?? "", location: source.location(at: start),
      typeLocation: source.location(at: type?.offset ?? start),
      properties: properties, children: children, jsonSchema: jsonSchema)
    node.comments = comments
    return node
  }

  /// A comment member's texts: one string, or an array of them.
  private static func commentTexts(_ value: RawValue) -> [String]? {
    switch value {
    case .string(let text): return [text]
    case .array(let items):
      var texts: [String] = []
      for item in items {
        guard case .string(let text) = item.value else { return nil }
        texts.append(text)
      }
      return texts
    default: return nil
    }
  }

  /// Reads the value of member `name`, which must be a string; nil and a
  /// reported problem when it is something else.
  private mutating func readString(named name: String, depth: Int) throws(DiagnosticError)
    -> String?
  {
    let offset = scanner.offset
    guard case .string(let text) = try readValue(depth: depth) else {
      problems.append(source.diagnostic("\"\(name)\" must be a string", at: offset))
      return nil
    }
    return text
  }

  /// Reads the `"children"` array of a node at `depth`.
  private mutating func readChildren(depth: Int) throws(DiagnosticError) -> [RawNode] {
    var children: [RawNode] = []
    var more = beginContainer(closedBy: UInt8(ascii: "]"))
    while more {
      if scanner.current == UInt8(ascii: "{") {
        children.append(try readNode(depth: depth + 1))
      } else {
        let offset = scanner.offset
        _ = try readValue(depth: depth + 1)
        problems.append(source.diagnostic("each child must be a node object", at: offset))
      }
      more = try continueContainer(
        closedBy: UInt8(ascii: "]"), message: "expected ',' or ']' after array element")
    }
    return children
  }

  /// Reads the value of a member whose name has been read, as a located property.
  private mutating func readMemberValue(
    name: String, nameOffset: Int, valueOffset: Int, depth: Int
  ) throws(DiagnosticError) -> RawProperty {
    let value = try readValue(depth: depth)
    return RawProperty(
      name: name, nameLocation: source.location(at: nameOffset), value: value,
      valueLocation: source.location(at: valueOffset))
  }

  /// Reads any JSON value; `depth` counts the nodes and containers around it.
  private mutating func readValue(depth: Int) throws(DiagnosticError) -> RawValue {
    switch scanner.current {
    case UInt8(ascii: "{"):
      try checkDepth(depth, at: scanner.offset)
      var names: Set<String> = []
      var members: [RawProperty] = []
      var more = beginContainer(closedBy: UInt8(ascii: "}"))
      while more {
        let (name, nameOffset, isDuplicate) = try readMemberName(seen: &names)
        let valueOffset = scanner.offset
        let member = try readMemberValue(
          name: name, nameOffset: nameOffset, valueOffset: valueOffset, depth: depth + 1)
        if !isDuplicate { members.append(member) }
        more = try continueContainer(
          closedBy: UInt8(ascii: "}"), message: "expected ',' or '}' after object member")
      }
      return .object(members)
    case UInt8(ascii: "["):
      try checkDepth(depth, at: scanner.offset)
      var elements: [LocatedValue] = []
      var more = beginContainer(closedBy: UInt8(ascii: "]"))
      while more {
        let offset = scanner.offset
        let value = try readValue(depth: depth + 1)
        elements.append(LocatedValue(value, at: source.location(at: offset)))
        more = try continueContainer(
          closedBy: UInt8(ascii: "]"), message: "expected ',' or ']' after array element")
      }
      return .array(elements)
    default:
      return try scanner.scanScalar()
    }
  }

  /// Reads `"name":` and the whitespace after it, noting a repeated name.
  private mutating func readMemberName(
    seen names: inout Set<String>
  ) throws(DiagnosticError) -> (name: String, offset: Int, isDuplicate: Bool) {
    let offset = scanner.offset
    guard scanner.current == UInt8(ascii: "\"") else {
      throw scanner.expected("expected a member name in quotes")
    }
    let name = try scanner.scanString()
    let isDuplicate = !names.insert(name).inserted
    if isDuplicate {
      problems.append(
        source.diagnostic("duplicate member \(DiagnosticText.quoted(name))", at: offset))
    }
    scanner.skipWhitespace()
    guard scanner.consume(UInt8(ascii: ":")) else {
      throw scanner.expected("expected ':' after member name")
    }
    scanner.skipWhitespace()
    return (name, offset, isDuplicate)
  }

  /// Steps over the opening bracket; tells whether an element follows.
  private mutating func beginContainer(closedBy close: UInt8) -> Bool {
    scanner.advance()
    scanner.skipWhitespace()
    return !scanner.consume(close)
  }

  /// Steps over the `,` or closing bracket after an element; tells whether
  /// another element follows.
  private mutating func continueContainer(
    closedBy close: UInt8, message: String
  ) throws(DiagnosticError) -> Bool {
    scanner.skipWhitespace()
    if scanner.consume(close) {
      return false
    }
    guard scanner.consume(UInt8(ascii: ",")) else {
      throw scanner.expected(message)
    }
    scanner.skipWhitespace()
    return true
  }

  private func checkDepth(_ depth: Int, at offset: Int) throws(DiagnosticError) {
    if depth > LayoutParser.maxDepth {
      throw scanner.error("nesting is deeper than \(LayoutParser.maxDepth) levels", at: offset)
    }
  }
}
