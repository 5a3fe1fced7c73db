import StickyCore

/// A layout node as written, before its type and properties are checked.
///
/// Both readers produce this same tree so that validation, error messages and
/// "did you mean" suggestions are written once, against one description of
/// the format.
public struct RawNode: Hashable, Sendable {
  /// The node type: the XML element name or the JSON `"type"` value.
  public var type: String
  /// Where the node starts: the `<` of the XML element or the `{` of the JSON object.
  public var location: SourceLocation
  /// Where the type name is written (XML element name, JSON `"type"` value).
  public var typeLocation: SourceLocation
  /// Properties in the order they were written.
  public var properties: [RawProperty]
  public var children: [RawNode]
  /// Comments kept so that `config fmt` and `config convert` put them back
  /// where they stand; the builder ignores them.
  public var comments = RawComments()
  /// The schema the root names, which an editor checks the file against (a
  /// JSON Schema or an XML Schema; whichever, it is kept as written):
  /// `"$schema"` in JSON, `xsi:noNamespaceSchemaLocation` in XML. Kept apart
  /// from `properties` because it names the file's schema and is no part of
  /// the layout; the builder ignores it and the writers put it back.
  public var jsonSchema: String?

  /// The type, when the format defines it.
  public var nodeType: NodeType? { NodeType(rawValue: type) }

  public init(
    type: String, location: SourceLocation, typeLocation: SourceLocation,
    properties: [RawProperty] = [], children: [RawNode] = [], jsonSchema: String? = nil
  ) {
    self.type = type
    self.location = location
    self.typeLocation = typeLocation
    self.properties = properties
    self.children = children
    self.jsonSchema = jsonSchema
  }
}

/// One property of a `RawNode` or member of a JSON object: an XML attribute or
/// a JSON member.
public struct RawProperty: Hashable, Sendable {
  public var name: String
  public var nameLocation: SourceLocation
  public var value: RawValue
  public var valueLocation: SourceLocation

  public init(
    name: String, nameLocation: SourceLocation, value: RawValue, valueLocation: SourceLocation
  ) {
    self.name = name
    self.nameLocation = nameLocation
    self.value = value
    self.valueLocation = valueLocation
  }
}

/// A property value as written.
public indirect enum RawValue: Hashable, Sendable {
  /// An XML attribute value: untyped text, interpreted by the property's kind.
  case text(String)
  /// A JSON string.
  case string(String)
  /// A JSON number.
  case number(Double)
  /// A JSON `true` or `false`.
  case bool(Bool)
  /// A JSON `null`.
  case null
  /// A JSON array, each element with where it is written.
  case array([LocatedValue])
  /// A JSON object, its members in the order written (never valid as a layout
  /// property value; kept to report it precisely and to read configs).
  case object([RawProperty])
}

/// A value with the place it is written.
public struct LocatedValue: Hashable, Sendable {
  public var value: RawValue
  public var location: SourceLocation

  public init(_ value: RawValue, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

/// The comments around and inside a node: XML comments, and in JSON the
/// members `"//"`, `"//end"` and `"//after"` (a string, or an array of them).
public struct RawComments: Hashable, Sendable {
  /// Written just before the node (`"//"`).
  public var before: [String] = []
  /// Written after the node's last child, before it closes (`"//end"`).
  public var end: [String] = []
  /// Written after the root element, at the end of the document (`"//after"`);
  /// only the root has them.
  public var after: [String] = []

  public init(before: [String] = [], end: [String] = [], after: [String] = []) {
    self.before = before
    self.end = end
    self.after = after
  }

  public var isEmpty: Bool { before.isEmpty && end.isEmpty && after.isEmpty }

  /// The JSON member names, in the order the writers put them.
  public static let memberNames = ["//", "//end", "//after"]
}
