/// A path pattern as the config's `screens` entries write it: segments
/// separated by `/`, in which `*` matches any run of characters and `?` one
/// character, and a whole segment `**` matches any number of folders (none
/// included). As in the shell, a wildcard never matches a name's leading dot,
/// so hidden files and folders are only found when named. There is no escape
/// and no `[...]` class: layout file names do not need them.
public struct Glob: Sendable {
  enum Segment: Equatable, Sendable {
    case literal(String)
    case wildcard([Character])
    /// `**`: this folder or any folder below it.
    case anyFolders
  }

  let segments: [Segment]
  let isAbsolute: Bool

  public init(_ pattern: String) {
    isAbsolute = pattern.hasPrefix("/")
    var segments: [Segment] = pattern.split(separator: "/").map { text in
      if text == "**" { return .anyFolders }
      if text.contains("*") || text.contains("?") { return .wildcard(Array(text)) }
      return .literal(String(text))
    }
    // A trailing `**` names the files in those folders, as `**/*` does.
    if segments.last == .anyFolders { segments.append(.wildcard(["*"])) }
    self.segments = segments
  }

  /// Whether one path segment matches a wildcard segment: a greedy scan that
  /// backtracks to the last `*`, linear for patterns with one star.
  static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
    if name.first == ".", pattern.first != "." { return false }
    var p = 0
    var n = 0
    var lastStar: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        lastStar = (p, n)
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if let star = lastStar {
        // Let the last star take one more character and try again after it.
        lastStar = (star.pattern, star.name + 1)
        p = star.pattern + 1
        n = star.name + 1
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
