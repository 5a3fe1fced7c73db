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

  /// Waits until the driver answers `/status` with `ready`.
  func waitUntilReady(http: HTTPClient, timeout: TimeInterval = 20) async throws {
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

  /// The ids of every live process descending from `root`, read from `/proc`.
  static func descendants(of root: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    var parents: [pid_t: pid_t] = [:]
    for entry in entries {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After "pid (name)" come the state and the parent id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
    }
    var result: [pid_t] = []
    var frontier: Set<pid_t> = [root]
    while !frontier.isEmpty {
      let children = parents.filter { frontier.contains($0.value) }.map(\.key)
      result += children
      frontier = Set(children)
    }
    return result
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

extension Process {
  /// Starts the process with the signals that ask it to stop unblocked.
  ///
  /// A child inherits the signal mask of the thread that starts it, and the
  /// threads that run Swift concurrency block SIGTERM: a driver started from
  /// an async function would ignore `terminate()`, and every stop would wait
  /// five seconds for the SIGKILL.
  func runStoppable() throws {
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopping, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopping, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try run()
  }
}

/// JSON over HTTP to the driver, one request per connection.
///
/// This speaks HTTP/1.1 over a plain socket rather than through URLSession:
/// chromedriver writes its header lines without a space after the colon
/// (`Content-Length:250`), which FoundationNetworking on Linux rejects with
/// "Failed writing header". The blocking I/O runs on a dispatch queue, off the
/// cooperative thread pool.
struct HTTPClient: Sendable {
  /// How long one command may take (long scripts included).
  var timeoutSeconds = 600

  /// Sends a request and returns the `value` member of the JSON answer.
  func send(_ method: String, _ url: URL, body: Data? = nil) async throws -> Any? {
    let timeout = timeoutSeconds
    let (status, data) = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<(Int, Data), any Error>) in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try Self.exchange(method, url, body: body, timeoutSeconds: timeout) })
      }
    }
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let dictionary = object as? [String: Any]
    else {
      throw WebDriverError.badResponse(
        "\(method) \(url.path) -> \(status): \(String(decoding: data.prefix(500), as: UTF8.self))")
    }
    let value = dictionary["value"]
    if !(200..<300).contains(status) {
      let details = value as? [String: Any]
      throw WebDriverError.command(
        method: method, path: url.path, status: status,
        error: details?["error"] as? String ?? "unknown error",
        message: details?["message"] as? String ?? String(decoding: data, as: UTF8.self))
    }
    return value is NSNull ? nil : value
  }

  /// One blocking request and response on a fresh connection.
  static func exchange(_ method: String, _ url: URL, body: Data?, timeoutSeconds: Int) throws -> (
    Int, Data
  ) {
    guard let port = url.port else { throw WebDriverError.badResponse("no port in \(url)") }
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw WebDriverError.badResponse("no socket") }
    defer { close(fd) }
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      throw WebDriverError.badResponse("cannot connect to 127.0.0.1:\(port)")
    }
    let payload = body ?? Data()
    var path = url.path.isEmpty ? "/" : url.path
    if let query = url.query { path += "?" + query }
    var request = Data(
      ("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        + "Content-Type: application/json; charset=utf-8\r\n"
        + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n").utf8)
    request.append(payload)
    try request.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var sent = 0
      while sent < buffer.count {
        let written = write(fd, buffer.baseAddress! + sent, buffer.count - sent)
        guard written > 0 else { throw WebDriverError.badResponse("write failed: \(errno)") }
        sent += written
      }
    }
    var response = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var headerEnd: Int? = nil
    var contentLength: Int? = nil
    while true {
      if let end = headerEnd, let length = contentLength, response.count >= end + length { break }
      let count = read(fd, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw WebDriverError.badResponse("\(method) \(url.path): read failed (errno \(errno))")
      }
      if count == 0 { break }
      response.append(contentsOf: chunk[0..<count])
      if headerEnd == nil, let range = response.range(of: Data("\r\n\r\n".utf8)) {
        headerEnd = range.upperBound
        let head = String(decoding: response[..<range.lowerBound], as: UTF8.self)
        for line in head.split(separator: "\r\n").dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2, parts[0].lowercased() == "content-length" {
            contentLength = Int(parts[1].trimmingCharacters(in: .whitespaces))
          }
        }
      }
    }
    guard let end = headerEnd,
      let statusLine = String(decoding: response[..<end], as: UTF8.self)
        .split(separator: "\r\n").first,
      let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else {
      throw WebDriverError.badResponse("\(method) \(url.path): no HTTP response")
    }
    var bodyData = Data(response[end...])
    if let length = contentLength, bodyData.count > length { bodyData = bodyData.prefix(length) }
    return (status, bodyData)
  }
}
