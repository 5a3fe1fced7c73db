/// One key of the project config, named with dots from the top
/// (`theme.accent`), as `config get` and `config set` take it.
public struct ConfigKey: Hashable, Sendable {
  public var name: String
  public var kind: ConfigKind
  public var isRequired: Bool
  public var defaultValue: PropertyDefault
  public var summary: String

  public init(
    _ name: String, _ kind: ConfigKind, required: Bool = false,
    default defaultValue: PropertyDefault = .none, _ summary: String
  ) {
    self.name = name
    self.kind = kind
    self.isRequired = required
    self.defaultValue = defaultValue
    self.summary = summary
  }

  /// The object key holding this one (`theme` for `theme.accent`); nil at the top.
  public var parent: String? {
    name.lastIndex(of: ".").map { String(name[..<$0]) }
  }

  /// The name within its object (`accent` for `theme.accent`).
  public var member: String {
    name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
  }
}
