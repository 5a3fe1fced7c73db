import Foundation

/// Text bound for a file handle, written in large chunks so that big frame tables
/// stream out without one giant string and without a system call per row.
struct FileOutputStream: TextOutputStream {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  /// Whether a write failed (a full disk, a closed pipe); later writes are dropped.
  private(set) var failed = false

  private static let chunkSize = 1 << 16

  init(_ handle: FileHandle) {
    self.handle = handle
    buffer.reserveCapacity(Self.chunkSize)
  }

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.chunkSize { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    if !failed {
      do { try handle.write(contentsOf: buffer) } catch { failed = true }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
