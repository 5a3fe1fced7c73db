/// One node type of the layout format where it stands: its properties and
/// what may contain it. A type may be described once per place: a block in a
/// carousel takes a width, which it takes nowhere else (SPEC section 15).
public struct NodeSchema: Hashable, Sendable {
  public var type: NodeType
  /// The name the schemas give this description: the type's own, or one
  /// that says its place (`carouselBox`).
  public var name: String
  public var summary: String
  /// In the order the canonical form writes them.
  public var properties: [PropertySchema]
  /// The node types that may contain this one; empty for the root.
  public var parents: [NodeType]
  /// Where it may stand, as the docs say it.
  public var place: String
  /// How many of it a parent holds, and where among its siblings.
  public var occurrence: Occurrence

  public init(
    type: NodeType, name: String? = nil, summary: String, parents: [NodeType], place: String,
    occurrence: Occurrence = .any, properties: [PropertySchema]
  ) {
    self.type = type
    self.name = name ?? type.rawValue
    self.summary = summary
    self.parents = parents
    self.place = place
    self.occurrence = occurrence
    self.properties = properties
  }

  /// How many nodes of a type a parent that allows them holds. The builder
  /// checks each rule where it builds the node; the JSON Schema states them.
  public enum Occurrence: Hashable, Sendable {
    /// Any number, anywhere among the siblings.
    case any
    /// Exactly one.
    case exactlyOne
    /// No two share the values of these properties (a pin per row, an
    /// effect per part and property).
    case uniqueBy([String])
    /// At most one, as the first child.
    case firstOnly
  }

  public func property(named name: String) -> PropertySchema? {
    properties.first { $0.name == name }
  }
}
