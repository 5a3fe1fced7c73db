import StickyCore

/// What values a key of the project config takes.
public enum ConfigKind: Hashable, Sendable {
  /// The format's version number; only 1 exists.
  case version
  /// Free text.
  case text
  /// A non-empty path, relative to the config file.
  case path
  /// Where the site will be hosted: a `BaseURL`.
  case baseURL
  /// A non-empty array of paths or patterns (`*`, `?`, `**`), relative to the
  /// config file.
  case patterns
  /// `#rgb`, `#rrggbb` or `#rrggbbaa`.
  case color
  /// One of a fixed set of words.
  case choice([String])
  /// A non-empty array of words of a fixed set, each at most once.
  case choices([String])
  /// An object holding the keys whose names start with this key's and a dot.
  case object

  /// How messages and docs name the kind.
  public var summary: String {
    switch self {
    case .version: "a whole number"
    case .text: "a string"
    case .path: "a path"
    case .baseURL: BaseURL.summary
    case .patterns: "a non-empty array of paths"
    case .color: PropertyKind.color.summary
    case .choice(let words): PropertyKind.choice(words).summary
    case .choices: "a non-empty array of names"
    case .object: "an object"
    }
  }
}
