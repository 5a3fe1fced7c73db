import Glibc

extension AtomicFile {
  /// Runs `body`, which reads the file at `path` and replaces it, holding the
  /// file's edit lock, so that concurrent edits take turns and none is lost.
  static func editing<Result>(_ path: String, _ body: () throws -> Result) throws -> Result {
    let target = resolvingLinks(path)
    var status = stat()
    let folder = Paths.folder(of: target)
    guard stat(folder.isEmpty ? "." : folder, &status) == 0 else {
      // No folder, so no file: reading it reports that better than a lock could.
      return try body()
    }
    let lock = try EditLock(for: target)
    defer { lock.release() }
    return try body()
  }
}
