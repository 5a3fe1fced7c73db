import Foundation

/// An exclusive lock on a file beside what one process is replacing and
/// another may be replacing too: a build's output folder, a file that a config
/// command edits. Holders take turns instead of racing; the file is removed
/// when the lock is released, so nothing stays beside the user's files. The
/// file holds its holder's process id, for the message of one who waited in
/// vain, and whether it holds the lock until it is stopped (`build --watch`),
/// which no one waits for; the system releases the lock of a process that
/// ends, so no lock outlives its holder.
public final class FileLock: Sendable {
  /// Who holds a lock, as its file says.
  public struct Holder: Equatable, Sendable {
    public var process: Int32
    /// Whether it holds the lock until it is stopped rather than for one
    /// piece of work: waiting for it is in vain.
    public var untilStopped: Bool
  }

  /// The word a holder until stopped writes after its process id.
  private static let untilStoppedWord = "until-stopped"

  /// Why the lock was not taken; the text names the lock file.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case cannotCreate(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    /// Another holder, as its file says if it had written it, kept it for
    /// longer than the wait allowed, or holds it until it is stopped.
    case busy(path: String, holder: Holder?)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason): "cannot create the lock file \(path): \(reason)"
      case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
      case .busy(let path, let holder):
        "\(path) is held by " + (holder.map { "process \($0.process)" } ?? "another process")
      }
    }
  }

  private let path: String
  private let descriptor: Int32

  /// Waits until no other holder holds the lock on `path`, then holds it;
  /// waits at most `limit`, asking again every 20 ms, and not at all for a
  /// holder until stopped. `untilStopped` says that this holder keeps it
  /// until it is stopped.
  public init(path: String, waitingAtMost limit: Duration, untilStopped: Bool = false)
    throws(Failure)
  {
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
          Self.sign(descriptor, untilStopped: untilStopped)
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
      let holder = Self.holder(of: path)
      guard clock.now < deadline, holder?.untilStopped != true else {
        throw .busy(path: path, holder: holder)
      }
      usleep(20_000)
    }
  }

  /// Removes the file, then lets the next holder in.
  public func release() {
    unlink(path)
    close(descriptor)
  }

  /// Writes this process's id into the held lock file, and the word that
  /// says it holds it until stopped.
  private static func sign(_ descriptor: Int32, untilStopped: Bool) {
    let text = Array("\(getpid())\(untilStopped ? " " + untilStoppedWord : "")\n".utf8)
    guard ftruncate(descriptor, 0) == 0 else { return }
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
  }

  /// The holder of the lock at `path` as it wrote itself, if its process
  /// still runs (a foreign holder may have kept an old one's file).
  static func holder(of path: String) -> Holder? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 32)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    let text = String(decoding: bytes.prefix(count), as: UTF8.self)
    guard text.hasSuffix("\n") else { return nil }
    let words = text.dropLast().split(separator: " ")
    guard let first = words.first, let process = Int32(first), process > 0,
      words.count == 1 || (words.count == 2 && words[1] == untilStoppedWord),
      kill(process, 0) == 0 || errno == EPERM
    else { return nil }
    return Holder(process: process, untilStopped: words.count == 2)
  }

  /// Whether `descriptor` is still the file at `path`.
  private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
    var held = stat()
    var current = stat()
    return fstat(descriptor, &held) == 0 && lstat(path, &current) == 0
      && held.st_dev == current.st_dev && held.st_ino == current.st_ino
  }
}
