import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private X server (Xvfb) for a browser that cannot run headless.
///
/// WebKitGTK's MiniBrowser needs a display, and without one WebKitWebDriver
/// never answers the new-session request. Starting our own server when there
/// is no display keeps `swift test` working on a bare machine, and asking
/// Xvfb to pick a free display number (`-displayfd`) lets several test runs
/// share a machine without racing for a fixed one.
final class VirtualDisplay {
  /// Large enough for the largest window the tests ask for plus the
  /// browser's toolbar.
  static let screenSize = "1920x1600x24"

  private let process: Process
  private let logURL: URL
  /// The display name for `DISPLAY`, such as `:3`.
  let name: String

  init(timeout: TimeInterval = 10) throws {
    guard let xvfb = BrowserTools.executable(named: "Xvfb") else {
      throw WebDriverError.toolsMissing(
        "no X display (DISPLAY is not set) and no Xvfb to make one: apt-get install xvfb")
    }
    let process = Process()
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Xvfb-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let numberPipe = Pipe()
    process.executableURL = URL(fileURLWithPath: xvfb)
    // Xvfb writes the display number to stdout once it accepts clients.
    process.arguments = [
      "-displayfd", "1", "-screen", "0", Self.screenSize, "-nolisten", "tcp", "-nocursor",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = numberPipe
    process.standardError = try FileHandle(forWritingTo: logURL)
    do {
      try process.runStoppable()
    } catch {
      try? FileManager.default.removeItem(at: logURL)
      throw WebDriverError.driverDidNotStart("Xvfb: \(error)")
    }
    let line = Self.readLine(numberPipe.fileHandleForReading.fileDescriptor, timeout: timeout)
    guard let line, let number = Int(line) else {
      let log = String(decoding: (try? Data(contentsOf: logURL)) ?? Data(), as: UTF8.self)
      Self.stop(process, logURL: logURL)
      throw WebDriverError.driverDidNotStart(
        "Xvfb gave no display number within \(Int(timeout)) s: \(log.suffix(1000))")
    }
    self.process = process
    self.logURL = logURL
    name = ":\(number)"
  }

  /// Reads up to a newline from `fd`, or nil when nothing complete arrives in time.
  private static func readLine(_ fd: Int32, timeout: TimeInterval) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var text = ""
    var byte: UInt8 = 0
    while Date() < deadline {
      var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, read(fd, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return text }
      text.append(Character(UnicodeScalar(byte)))
    }
    return nil
  }

  func stop() { Self.stop(process, logURL: logURL) }

  private static func stop(_ process: Process, logURL: URL) {
    if process.isRunning {
      process.terminate()
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    try? FileManager.default.removeItem(at: logURL)
  }

  deinit { stop() }
}
