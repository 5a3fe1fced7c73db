import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Folders that tests share for the whole run, removed as the process exits.
enum Leftovers {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var folders: [URL] = []
  private static let registered: Void = { atexit { Leftovers.removeAll() } }()

  static func removeAtExit(_ folder: URL) {
    lock.lock()
    _ = registered
    folders.append(folder)
    lock.unlock()
  }

  private static func removeAll() {
    lock.lock()
    let all = folders
    folders = []
    lock.unlock()
    for folder in all { try? FileManager.default.removeItem(at: folder) }
  }
}
