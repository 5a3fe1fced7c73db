import Foundation

/// An exclusive lock on a file beside what one process is replacing and
/// another may be replacing too: a build's output folder, a file that a config
/// command edits. Holders take turns instead of racing; the file is removed
/// when the lock is released, so nothing stays beside the user's files.
public final class FileLock: Sendable {
  /// Why the lock was not taken; the text names the lock file.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case cannotCreate(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    /// Another holder kept it for longer than the wait allowed.
    case busy(path: String)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason): "cannot create the lock file \(path): \(reason)"
      case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
      case .busy(let path): "\(path) is locked by another process"
      }
    }
  }

  private let path: String
  private let descriptor: Int32

  /// Waits until no other holder holds the lock on `path`, then holds it:
  /// for as long as it takes, or at most `limit`, asking again every 20 ms.
  public init(path: String, waitingAtMost limit: Duration? = nil) throws(Failure) {
    self.path = path
    let clock = ContinuousClock()
    let deadline = limit.map { clock.now + $0 }
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
      }
      var result: Int32
      if deadline == nil {
        repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
      } else {
        result = flock(descriptor, LOCK_EX | LOCK_NB)
      }
      if result == 0 {
        // The holder before may have released and removed the file between
        // our open and our lock; a lock on a removed file keeps no one out.
        if Self.isCurrent(descriptor, path: path) {
          self.descriptor = descriptor
          return
        }
        close(descriptor)
        continue
      }
      let code = errno
      close(descriptor)
      guard let deadline, code == EWOULDBLOCK else {
        throw .cannotLock(path: path, reason: String(cString: strerror(code)))
      }
      guard clock.now < deadline else { throw .busy(path: path) }
      usleep(20_000)
    }
  }

  /// Removes the file, then lets the next holder in.
  public func release() {
    unlink(path)
    close(descriptor)
  }

  /// Whether `descriptor` is still the file at `path`.
  private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
    var held = stat()
    var current = stat()
    return fstat(descriptor, &held) == 0 && lstat(path, &current) == 0
      && held.st_dev == current.st_dev && held.st_ino == current.st_ino
  }
}
