extension JSONSchemaWriter {
  /// The schema of `stickypreview.json`.
  public static func config() -> String {
    PrettyJSON.object(
      [
        ("$schema", .string(dialect)),
        ("title", .string("StickyPreview project config")),
        ("description", .string("Which layouts to build into a site, and how the site looks.")),
      ] + members(ofObject: nil)
    ).text
  }

  /// The members of the schema for the object holding the keys of `parent`.
  private static func members(ofObject parent: String?) -> [(String, PrettyJSON)] {
    let keys = ConfigSchema.keys(in: parent)
    return objectMembers(
      keys.map { ($0.member, key($0)) }, required: keys.filter(\.isRequired).map(\.member))
  }

  private static func key(_ key: ConfigKey) -> PrettyJSON {
    let members: [(String, PrettyJSON)]
    switch key.kind {
    case .version:
      members = [("const", .integer(ConfigSchema.version))]
    // The reader refuses control characters in any string of the config.
    case .text:
      members = [typed("string"), ("pattern", .string(noControlsPattern))]
    case .path:
      members = [
        typed("string"), ("minLength", .integer(1)), ("pattern", .string(noControlsPattern)),
      ]
    case .baseURL:
      members = [typed("string"), ("pattern", .string(whole(ValueGrammar.baseURL)))]
    case .patterns:
      let item = PrettyJSON.object([
        typed("string"), ("minLength", .integer(1)), ("pattern", .string(noControlsPattern)),
      ])
      members = [typed("array"), ("items", item), ("minItems", .integer(1))]
    case .color:
      members = constraints(.color)
    case .choice(let words):
      members = constraints(.choice(words))
    case .choices(let words):
      members = [
        typed("array"), ("items", .object(constraints(.choice(words)))),
        ("minItems", .integer(1)), ("uniqueItems", .bool(true)),
      ]
    case .object:
      members = self.members(ofObject: key.name)
    }
    return described(key.summary, members, default: key.defaultValue)
  }
}
