/// One property of a node type.
public struct PropertySchema: Hashable, Sendable {
  public var name: String
  public var kind: PropertyKind
  public var isRequired: Bool
  /// The default as the docs state it, when there is one.
  public var defaultValue: String?
  public var summary: String

  public init(
    _ name: String, _ kind: PropertyKind, required: Bool = false,
    default defaultValue: String? = nil,
    _ summary: String
  ) {
    self.name = name
    self.kind = kind
    self.isRequired = required
    self.defaultValue = defaultValue
    self.summary = summary
  }
}
