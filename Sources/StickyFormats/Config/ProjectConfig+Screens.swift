import StickyCore

extension ProjectConfig {
  /// The layout files `screens` names, relative to `folder` (the config file's
  /// folder; `""` for the current one) and starting with it: the entries in
  /// order, each one's files sorted, every file once. An entry that matches no
  /// file is an error at the place it is written.
  public func screenFiles(in folder: String) throws(DiagnosticError) -> [String] {
    var files: [String] = []
    var seen: Set<String> = []
    var problems: [Diagnostic] = []
    for pattern in screens {
      let matches = Glob(pattern.text).files(in: folder)
      if matches.isEmpty {
        problems.append(Diagnostic(ConfigError.noMatch(pattern.text).message, at: pattern.location))
      }
      for file in matches where seen.insert(file).inserted { files.append(file) }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return files
  }

  /// The folders whose contents decide which files `screenFiles(in:)` lists.
  public func screenFolders(in folder: String) -> Set<String> {
    screens.reduce(into: []) { $0.formUnion(Glob($1.text).folders(in: folder)) }
  }
}
