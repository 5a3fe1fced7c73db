import Foundation
import StickyWebDriver

/// The `stickypreview` binary: `--bin`, else the one beside this executable.
func stickypreviewBinary(_ options: Options) throws -> URL {
  if let path = options.binary { return URL(fileURLWithPath: path) }
  let me = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0])
  let sibling = me.deletingLastPathComponent().appendingPathComponent("stickypreview")
  guard FileManager.default.isExecutableFile(atPath: sibling.path) else {
    throw BenchError("no stickypreview beside \(me.path): build it first, or pass --bin")
  }
  return sibling
}

/// Runs a program to completion; returns its standard output.
@discardableResult
func run(_ executable: URL, _ arguments: [String], input: Data? = nil) throws -> Data {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("page-bench-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: output) }
  let handle = try FileHandle(forWritingTo: output)
  process.standardOutput = handle
  let errors = Pipe()
  process.standardError = errors
  let feed = Pipe()
  process.standardInput = input == nil ? FileHandle.nullDevice : feed
  try process.run()
  if let input {
    feed.fileHandleForWriting.write(input)
    try feed.fileHandleForWriting.close()
  }
  let errorText = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try handle.close()
  guard process.terminationStatus == 0 else {
    throw BenchError(
      "\(executable.lastPathComponent) \(arguments.first ?? "") failed: "
        + String(decoding: errorText, as: UTF8.self))
  }
  return try Data(contentsOf: output)
}

func gzipSize(_ data: Data) throws -> Int {
  guard let gzip = BrowserTools.executable(named: "gzip") else {
    throw BenchError("gzip not found")
  }
  return try run(URL(fileURLWithPath: gzip), ["-9", "-c"], input: data).count
}

/// Runs `body` in headless Chromium with a window `width` by `height`, the
/// main thread's task time measured (`Browser.taskDuration`).
func withMeasuredChromium(
  width: Int, height: Int, _ body: (Browser) async throws -> Void
) async throws {
  try await Browser.withSession(
    Browser.Options(.chromium, windowWidth: width, windowHeight: height)
  ) { browser in
    try await browser.enablePerformanceMetrics()
    try await body(browser)
  }
}

/// Runs `body` with a new temporary folder for one benchmark's files, which
/// is removed afterwards unless `keep`, when its path is printed.
func withBenchFolder(_ name: String, keep: Bool, _ body: (URL) async throws -> Void)
  async throws
{
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer {
    if keep {
      print("files kept at \(folder.path)")
    } else {
      try? FileManager.default.removeItem(at: folder)
    }
  }
  try await body(folder)
}
