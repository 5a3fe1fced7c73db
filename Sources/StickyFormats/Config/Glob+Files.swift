import Glibc

extension Glob {
  /// The files the pattern names below `folder` (`""`: the current folder), as
  /// paths that start with `folder`, sorted, each once. Folders are walked only
  /// as far as the pattern reaches; `**` does not follow symbolic links to
  /// folders, so a link cannot make the walk endless.
  public func files(in folder: String) -> [String] {
    walk(in: folder).files.sorted()
  }

  /// The folders whose contents decide what the pattern names below
  /// `folder`: a file or folder added to, removed from or renamed in one of
  /// them can change the files, and no other can. `""` is the current folder.
  public func folders(in folder: String) -> Set<String> {
    walk(in: folder).folders
  }

  /// What a walk found, and the folders it read.
  private struct Walk {
    var files: Set<String> = []
    var folders: Set<String> = []
  }

  private func walk(in folder: String) -> Walk {
    var walk = Walk()
    collect(segments[...], at: isAbsolute ? "/" : folder, into: &walk)
    return walk
  }

  private func collect(
    _ rest: ArraySlice<Segment>, at folder: String, into found: inout Walk
  ) {
    guard let segment = rest.first else { return }
    found.folders.insert(folder)
    let next = rest.dropFirst()
    switch segment {
    case .literal(let name):
      visit(Self.joined(folder, name), next, into: &found)
    case .wildcard(let pattern):
      for name in Self.entries(of: folder) where Self.matches(pattern, Array(name)) {
        visit(Self.joined(folder, name), next, into: &found)
      }
    case .anyFolders:
      collect(next, at: folder, into: &found)
      for name in Self.entries(of: folder) where !name.hasPrefix(".") {
        let path = Self.joined(folder, name)
        if Self.kind(of: path, following: false) == .folder {
          collect(rest, at: path, into: &found)
        }
      }
    }
  }

  /// Takes `path`, named by one segment, as a match or as a folder to go on in.
  private func visit(
    _ path: String, _ next: ArraySlice<Segment>, into found: inout Walk
  ) {
    let kind = Self.kind(of: path, following: true)
    if next.isEmpty {
      if kind == .file { found.files.insert(path) }
    } else if kind == .folder {
      collect(next, at: path, into: &found)
    }
  }

  private static func joined(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private enum Kind {
    case file
    case folder
    case other
  }

  private static func kind(of path: String, following: Bool) -> Kind {
    var status = stat()
    guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return .other }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The names in a folder, without `.` and `..`; none if it cannot be read.
  private static func entries(of folder: String) -> [String] {
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
        String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
