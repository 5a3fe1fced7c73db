import Foundation

/// A process the tests start, waited for without holding a thread.
///
/// The test pool has as many threads as the machine has cores (two here), so
/// a test that blocks one in `waitUntilExit` or `Thread.sleep` stalls every
/// other test scheduled on it: awaiting the exit instead frees the thread.
public final class ChildProcess: @unchecked Sendable {
  public let process = Process()
  private let exit = ExitSignal()

  /// Output goes to files, so that a large output cannot block on a full pipe.
  public struct Output: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: String
    /// Whether a signal ended it (then `status` is the signal's number).
    public var crashed: Bool
  }

  public init(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    output: FileHandle = .nullDevice, errors: FileHandle = .nullDevice
  ) {
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    let exit = exit
    process.terminationHandler = { process in exit.fire(process.terminationStatus) }
  }

  /// Starts the process; its exit is awaited with `exited()`.
  public func start() throws { try process.run() }

  public var processIdentifier: Int32 { process.processIdentifier }

  /// The exit status, once the process has ended.
  @discardableResult
  public func exited() async -> Int32 { await exit.wait() }

  /// Runs `executable` to its end and returns what it wrote.
  public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil)
    async throws -> Output
  {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let child = ChildProcess(executable, arguments, in: directory, output: out, errors: err)
    try child.start()
    let status = await child.exited()
    try out.close()
    try err.close()
    return Output(
      status: status, stdout: try Data(contentsOf: outURL),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      crashed: child.process.terminationReason == .uncaughtSignal)
  }
}

/// The one moment a process ends, for any number of waiters before or after.
private final class ExitSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var status: Int32?
  private var waiters: [CheckedContinuation<Int32, Never>] = []

  func fire(_ value: Int32) {
    lock.lock()
    status = value
    let waiting = waiters
    waiters = []
    lock.unlock()
    for waiter in waiting { waiter.resume(returning: value) }
  }

  func wait() async -> Int32 {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let status {
        lock.unlock()
        continuation.resume(returning: status)
      } else {
        waiters.append(continuation)
        lock.unlock()
      }
    }
  }
}
