/// One node type of the layout format: its properties and what may contain it.
public struct NodeSchema: Hashable, Sendable {
  public var type: NodeType
  public var summary: String
  /// In the order the canonical form writes them.
  public var properties: [PropertySchema]
  /// The node types that may contain this one; empty for the root.
  public var parents: [NodeType]
  /// Where it may stand, as the docs say it.
  public var place: String

  public init(
    type: NodeType, summary: String, parents: [NodeType], place: String,
    properties: [PropertySchema]
  ) {
    self.type = type
    self.summary = summary
    self.parents = parents
    self.place = place
    self.properties = properties
  }

  public func property(named name: String) -> PropertySchema? {
    properties.first { $0.name == name }
  }
}
