/// Where a site will be hosted, as `build --base-url` and the config's
/// `baseURL` give it: written into every page's canonical link and into the
/// embed snippets that people paste into other sites, so it must be an
/// address that leads to the site and nothing else (no `javascript:` or
/// `data:` URL, no text that leaves the attribute or the snippet).
///
/// It is a path from a host's root (`/previews/`) or an `http://` or
/// `https://` address, written in printable ASCII without the characters a
/// URL must percent-encode, a query or a fragment. `ValueGrammar.baseURL`
/// states the same rule for the config's JSON Schema.
public struct BaseURL: Hashable, Sendable {
  public let text: String

  /// How messages and docs name what a base URL must be.
  public static let summary =
    "an address that starts with \"/\", \"http://\" or \"https://\", in printable ASCII "
    + "without spaces, quotes, <, >, \\, ^, `, {, |, }, ? or # (percent-encode others)"

  /// Characters that a URL needs percent-encoded, and the query and fragment
  /// marks, which would cut the paths appended to the base.
  static let refused: Set<Unicode.Scalar> = [
    "\"", "#", "<", ">", "?", "\\", "^", "`", "{", "|", "}",
  ]

  public init?(_ text: String) {
    guard text.unicodeScalars.allSatisfy(Self.isAllowed) else { return nil }
    if let scheme = ["https://", "http://"].first(where: text.hasPrefix) {
      guard text.dropFirst(scheme.count).first.map({ $0 != "/" }) ?? false else { return nil }
    } else if !text.hasPrefix("/") {
      return nil
    }
    self.text = text
  }

  /// The address of `path`, a path inside the site.
  public func address(of path: String) -> String {
    text.hasSuffix("/") ? text + path : text + "/" + path
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    ("!"..."~").contains(scalar) && !refused.contains(scalar)
  }
}
