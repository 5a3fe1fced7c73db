/// File paths kept as text in the form the user wrote them, so that messages
/// repeat them as given: `""` stands for the current folder.
enum Paths {
  /// `path` taken relative to `folder`, unless it is absolute.
  static func joined(_ folder: String, _ path: String) -> String {
    if folder.isEmpty || path.hasPrefix("/") { return path }
    return folder.hasSuffix("/") ? folder + path : folder + "/" + path
  }

  /// The folder holding `path`: `""` for a bare file name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` without the leading `folder/`, when it starts with it.
  static func relative(_ path: String, to folder: String) -> String {
    if folder.isEmpty || folder == "." { return path }
    if path == folder { return "" }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Without trailing slashes, so that joining a name gives one slash.
  static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
