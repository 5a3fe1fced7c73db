/// What a boolean property asks of another property of its node when it is
/// true: a header's `snap` needs `floating`, and `floating` rules out `pinned`.
/// The builder checks it, the JSON Schema states it, the docs say it.
public enum PropertyCondition: Hashable, Sendable {
  /// The other property must have this value (given, or as its default).
  case requires(String, PropertyValue)
  /// The other property may not have this value.
  case forbids(String, PropertyValue)

  /// The other property's name.
  public var property: String {
    switch self {
    case .requires(let name, _), .forbids(let name, _): name
    }
  }
}
