/// One property of a node type.
public struct PropertySchema: Hashable, Sendable {
  public var name: String
  public var kind: PropertyKind
  public var isRequired: Bool
  public var defaultValue: PropertyDefault
  public var summary: String
  /// A property of the same node that may not be given together with this one.
  public var excludes: String?
  /// What a boolean property asks of another one while it is true.
  public var whenTrue: PropertyCondition?
  /// What a property asks of another one whenever it is given: a `duration`
  /// belongs to a state effect.
  public var whenGiven: PropertyCondition?

  public init(
    _ name: String, _ kind: PropertyKind, required: Bool = false,
    default defaultValue: PropertyDefault = .none, excludes: String? = nil,
    whenTrue: PropertyCondition? = nil, whenGiven: PropertyCondition? = nil,
    _ summary: String
  ) {
    self.name = name
    self.kind = kind
    self.isRequired = required
    self.defaultValue = defaultValue
    self.excludes = excludes
    self.whenTrue = whenTrue
    self.whenGiven = whenGiven
    self.summary = summary
  }
}
