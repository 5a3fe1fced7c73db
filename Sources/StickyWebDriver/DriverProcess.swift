import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A WebDriver server (chromedriver, geckodriver or WebKitWebDriver) as a
/// child process listening on a free local port.
final class DriverProcess {
  let process = Process()
  let port: Int
  let logURL: URL
  let baseURL: URL

  /// `environment` adds to or replaces variables of ours for the driver and
  /// the browser it starts.
  init(_ tools: BrowserTools, environment: [String: String] = [:]) throws {
    let executable = tools.driver
    port = try Self.freePort()
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    logURL = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "\(tools.kind.driverName)-\(ProcessInfo.processInfo.processIdentifier)-\(port).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let log = try FileHandle(forWritingTo: logURL)
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--port=\(port)"]
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    do {
      try process.runStoppable()
    } catch {
      throw WebDriverError.driverDidNotStart("\(executable): \(error)")
    }
  }

  /// The driver's log, for error messages.
  var logTail: String {
    guard let data = try? Data(contentsOf: logURL) else { return "" }
    return String(decoding: data.suffix(2000), as: UTF8.self)
  }

  /// Waits until the driver answers `/status` with `ready`. Three engines
  /// starting side by side on a loaded two-core machine can take tens of
  /// seconds, so the wait is long; a driver that has died ends it at once.
  func waitUntilReady(http: HTTPClient, timeout: TimeInterval = 60) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    var last = "no answer"
    while Date() < deadline {
      guard process.isRunning else {
        throw WebDriverError.driverDidNotStart(
          "exited with status \(process.terminationStatus): \(logTail)")
      }
      do {
        let status = try await http.send("GET", baseURL.appendingPathComponent("status"))
        if let value = status as? [String: Any], value["ready"] as? Bool == true { return }
        last = "answered \(String(describing: status))"
      } catch {
        last = "\(error)"
      }
      try await Task.sleep(nanoseconds: 50_000_000)
    }
    throw WebDriverError.driverDidNotStart(
      "not ready after \(Int(timeout)) s (\(last)): \(logTail)")
  }

  /// Ends the driver and whatever it started that is still running, by process id.
  func stop() {
    let descendants = Self.descendants(of: process.processIdentifier)
    if process.isRunning {
      process.terminate()
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    for pid in descendants where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    try? FileManager.default.removeItem(at: logURL)
  }

  deinit {
    if process.isRunning { stop() }
  }

  /// The processor time the driver and everything it started have used so
  /// far, in seconds (theirs and that of their children already ended), or
  /// nil where `/proc` cannot tell.
  func processorSeconds() -> Double? {
    let table = Self.processTable()
    guard !table.isEmpty else { return nil }
    let root = process.processIdentifier
    let tree = [root] + Self.descendants(of: root, in: table)
    let ticks = tree.reduce(0) { $0 + (table[$1]?.ticks ?? 0) }
    return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The ids of every live process descending from `root`, read from `/proc`.
  static func descendants(of root: pid_t) -> [pid_t] {
    descendants(of: root, in: processTable())
  }

  private static func descendants(of root: pid_t, in table: [pid_t: ProcessEntry]) -> [pid_t] {
    var result: [pid_t] = []
    var frontier: Set<pid_t> = [root]
    while !frontier.isEmpty {
      let children = table.filter { frontier.contains($0.value.parent) }.map(\.key)
      result += children
      frontier = Set(children)
    }
    return result
  }

  private struct ProcessEntry {
    var parent: pid_t
    /// User and system time of the process and of its ended children.
    var ticks: Int
  }

  /// Every live process in `/proc`, by id.
  private static func processTable() -> [pid_t: ProcessEntry] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return [:]
    }
    var table: [pid_t: ProcessEntry] = [:]
    for entry in entries {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After "pid (name)" come the state and the parent id; utime, stime,
      // cutime and cstime are the 14th to 17th fields of the whole line.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 14, let parent = pid_t(fields[1]) else { continue }
      let ticks = fields[11...14].reduce(0) { $0 + (Int($1) ?? 0) }
      table[pid] = ProcessEntry(parent: parent, ticks: ticks)
    }
    return table
  }

  /// A local TCP port nobody listens on right now.
  static func freePort() throws -> Int {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw WebDriverError.driverDidNotStart("no socket for a free port") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
      }
    }
    guard bound else { throw WebDriverError.driverDidNotStart("could not find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
