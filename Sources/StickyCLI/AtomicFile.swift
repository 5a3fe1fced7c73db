import Glibc

/// Writes files so that a reader, or a run that is cut short, sees the old
/// bytes or the new ones and never a part: the bytes go to a temporary file
/// beside the target, which is then renamed (or linked) into place.
enum AtomicFile {
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Replaces the file at `path` (or creates it), keeping its permissions.
  /// A symbolic link is written through, as editors do: its target is
  /// replaced in the target's own folder and the link stays a link.
  static func replace(_ path: String, with bytes: [UInt8]) throws(WriteError) {
    let target = resolvingLinks(path)
    var status = stat()
    let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    let temporary = try writeTemporary(bytes, besides: target, mode: mode)
    guard rename(temporary, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(description: "cannot write \(path): \(reason)")
    }
  }

  /// Creates the file at `path`; fails, writing nothing, when anything is
  /// already there, even if it appeared after a check.
  static func create(_ path: String, with bytes: [UInt8]) throws(WriteError) {
    let temporary = try writeTemporary(bytes, besides: path, mode: 0o644)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else {
      let reason = errno == EEXIST ? "it already exists" : String(cString: strerror(errno))
      throw WriteError(description: "cannot create \(path): \(reason)")
    }
  }

  /// Whether anything, even a dangling link, is at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether a symbolic link, even a dangling one, is at `path`.
  static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Removes the files a failed step had made.
  static func remove(_ paths: [String]) {
    for path in paths { unlink(path) }
  }

  /// Creates `path` and the folders above it that are missing.
  static func makeFolders(_ path: String) throws(WriteError) {
    var built = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      built += (built.isEmpty || built.hasSuffix("/") ? "" : "/") + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST {
        throw WriteError(
          description: "cannot create folder \(built): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// The name of the temporary file for `path`, up to its six random
  /// characters.
  static func temporaryPrefix(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return ".\(name).tmp-"
  }

  private static func writeTemporary(
    _ bytes: [UInt8], besides path: String, mode: mode_t
  ) throws(WriteError) -> String {
    let folder = Paths.folder(of: path)
    var template = Array(Paths.joined(folder, temporaryPrefix(of: path) + "XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    let temporary = String(cString: template)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let complete = written == bytes.count && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
    let reason = String(cString: strerror(errno))
    close(descriptor)
    guard complete else {
      unlink(temporary)
      throw WriteError(description: "cannot write \(path): \(reason)")
    }
    return temporary
  }
}
