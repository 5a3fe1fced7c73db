import Glibc
import StickySite

/// An exclusive lock on a file beside the one being edited, held from reading
/// the file to replacing it, so that two tools editing one file take turns and
/// the second reads what the first wrote instead of overwriting it. The lock
/// file is removed on release, so nothing stays beside the user's file.
final class EditLock {
  private let path: String
  private let descriptor: Int32

  /// Waits until no other edit of `file` (already resolved through links)
  /// holds the lock, then holds it.
  init(for file: String) throws(AtomicFile.WriteError) {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    path = Paths.joined(Paths.folder(of: file), ".\(name).lock")
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw AtomicFile.WriteError(
          description: "cannot create the lock file \(path): \(String(cString: strerror(errno)))")
      }
      var result: Int32
      repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
      guard result == 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw AtomicFile.WriteError(description: "cannot lock \(path): \(reason)")
      }
      // The edit before may have released and removed the file between our
      // open and our lock; a lock on a removed file keeps no one out.
      if BuildLock.isCurrent(descriptor, path: path) {
        self.descriptor = descriptor
        return
      }
      close(descriptor)
    }
  }

  /// Removes the file, then lets the next edit in.
  func release() {
    unlink(path)
    close(descriptor)
  }
}
