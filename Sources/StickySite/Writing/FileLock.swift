import Foundation

/// An exclusive lock on a file beside what one process is replacing and
/// another may be replacing too: a build's output folder, a file that a config
/// command edits. Holders take turns instead of racing; the file is removed
/// when the lock is released, so nothing stays beside the user's files. The
/// file holds its holder's process id, for the message of one who waited in
/// vain; the system releases the lock of a process that ends, so no lock
/// outlives its holder.
public final class FileLock: Sendable {
  /// Why the lock was not taken; the text names the lock file.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case cannotCreate(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    /// Another holder, with this process id if it had written it, kept it
    /// for longer than the wait allowed.
    case busy(path: String, holder: Int32?)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason): "cannot create the lock file \(path): \(reason)"
      case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
      case .busy(let path, let holder):
        "\(path) is held by " + (holder.map { "process \($0)" } ?? "another process")
      }
    }
  }

  private let path: String
  private let descriptor: Int32

  /// Waits until no other holder holds the lock on `path`, then holds it;
  /// waits at most `limit`, asking again every 20 ms.
  public init(path: String, waitingAtMost limit: Duration) throws(Failure) {
    self.path = path
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // The holder before may have released and removed the file between
        // our open and our lock; a lock on a removed file keeps no one out.
        if Self.isCurrent(descriptor, path: path) {
          self.descriptor = descriptor
          Self.sign(descriptor)
          return
        }
        close(descriptor)
        continue
      }
      let code = errno
      close(descriptor)
      guard code == EWOULDBLOCK || code == EINTR else {
        throw .cannotLock(path: path, reason: String(cString: strerror(code)))
      }
      guard clock.now < deadline else { throw .busy(path: path, holder: Self.holder(of: path)) }
      usleep(20_000)
    }
  }

  /// Removes the file, then lets the next holder in.
  public func release() {
    unlink(path)
    close(descriptor)
  }

  /// Writes this process's id into the held lock file.
  private static func sign(_ descriptor: Int32) {
    let text = Array("\(getpid())\n".utf8)
    guard ftruncate(descriptor, 0) == 0 else { return }
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// The process id that the holder of the lock at `path` wrote, if that
  /// process still runs (a foreign holder may have kept an old one's file).
  static func holder(of path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let text = String(decoding: bytes.prefix(count), as: UTF8.self)
    guard text.hasSuffix("\n"), let holder = Int32(text.dropLast()), holder > 0,
      kill(holder, 0) == 0 || errno == EPERM
    else { return nil }
    return holder
  }

  /// Whether `descriptor` is still the file at `path`.
  private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
    var held = stat()
    var current = stat()
    return fstat(descriptor, &held) == 0 && lstat(path, &current) == 0
      && held.st_dev == current.st_dev && held.st_ino == current.st_ino
  }
}
