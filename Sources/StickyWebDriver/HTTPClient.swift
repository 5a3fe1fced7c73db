import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
