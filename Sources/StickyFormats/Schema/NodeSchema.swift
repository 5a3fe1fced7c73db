/// One node type of the layout format: its properties and what may contain it.
public struct NodeSchema: Hashable, Sendable {
  public var type: String
  public var summary: String
  public var properties: [PropertySchema]
  /// The node types that may contain this one; empty for the root.
  public var parents: [String]

  public init(type: String, summary: String, parents: [String], properties: [PropertySchema]) {
    self.type = type
    self.summary = summary
    self.parents = parents
    self.properties = properties
  }

  public func property(named name: String) -> PropertySchema? {
    properties.first { $0.name == name }
  }
}
