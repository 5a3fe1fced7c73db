import Foundation
import StickyTestSupport

/// The `stickypreview` binary the tests were built with, run as a process of
/// its own, for what only separate processes show, such as two edits racing.
enum BuiltTool {
  /// Starts the binary with `arguments`; its output is discarded.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try BuiltBinary.url()
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
