import Glibc
import StickySite

extension AtomicFile {
  /// How long an edit waits for another edit of the same file.
  static let editLockTimeout: Duration = .seconds(10)

  /// Runs `body`, which reads the file at `path` and replaces it, holding the
  /// file's edit lock, so that concurrent edits take turns and none is lost.
  /// Under the lock no other edit is writing, so temporary files beside the
  /// file are leftovers of an edit that was killed, and are removed. An edit
  /// takes milliseconds; a holder that keeps the lock for `limit` is stopped
  /// or stuck, and the edit gives up naming it.
  static func editing<Result>(
    _ path: String, waitingAtMost limit: Duration = editLockTimeout, _ body: () throws -> Result
  ) throws -> Result {
    let target = resolvingLinks(path)
    var status = stat()
    let folder = Paths.folder(of: target)
    guard stat(folder.isEmpty ? "." : folder, &status) == 0 else {
      // No folder, so no file: reading it reports that better than a lock could.
      return try body()
    }
    let lock = try editLock(for: target, waitingAtMost: limit)
    defer { lock.release() }
    removeLeftovers(of: target)
    return try body()
  }

  /// The lock on `.NAME.lock` beside the file (already resolved through
  /// links), once no other edit of it holds it: an edit holds it from reading
  /// the file to replacing it, so that the second of two edits reads what the
  /// first wrote instead of overwriting it.
  private static func editLock(
    for file: String, waitingAtMost limit: Duration
  ) throws(WriteError) -> FileLock {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    do throws(FileLock.Failure) {
      return try FileLock(
        path: Paths.joined(Paths.folder(of: file), ".\(name).lock"), waitingAtMost: limit)
    } catch .busy(let path, let holder) {
      throw WriteError(
        description: "cannot edit \(file): "
          + (holder.map { "process \($0.process)" } ?? "another process")
          + " has held its edit lock \(path) for over \(limit.components.seconds) seconds; "
          + "try again when that edit has finished")
    } catch {
      throw WriteError(description: error.description)
    }
  }

  /// Removes the temporary files `writeTemporary` made for `path` and a
  /// killed run left: only names of its exact pattern, the prefix and six
  /// letters or digits as `mkstemp` makes them.
  private static func removeLeftovers(of path: String) {
    let folder = Paths.folder(of: path)
    let prefix = temporaryPrefix(of: path)
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name.hasPrefix(prefix) else { continue }
      let suffix = name.utf8.dropFirst(prefix.utf8.count)
      guard suffix.count == 6, suffix.allSatisfy({ isalnum(Int32($0)) != 0 && $0 < 0x80 }) else {
        continue
      }
      let leftover = Paths.joined(folder, name)
      var status = stat()
      if lstat(leftover, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(leftover) }
    }
  }
}
