import Foundation

/// An exclusive lock on a file beside the output folder, held while a build
/// writes the folder, so that two builds into one folder take turns instead of
/// racing. The file is removed when the lock is released, so nothing stays
/// beside the site.
public final class BuildLock: Sendable {
  private let path: String
  private let descriptor: Int32

  /// How long a build waits for another one writing the same folder.
  static let timeout: Duration = .seconds(120)

  /// Waits until no other build holds the lock, then holds it.
  init(path: String) throws(SiteError) {
    self.path = path
    let clock = ContinuousClock()
    let deadline = clock.now + Self.timeout
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw SiteError(
          "cannot create the lock file \(path): \(String(cString: strerror(errno)))",
          subject: .output)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // The build before may have released and removed the file between our
        // open and our lock; a lock on a removed file keeps no one out.
        if Self.isCurrent(descriptor, path: path) {
          self.descriptor = descriptor
          return
        }
        close(descriptor)
        continue
      }
      let code = errno
      let busy = code == EWOULDBLOCK
      close(descriptor)
      guard busy, clock.now < deadline else {
        throw SiteError(
          busy
            ? "another stickypreview build has been writing the same folder for over "
              + "\(Self.timeout.components.seconds) seconds (it holds \(path)); try again "
              + "when it has finished"
            : "cannot lock \(path): \(String(cString: strerror(code)))",
          subject: .output)
      }
      usleep(20_000)
    }
  }

  /// Removes the file, then lets the next build in.
  func release() {
    unlink(path)
    close(descriptor)
  }

  /// Whether `descriptor` is still the file at `path`: a lock on a file
  /// another holder removed keeps no one out. The config edits' lock asks too.
  public static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
    var held = stat()
    var current = stat()
    return fstat(descriptor, &held) == 0 && lstat(path, &current) == 0
      && held.st_dev == current.st_dev && held.st_ino == current.st_ino
  }
}
