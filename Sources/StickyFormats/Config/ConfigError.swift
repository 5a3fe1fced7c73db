import StickyCore

/// What can be wrong with a project config once it is syntactically JSON.
public enum ConfigError: Error, Hashable, Sendable {
  /// A key the config does not define (dotted name as written).
  case unknownKey(String, suggestion: String?)
  /// A required key is absent.
  case missingKey(String)
  /// A value of the wrong kind.
  case wrongKind(key: String, expected: String, found: String)
  /// A `version` number other than the one this reader knows.
  case unsupportedVersion(String)
  /// A word that is not one of the key's choices.
  case unknownChoice(key: String, value: String, choices: [String])
  /// An entry of an array of choices (`devices`) that is not one of them.
  case unknownItem(key: String, value: String, choices: [String])
  /// An entry of an array of choices given twice.
  case repeatedItem(key: String, value: String)
  /// An array of choices that is empty, or holds something other than strings.
  case invalidItems(key: String, found: String)
  /// `screens` is an empty array.
  case noScreens
  /// An entry of `screens` that is not a non-empty string.
  case invalidPattern(found: String)
  /// A `screens` entry that names no file.
  case noMatch(String)
  /// A string holding a control character, NUL among them.
  case controlCharacter(key: String, character: Unicode.Scalar)

  public var message: String {
    switch self {
    case .unknownKey(let key, let suggestion):
      "unknown key \(DiagnosticText.quoted(key))" + NameSuggestion.hint(suggestion)
    case .missingKey(let key):
      "missing required key \(DiagnosticText.quoted(key))"
    case .wrongKind(let key, let expected, let found):
      "\(DiagnosticText.quoted(key)) must be \(expected), not \(found)"
    case .unsupportedVersion(let found):
      "\"version\" is \(found), but this stickypreview reads only version \(ConfigSchema.version)"
    case .unknownChoice(let key, let value, let choices):
      "\(DiagnosticText.quoted(value)) is not a valid \(DiagnosticText.quoted(key))"
        + NameSuggestion.hint(for: value, among: choices)
    case .unknownItem(let key, let value, let choices):
      "\(DiagnosticText.quoted(value)) is not one of the \(DiagnosticText.quoted(key))"
        + NameSuggestion.hint(for: value, among: choices)
    case .repeatedItem(let key, let value):
      "\(DiagnosticText.quoted(key)) lists \(DiagnosticText.quoted(value)) twice"
    case .invalidItems(let key, let found):
      "each entry of \(DiagnosticText.quoted(key)) must be a name, not \(found)"
    case .noScreens:
      "\"screens\" must list at least one layout file or pattern"
    case .invalidPattern(let found):
      "each entry of \"screens\" must be a path, not \(found)"
    case .controlCharacter(let key, let character):
      "\(DiagnosticText.quoted(key)) holds the control character "
        + "\(DiagnosticText.quoted(String(character))), which no path or text may contain"
    case .noMatch(let pattern):
      "\(DiagnosticText.quoted(pattern)) matches no file"
    }
  }
}
