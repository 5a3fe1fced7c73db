import Foundation
import StickyTestSupport

/// The `stickypreview` binary the tests were built with, run as a process of
/// its own, for what only separate processes show, such as two edits racing.
enum BuiltTool {
  /// Starts the binary with `arguments`; its output is discarded, and its
  /// exit is awaited (`exited()`), not waited for on a thread of the pool.
  static func start(_ arguments: [String]) throws -> ChildProcess {
    let child = ChildProcess(try BuiltBinary.url(), arguments)
    try child.start()
    return child
  }
}
