import StickyCore

/// Writes a project config in its canonical form: `$schema` first, then the
/// keys in the order of `ConfigSchema` (nested objects too), two-space
/// indents, lists on one line, and a final newline.
public enum ConfigWriter {
  public static func json(_ top: LocatedValue) -> String {
    ordered(top.value, parent: nil).json(indent: "") + "\n"
  }

  private static func ordered(_ value: RawValue, parent: String?) -> WrittenValue {
    guard case .object(let members) = value else { return WrittenValue(value, kind: nil) }
    let keys = ConfigSchema.keys(in: parent).map(\.member)
    let rank = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0 + 1) })
    let sorted = members.enumerated().sorted { a, b in
      let ra = a.element.name == "$schema" ? 0 : rank[a.element.name] ?? keys.count + 1
      let rb = b.element.name == "$schema" ? 0 : rank[b.element.name] ?? keys.count + 1
      return (ra, a.offset) < (rb, b.offset)
    }
    let prefix = parent.map { $0 + "." } ?? ""
    return .object(
      sorted.map { ($0.element.name, ordered($0.element.value, parent: prefix + $0.element.name)) })
  }
}
