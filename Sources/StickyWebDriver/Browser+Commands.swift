import Foundation

/// Commands of a session: pages, frames, scripts and pictures.
extension Browser {

  @discardableResult
  func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any?
  {
    let url = path.isEmpty ? sessionURL : sessionURL.appendingPathComponent(path)
    let data = try body.map { try JSONSerialization.data(withJSONObject: $0) }
    return try await http.send(
      method, url, body: data ?? (method == "POST" ? Data("{}".utf8) : nil))
  }

  public func navigate(to url: URL) async throws {
    try await navigate(to: url.absoluteString)
  }

  /// Opens `url` and returns once its document has loaded. WebKit's driver
  /// can answer while the page before is still the one shown, so the page
  /// shown is marked first and the new one is the first without the mark. A
  /// URL with a fragment on the page shown only scrolls it, which keeps the
  /// mark; that one is taken as the driver answers.
  public func navigate(to url: String) async throws {
    var isNewDocument = true
    if let hash = url.firstIndex(of: "#") {
      let shown = try? await run(
        "(u) => location.href.split('#')[0] === u", String(url[..<hash]), as: Bool.self)
      isNewDocument = shown != true
    }
    if isNewDocument {
      _ = try? await run("() => { window.stickyPreviewLeaving = true; }", as: Bool?.self)
    }
    try await command("POST", "url", ["url": url])
    guard isNewDocument else { return }
    for _ in 0..<400 {
      // A script sent as the old page goes away can fail: ask again.
      let loaded = try? await run(
        "() => !window.stickyPreviewLeaving && document.readyState === 'complete'", as: Bool.self)
      if loaded == true { return }
      try await Task.sleep(for: .milliseconds(25))
    }
    throw WebDriverError.script("\(url) did not finish loading in 10 s")
  }

  /// Runs the next scripts and key presses in the page's `index`-th frame;
  /// nil goes back to the page itself (as does navigating).
  public func switchToFrame(_ index: Int?) async throws {
    try await command("POST", "frame", ["id": index.map { $0 as Any } ?? NSNull()])
  }

  /// Runs `function` (a JavaScript function expression) in the page with
  /// `argument` (as JSON) and decodes what it returns.
  public func run<Result: Decodable, Argument: Encodable>(
    _ function: String, _ argument: Argument, as type: Result.Type = Result.self
  ) async throws -> Result {
    let script = """
      const f = (\(function));
      const r = f(JSON.parse(arguments[0]));
      return JSON.stringify(r === undefined ? null : r);
      """
    return try await decode(
      command("POST", "execute/sync", ["script": script, "args": [encode(argument)]]), as: type)
  }

  public func run<Result: Decodable>(
    _ function: String, as type: Result.Type = Result.self
  ) async throws -> Result {
    try await run(function, Nothing(), as: type)
  }

  /// Like `run`, for a function that returns a promise; waits for it to settle.
  public func runAsync<Result: Decodable, Argument: Encodable>(
    _ function: String, _ argument: Argument, as type: Result.Type = Result.self
  ) async throws -> Result {
    let script = """
      const done = arguments[arguments.length - 1];
      const f = (\(function));
      Promise.resolve().then(() => f(JSON.parse(arguments[0]))).then(
        (r) => done({ok: JSON.stringify(r === undefined ? null : r)}),
        (e) => done({error: String(e && e.stack || e)}));
      """
    let value = try await command(
      "POST", "execute/async", ["script": script, "args": [encode(argument)]])
    if let error = (value as? [String: Any])?["error"] as? String {
      throw WebDriverError.script(error)
    }
    return try decode((value as? [String: Any])?["ok"], as: type)
  }

  public func runAsync<Result: Decodable>(
    _ function: String, as type: Result.Type = Result.self
  ) async throws -> Result {
    try await runAsync(function, Nothing(), as: type)
  }

  private struct Nothing: Codable {}

  private func encode(_ argument: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode(argument), as: UTF8.self)
  }

  private func decode<Result: Decodable>(_ value: Any?, as type: Result.Type) throws -> Result {
    guard let text = value as? String else {
      throw WebDriverError.badResponse("script returned \(String(describing: value))")
    }
    do {
      return try JSONDecoder().decode(Result.self, from: Data(text.utf8))
    } catch {
      throw WebDriverError.badResponse("script result \(text.prefix(300)): \(error)")
    }
  }

  /// A PNG of the viewport as it is drawn now.
  public func screenshot() async throws -> Data {
    if kind == .webkit {
      // WebKitGTK under Xvfb draws late: until two animation frames have
      // passed, the screenshot can show the page before the last change.
      let _: Bool = try await runAsync(
        "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"
      )
    }
    guard let text = try await command("GET", "screenshot") as? String,
      let png = Data(base64Encoded: text)
    else { throw WebDriverError.badResponse("the screenshot is not base64") }
    return png
  }
}
