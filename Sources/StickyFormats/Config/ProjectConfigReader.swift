import StickyCore

/// Reads a project config and checks it against `ConfigSchema`, reporting every
/// mistake at the place it is written.
public enum ProjectConfigReader {
  public static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> ProjectConfig {
    let top = try JSONObjectReader.read(bytes, file: file)
    var checker = ConfigChecker()
    if case .object(let members) = top.value {
      checker.checkObject(members, at: top.location, parent: nil)
    }
    guard checker.problems.isEmpty else {
      throw DiagnosticError(sorting: checker.problems)
    }
    return checker.config
  }

  public static func read(contentsOf path: String) throws(DiagnosticError) -> ProjectConfig {
    try read(InputFile.read(path: path, file: path), file: path)
  }
}

/// Walks the config's objects against the schema, keeping the values that pass.
private struct ConfigChecker {
  var problems: [Diagnostic] = []
  /// Values that passed their key's check, by dotted key name.
  var values: [String: LocatedValue] = [:]
  /// The colours among them, read.
  var colors: [String: Color] = [:]
  var baseURL: BaseURL?

  mutating func checkObject(_ members: [RawProperty], at location: SourceLocation, parent: String?)
  {
    let keys = ConfigSchema.keys(in: parent)
    let prefix = parent.map { $0 + "." } ?? ""
    for member in members {
      guard let key = keys.first(where: { $0.member == member.name }) else {
        let suggestion = NameSuggestion.closest(to: member.name, in: keys.map(\.member))
        report(
          .unknownKey(prefix + member.name, suggestion: suggestion.map { prefix + $0 }),
          at: member.nameLocation)
        continue
      }
      check(LocatedValue(member.value, at: member.valueLocation), against: key)
    }
    for key in keys where key.isRequired && !members.contains(where: { $0.name == key.member }) {
      report(.missingKey(key.name), at: location)
    }
  }

  private mutating func check(_ located: LocatedValue, against key: ConfigKey) {
    let value = located.value
    if let (character, location) = ConfigText.firstControlCharacter(in: located) {
      report(.controlCharacter(key: key.name, character: character), at: location)
      return
    }
    switch (key.kind, value) {
    case (.version, .number(let number)):
      guard number == Double(ConfigSchema.version) else {
        report(.unsupportedVersion(value.kindName), at: located.location)
        return
      }
    case (.text, .string):
      break
    case (.path, .string(let text)) where !text.isEmpty:
      break
    case (.baseURL, .string(let text)):
      guard let address = BaseURL(text) else {
        return reportWrongKind(located, of: key)
      }
      baseURL = address
    case (.color, .string(let text)):
      guard let color = Color(text) else {
        return reportWrongKind(located, of: key)
      }
      colors[key.name] = color
    case (.choice(let words), .string(let word)):
      guard words.contains(word) else {
        report(.unknownChoice(key: key.name, value: word, choices: words), at: located.location)
        return
      }
    case (.choices(let words), .array(let items)):
      guard checkChoices(items, at: located.location, of: key, in: words) else { return }
    case (.patterns, .array(let items)):
      guard !items.isEmpty else {
        report(.noScreens, at: located.location)
        return
      }
      let invalid = items.filter { item in
        guard case .string(let text) = item.value else { return true }
        return text.isEmpty
      }
      for item in invalid { report(.invalidPattern(found: item.value.kindName), at: item.location) }
      guard invalid.isEmpty else { return }
    case (.object, .object(let members)):
      checkObject(members, at: located.location, parent: key.name)
      return
    default:
      return reportWrongKind(located, of: key)
    }
    values[key.name] = located
  }

  /// Whether every item is one of `words`, once; reports each that is not.
  private mutating func checkChoices(
    _ items: [LocatedValue], at location: SourceLocation, of key: ConfigKey, in words: [String]
  ) -> Bool {
    let before = problems.count
    guard !items.isEmpty else {
      report(.invalidItems(key: key.name, found: "an empty array"), at: location)
      return false
    }
    var seen: Set<String> = []
    for item in items {
      guard case .string(let word) = item.value else {
        report(.invalidItems(key: key.name, found: item.value.kindName), at: item.location)
        continue
      }
      if !words.contains(word) {
        report(.unknownItem(key: key.name, value: word, choices: words), at: item.location)
      } else if !seen.insert(word).inserted {
        report(.repeatedItem(key: key.name, value: word), at: item.location)
      }
    }
    return problems.count == before
  }

  private mutating func reportWrongKind(_ located: LocatedValue, of key: ConfigKey) {
    report(
      .wrongKind(key: key.name, expected: key.kind.summary, found: located.value.kindName),
      at: located.location)
  }

  private mutating func report(_ error: ConfigError, at location: SourceLocation) {
    problems.append(Diagnostic(error.message, at: location))
  }

  /// The config made of the checked values and the defaults of the rest; only
  /// meaningful without problems.
  var config: ProjectConfig {
    var screens: [ProjectConfig.Pattern] = []
    if case .array(let items)? = values["screens"]?.value {
      for item in items {
        if case .string(let text) = item.value {
          screens.append(ProjectConfig.Pattern(text, at: item.location))
        }
      }
    }
    var config = ProjectConfig(screens: screens)
    config.title = text("title") ?? config.title
    config.output = text("output") ?? config.output
    config.baseURL = baseURL
    if case .array(let items)? = values["devices"]?.value {
      config.devices = items.compactMap { item in
        guard case .string(let text) = item.value else { return nil }
        return text
      }
    }
    config.theme.accent = colors["theme.accent"] ?? config.theme.accent
    if let appearance = text("theme.appearance").flatMap(Appearance.init) {
      config.theme.appearance = appearance
    }
    config.outputLocation = values["output"]?.location
    return config
  }

  private func text(_ key: String) -> String? {
    guard case .string(let text)? = values[key]?.value else { return nil }
    return text
  }
}
