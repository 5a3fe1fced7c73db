import Glibc

extension AtomicFile {
  /// The file a chain of symbolic links at `path` ends at, or `path` itself.
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    // As many links as the kernel follows before it gives up with ELOOP.
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = Paths.joined(Paths.folder(of: current), destination)
    }
    return current
  }
}
