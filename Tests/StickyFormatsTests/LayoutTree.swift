import StickyCore

@testable import StickyFormats

/// A JSON value as a generated file spells it: members in the order given and
/// possibly repeated, numbers as the literal text they are written with, so
/// that a mutation writes exactly what it means (`1e5`, `-0`, a member twice).
indirect enum TreeValue: Hashable, Sendable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([TreeValue])
  case object([TreeMember])
  /// JSON text written as it is: what a Swift string cannot hold, such as the
  /// escape of a lone surrogate. XML has no spelling for it.
  case literal(String)

  init(_ raw: RawValue) {
    switch raw {
    case .text(let text), .string(let text): self = .string(text)
    case .number(let number): self = .number(NumberFormat.exact(number))
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .array(let items): self = .array(items.map { TreeValue($0.value) })
    case .object(let members):
      self = .object(members.map { TreeMember($0.name, TreeValue($0.value)) })
    }
  }

  var isString: Bool {
    if case .string = self { return true }
    return false
  }

  init(_ number: Double) {
    self = .number(NumberFormat.exact(number))
  }

  /// The value in JSON; objects and long arrays one member or element a line.
  func json(indent: String = "") -> String {
    switch self {
    case .string(let text): return JSONString.quoted(text)
    case .number(let text), .literal(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      return "[" + items.map { $0.json(indent: indent) }.joined(separator: ", ") + "]"
    case .object(let members):
      let inner = indent + "  "
      return TreeMember.jsonObject(
        members.map { ($0.name, $0.value.json(indent: inner)) }, indent: indent)
    }
  }

  /// The value as an XML attribute holds it (lists space-separated, as the
  /// reader splits them); nil when XML has no spelling for it.
  var xmlText: String? {
    switch self {
    case .string(let text):
      // Attribute values are escaped (`MarkupAttribute.escape`), but some
      // characters XML cannot hold at all.
      return XMLText.firstForbidden(in: text) == nil ? text : nil
    case .number(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      let texts = items.compactMap { item -> String? in
        switch item {
        case .number, .string: item.xmlText
        default: nil
        }
      }
      return texts.count == items.count ? texts.joined(separator: " ") : nil
    case .null, .object, .literal: return nil
    }
  }
}

/// One member of a JSON object, or one property of a node.
struct TreeMember: Hashable, Sendable {
  var name: String
  var value: TreeValue

  init(_ name: String, _ value: TreeValue) {
    self.name = name
    self.value = value
  }

  /// An object in JSON, one member a line; each value already in JSON.
  static func jsonObject(_ members: [(name: String, json: String)], indent: String) -> String {
    guard !members.isEmpty else { return "{}" }
    let lines = members.map { indent + "  " + JSONString.quoted($0.name) + ": " + $0.json }
    return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
  }
}

/// A layout as a small tree: node type, properties in order (repeats and
/// unknown names allowed), children and comments. It writes itself in both
/// spellings, JSON for the JSON Schema and XML for an XML schema, so that a
/// mutated layout can be judged in either.
struct LayoutTree: Hashable, Sendable {
  var type: String
  /// The root's `"$schema"` is one of them too; XML spells it
  /// `xsi:noNamespaceSchemaLocation`.
  var properties: [TreeMember] = []
  var children: [LayoutTree] = []
  var comments = RawComments()
  /// Writes `"children": []` when there are none (XML has no such spelling:
  /// `<pin></pin>` is `<pin/>`).
  var writesEmptyChildren = false

  init(
    _ type: String, _ properties: [TreeMember] = [], children: [LayoutTree] = [],
    comments: RawComments = RawComments()
  ) {
    self.type = type
    self.properties = properties
    self.children = children
    self.comments = comments
  }

  /// The tree a reader read; XML's text values stay strings, so read a JSON
  /// spelling for typed values.
  init(_ node: RawNode) {
    type = node.type
    properties =
      (node.jsonSchema.map { [TreeMember("$schema", .string($0))] } ?? [])
      + node.properties.map { TreeMember($0.name, TreeValue($0.value)) }
    children = node.children.map(LayoutTree.init)
    comments = node.comments
  }

  /// The first value of the property, if given.
  subscript(property name: String) -> TreeValue? {
    get { properties.first { $0.name == name }?.value }
    set {
      guard let newValue else {
        properties.removeAll { $0.name == name }
        return
      }
      // Every copy of a repeated member gets the value, so that which copy a
      // reader keeps makes no difference to it.
      if properties.contains(where: { $0.name == name }) {
        for index in properties.indices where properties[index].name == name {
          properties[index].value = newValue
        }
      } else {
        properties.append(TreeMember(name, newValue))
      }
    }
  }

  /// The node at `path`, a list of child indices from this one.
  subscript(path: [Int]) -> LayoutTree {
    get { path.reduce(self) { $0.children[$1] } }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      children[first][Array(path.dropFirst())] = newValue
    }
  }

  /// The paths of this node and all below it, in document order.
  var paths: [[Int]] {
    [[]] + children.indices.flatMap { index in children[index].paths.map { [index] + $0 } }
  }

  // MARK: JSON

  var json: String { json(indent: "") + "\n" }

  private func json(indent: String) -> String {
    let inner = indent + "  "
    var members: [(name: String, json: String)] = []
    func comment(_ name: String, _ texts: [String]) {
      guard !texts.isEmpty else { return }
      let value =
        texts.count == 1 ? TreeValue.string(texts[0]) : .array(texts.map(TreeValue.string))
      members.append((name, value.json(indent: inner)))
    }
    comment("//", comments.before)
    members.append(("type", JSONString.quoted(type)))
    members += properties.map { ($0.name, $0.value.json(indent: inner)) }
    if children.isEmpty && writesEmptyChildren {
      members.append(("children", "[]"))
    } else if !children.isEmpty {
      let nodes = children.map { inner + "  " + $0.json(indent: inner + "  ") }
      members.append(("children", "[\n" + nodes.joined(separator: ",\n") + "\n\(inner)]"))
    }
    comment("//end", comments.end)
    comment("//after", comments.after)
    return TreeMember.jsonObject(members, indent: indent)
  }

  // MARK: XML

  /// The layout in XML, or nil when XML has no spelling for some part of it:
  /// a value of a kind XML cannot write (null, an object), a character XML
  /// cannot hold, a name that is not an XML name, a comment holding `--`.
  /// Repeated properties are written twice, which XML forbids as JSON's
  /// readers do.
  var xml: String? {
    var output = ""
    return writeXML(indent: "", isRoot: true, into: &output) ? output : nil
  }

  private func writeXML(indent: String, isRoot: Bool, into output: inout String) -> Bool {
    guard Self.isXMLName(type) else { return false }
    guard writeComments(comments.before, indent: indent, into: &output) else { return false }
    output += "\(indent)<\(type)"
    for property in properties {
      guard let text = property.value.xmlText else { return false }
      if isRoot && property.name == "$schema" {
        output += " \(XMLSchemaLocation.declaration)=\"\(XMLSchemaLocation.namespace)\""
        output += " \(XMLSchemaLocation.attribute)=\"\(MarkupAttribute.escape(text))\""
        continue
      }
      guard Self.isXMLName(property.name) else { return false }
      output += " \(property.name)=\"\(MarkupAttribute.escape(text))\""
    }
    if children.isEmpty && comments.end.isEmpty {
      output += "/>\n"
    } else {
      output += ">\n"
      for child in children {
        guard child.writeXML(indent: indent + "  ", isRoot: false, into: &output) else {
          return false
        }
      }
      guard writeComments(comments.end, indent: indent + "  ", into: &output) else { return false }
      output += "\(indent)</\(type)>\n"
    }
    // Only the root has comments after it; elsewhere they would read as
    // comments before the next node.
    guard isRoot || comments.after.isEmpty else { return false }
    return writeComments(comments.after, indent: indent, into: &output)
  }

  private func writeComments(_ texts: [String], indent: String, into output: inout String) -> Bool {
    for text in texts {
      // A comment may hold neither "--" nor a final "-"; a carriage return
      // would come back as a line feed.
      guard XMLText.firstForbidden(in: text) == nil, !text.contains("--"), !text.hasSuffix("-"),
        !text.unicodeScalars.contains("\r")
      else { return false }
      output += "\(indent)<!--\(text)-->\n"
    }
    return true
  }

  /// Names as the generated trees use them: ASCII letters, digits, `_`, `-`
  /// and `.`, starting with a letter or `_`.
  private static func isXMLName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" || $0 == "."
    }
  }
}
