import Foundation

/// The `stickypreview` binary the tests were built with, run as a process of
/// its own, for what only separate processes show, such as two edits racing.
enum BuiltTool {
  static func binary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["STICKYPREVIEW_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let testExecutable = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    var directory = testExecutable.deletingLastPathComponent()
    // On some platforms the test bundle is a folder of its own.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("stickypreview")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    throw NotFound()
  }

  struct NotFound: Error, CustomStringConvertible {
    var description: String { "stickypreview binary not found beside the tests; run `swift build`" }
  }

  /// Starts the binary with `arguments`; its output is discarded.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
