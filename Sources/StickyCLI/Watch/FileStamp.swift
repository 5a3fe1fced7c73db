import Foundation

/// A file as `stat` describes it: which file it is, its size, and when its
/// contents and its metadata last changed. Writing a file, replacing it by a
/// rename, touching it or removing it changes its stamp. A build that
/// watches its inputs reads a file again only when its stamp changed, and
/// builds again only when what it reads differs from what it read before:
/// a touch, or a save of the same text, builds nothing.
struct FileStamp: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: Int64
  var changed: Int64

  /// The stamp of the file at `path`, through links; nil when there is no
  /// file there.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
  }

  /// Whether its contents or metadata changed within the last second.
  var isRecent: Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    return nanoseconds - max(modified, changed) < 1_000_000_000
  }

  /// Whether two texts are the same bytes, compared as memory.
  static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 }
    }
  }
}
