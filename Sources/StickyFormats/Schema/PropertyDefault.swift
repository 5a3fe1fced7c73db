/// What a property is when it is left out.
public enum PropertyDefault: Hashable, Sendable {
  /// Nothing: the property is simply absent (a title, a color).
  case none
  /// This value.
  case value(PropertyValue)
  /// Worked out from other properties or from the element's place, as the
  /// phrase says (`= height`, `<type>-<k>`).
  case derived(String)

  /// The value, when the default is one.
  public var value: PropertyValue? {
    if case .value(let value) = self { return value }
    return nil
  }
}
