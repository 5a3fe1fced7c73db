import Foundation

/// The `stickypreview` binary the tests were built with, for tests that run it
/// as a process of its own: `STICKYPREVIEW_BIN`, else the one beside the test
/// bundle.
public enum BuiltBinary {
  public static func url() throws -> URL {
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

  public struct NotFound: Error, CustomStringConvertible {
    public var description: String {
      "stickypreview binary not found beside the tests; run `swift build` first"
    }
  }
}
