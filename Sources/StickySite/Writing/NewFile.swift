import Foundation

/// A file of a new site, written with `open` and `write` alone. Foundation's
/// `Data.write(to:)` also syncs every file to the disk, which a site of
/// thousands of files pays thousands of times, up to tens of milliseconds each
/// on a busy disk. The site is swapped in whole (`SiteWriter`), so a build
/// that dies leaves the old site or the new one either way.
enum NewFile {
  struct Failure: LocalizedError {
    var errorDescription: String?
  }

  /// Creates the file at `url`, which must not exist, holding `bytes`.
  static func create(_ bytes: [UInt8], at url: URL) throws(Failure) {
    let path = url.path(percentEncoded: false)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let error = failure(path)
        close(descriptor)
        throw error
      }
      written += count
    }
    guard close(descriptor) == 0 else { throw failure(path) }
  }

  private static func failure(_ path: String) -> Failure {
    Failure(errorDescription: "\(path): \(String(cString: strerror(errno)))")
  }
}
