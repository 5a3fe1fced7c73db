import Foundation

/// A browser session (headless Chromium or Firefox, or WebKitGTK's MiniBrowser
/// on an X display) driven through its driver's W3C WebDriver API.
///
/// Use `Browser.withSession` so that the session and the driver are ended
/// whatever happens in between, thrown errors and failed expectations included.
public final class Browser {
  public struct Options: Sendable {
    public var kind: BrowserKind
    public var windowWidth: Int
    public var windowHeight: Int
    /// Whether pages see `prefers-reduced-motion: reduce`.
    public var reducedMotion: Bool

    /// The default window is tall enough for the pages to show the largest
    /// preset's frame (960 px) at 1:1 below their header: pages scale the
    /// device down to fit the window.
    public init(
      _ kind: BrowserKind = .chromium, windowWidth: Int = 1200, windowHeight: Int = 1400,
      reducedMotion: Bool = false
    ) {
      self.kind = kind
      self.windowWidth = windowWidth
      self.windowHeight = windowHeight
      self.reducedMotion = reducedMotion
    }
  }

  public let kind: BrowserKind
  private let driver: DriverProcess
  private let setting: BrowserSetting
  private let http = HTTPClient()
  private let sessionURL: URL

  private init(kind: BrowserKind, driver: DriverProcess, setting: BrowserSetting, sessionURL: URL) {
    self.kind = kind
    self.driver = driver
    self.setting = setting
    self.sessionURL = sessionURL
  }

  /// How long a new session may take to start: a browser that cannot open its
  /// window (MiniBrowser on a display that does not answer) never answers.
  static let sessionStartSeconds = 60

  /// Starts the driver and a session, runs `body`, then ends both.
  public static func withSession<T>(
    _ options: Options = Options(), _ body: (Browser) async throws -> T
  ) async throws -> T {
    let browser = try await start(options)
    do {
      let result = try await body(browser)
      await browser.close()
      return result
    } catch {
      await browser.close()
      throw error
    }
  }

  static func start(_ options: Options) async throws -> Browser {
    let tools = try BrowserTools.require(options.kind)
    let setting = try BrowserSetting(tools, options)
    let driver: DriverProcess
    do {
      driver = try DriverProcess(tools, environment: setting.environment)
    } catch {
      setting.end()
      throw error
    }
    let http = HTTPClient(timeoutSeconds: sessionStartSeconds)
    let browser: Browser
    do {
      try await driver.waitUntilReady(http: http)
      let value: Any?
      do {
        value = try await http.send(
          "POST", driver.baseURL.appendingPathComponent("session"),
          body: try JSONSerialization.data(withJSONObject: capabilities(tools, options)))
      } catch WebDriverError.badResponse(let message) {
        var reason = "no \(options.kind) session within \(sessionStartSeconds) s (\(message))"
        if options.kind.needsDisplay {
          reason += "; can the browser open a window on display \(setting.display ?? "none")?"
        }
        let log = driver.logTail
        throw WebDriverError.driverDidNotStart(reason + (log.isEmpty ? "" : " Driver log: \(log)"))
      }
      guard let sessionID = (value as? [String: Any])?["sessionId"] as? String else {
        throw WebDriverError.badResponse("no session id in \(String(describing: value))")
      }
      browser = Browser(
        kind: options.kind, driver: driver, setting: setting,
        sessionURL: driver.baseURL.appendingPathComponent("session")
          .appendingPathComponent(sessionID))
    } catch {
      driver.stop()
      setting.end()
      throw error
    }
    if options.kind == .webkit {
      do {
        try await browser.sizeViewport(width: options.windowWidth, height: options.windowHeight)
      } catch {
        await browser.close()
        throw error
      }
    }
    return browser
  }

  /// Sizes MiniBrowser's window so that its viewport is `width` × `height`:
  /// it takes no size on its command line, and WebDriver sizes the outer
  /// window, toolbar included. The page learns the new size a little after
  /// the command returns, so this waits for it (up to five seconds).
  private func sizeViewport(width: Int, height: Int) async throws {
    struct Size: Codable {
      var width: Int
      var height: Int
    }
    let before: [Int] = try await run(
      "() => [outerWidth, outerHeight, innerWidth, innerHeight]")
    try await command(
      "POST", "window/rect",
      ["width": width + before[0] - before[2], "height": height + before[1] - before[3]])
    let after: Size = try await runAsync(
      """
      (want) => new Promise((resolve) => {
        const start = performance.now();
        const check = () => {
          if ((innerWidth === want.width && innerHeight === want.height)
            || performance.now() - start > 5000) {
            resolve({width: innerWidth, height: innerHeight});
          } else {
            setTimeout(check, 20);
          }
        };
        check();
      })
      """, Size(width: width, height: height))
    guard after.width == width && after.height == height else {
      throw WebDriverError.driverDidNotStart(
        "\(kind) made a \(after.width) × \(after.height) viewport, not \(width) × \(height)")
    }
  }

  /// The new-session request for `tools`' browser: headless where it can be,
  /// one CSS pixel per device pixel, no scrollbars where the browser allows,
  /// file pages allowed to read their folder.
  static func capabilities(_ tools: BrowserTools, _ options: Options) -> [String: Any] {
    let timeouts = ["script": 300_000, "pageLoad": 60_000]
    switch tools.kind {
    case .chromium:
      let motion = options.reducedMotion ? ["--force-prefers-reduced-motion"] : []
      let arguments =
        motion + [
          "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
          "--window-size=\(options.windowWidth),\(options.windowHeight)",
          "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run",
          "--no-default-browser-check", "--disable-extensions",
          "--disable-background-networking", "--allow-file-access-from-files",
        ]
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": tools.browser, "args": arguments],
            "timeouts": timeouts,
          ]
        ]
      ]
    case .firefox:
      let preferences: [String: Any] = [
        "ui.prefersReducedMotion": options.reducedMotion ? 1 : 0,
        "layout.css.devPixelsPerPx": "1.0",
        "ui.useOverlayScrollbars": 1,
        "browser.shell.checkDefaultBrowser": false,
        "datareporting.policy.dataSubmissionEnabled": false,
        "toolkit.telemetry.enabled": false,
        "app.update.enabled": false,
      ]
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "firefox",
            "moz:firefoxOptions": [
              "binary": tools.browser,
              "args": [
                "-headless", "--width=\(options.windowWidth)", "--height=\(options.windowHeight)",
              ],
              "prefs": preferences,
            ],
            "timeouts": timeouts,
          ]
        ]
      ]
    case .webkit:
      // The window's size and reduced motion are set elsewhere: MiniBrowser
      // takes no size argument (see `sizeViewport`), and WebKitGTK follows
      // GTK's animation setting (see `BrowserSetting`). GTK's scrollbars
      // overlay the page, so they take no room from the viewport.
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "MiniBrowser",
            "webkitgtk:browserOptions": [
              "binary": tools.browser,
              "args": ["--automation", "--allow-file-access-from-file-urls=true"],
            ],
            "timeouts": timeouts,
          ]
        ]
      ]
    }
  }

  /// Ends the session (which quits the browser), then the driver, then
  /// whatever the session was given to run in.
  public func close() async {
    _ = try? await http.send("DELETE", sessionURL)
    driver.stop()
    setting.end()
  }

  // MARK: Commands

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
  /// URL with a fragment may only scroll the page it names, which keeps the
  /// mark; that one is taken as the driver answers.
  public func navigate(to url: String) async throws {
    let isNewDocument = !url.contains("#")
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

  // MARK: Chromium's DevTools

  /// Sends a DevTools Protocol command through chromedriver (Chromium only).
  @discardableResult
  public func devTools(_ method: String, _ parameters: [String: Any] = [:]) async throws -> Any? {
    guard kind == .chromium else {
      throw WebDriverError.badResponse("DevTools commands need Chromium, not \(kind)")
    }
    return try await command("POST", "goog/cdp/execute", ["cmd": method, "params": parameters])
  }

  /// Starts the renderer's performance counters, for `taskDuration`.
  public func enablePerformanceMetrics() async throws {
    try await devTools("Performance.enable", ["timeDomain": "threadTicks"])
  }

  /// Seconds the page's main thread has spent running tasks (script, style,
  /// layout, paint) since the counters started.
  public func taskDuration() async throws -> Double {
    let value = try await devTools("Performance.getMetrics")
    guard let metrics = (value as? [String: Any])?["metrics"] as? [[String: Any]],
      let duration = metrics.first(where: { $0["name"] as? String == "TaskDuration" })?["value"]
        as? Double
    else {
      throw WebDriverError.badResponse("no TaskDuration in \(String(describing: value))")
    }
    return duration
  }

  // MARK: Input (W3C Actions)

  /// Performs input sources' actions in parallel ticks, then releases them.
  public func perform(_ sources: [InputSource]) async throws {
    try await command("POST", "actions", ["actions": sources.map(\.json)])
    try await command("DELETE", "actions")
  }

  /// A mouse drag from one point to another, moving in `steps` equal moves.
  public func drag(
    fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, durationMS: Int = 300,
    steps: Int = 10, holdMS: Int = 0
  ) async throws {
    var actions: [InputSource.Action] = [.pointerMove(x: x0, y: y0, durationMS: 0), .pointerDown]
    for step in 1...max(1, steps) {
      let t = Double(step) / Double(max(1, steps))
      actions.append(
        .pointerMove(
          x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, durationMS: durationMS / max(1, steps)))
    }
    if holdMS > 0 { actions.append(.pause(durationMS: holdMS)) }
    actions.append(.pointerUp)
    try await perform([InputSource.mouse(actions)])
  }

  /// Presses and releases keys one after the other (`Key` values or characters).
  public func press(_ keys: [String]) async throws {
    try await perform([InputSource.keyboard(keys.flatMap { [.keyDown($0), .keyUp($0)] })])
  }
}

/// Special keys as WebDriver spells them.
public enum Key {
  public static let arrowUp = "\u{E013}"
  public static let arrowDown = "\u{E015}"
  public static let pageUp = "\u{E00E}"
  public static let pageDown = "\u{E00F}"
  public static let home = "\u{E011}"
  public static let end = "\u{E010}"
  public static let space = "\u{E00D}"
  public static let tab = "\u{E004}"
}

/// One input source of a W3C Actions command and its actions.
public struct InputSource: Sendable {
  public enum Action: Sendable {
    case pause(durationMS: Int)
    case keyDown(String)
    case keyUp(String)
    case pointerMove(x: Double, y: Double, durationMS: Int)
    case pointerDown
    case pointerUp
    case scroll(x: Double, y: Double, deltaX: Double, deltaY: Double, durationMS: Int)

    var json: [String: Any] {
      switch self {
      case .pause(let duration): ["type": "pause", "duration": duration]
      case .keyDown(let key): ["type": "keyDown", "value": key]
      case .keyUp(let key): ["type": "keyUp", "value": key]
      case .pointerMove(let x, let y, let duration):
        [
          "type": "pointerMove", "x": Int(x.rounded()), "y": Int(y.rounded()),
          "duration": duration, "origin": "viewport",
        ]
      case .pointerDown: ["type": "pointerDown", "button": 0]
      case .pointerUp: ["type": "pointerUp", "button": 0]
      case .scroll(let x, let y, let deltaX, let deltaY, let duration):
        [
          "type": "scroll", "x": Int(x.rounded()), "y": Int(y.rounded()),
          "deltaX": Int(deltaX.rounded()), "deltaY": Int(deltaY.rounded()),
          "duration": duration, "origin": "viewport",
        ]
      }
    }
  }

  public var type: String
  public var id: String
  public var pointerType: String?
  public var actions: [Action]

  public static func wheel(_ actions: [Action]) -> InputSource {
    InputSource(type: "wheel", id: "wheel", actions: actions)
  }

  public static func mouse(_ actions: [Action]) -> InputSource {
    InputSource(type: "pointer", id: "mouse", pointerType: "mouse", actions: actions)
  }

  public static func keyboard(_ actions: [Action]) -> InputSource {
    InputSource(type: "key", id: "keyboard", actions: actions)
  }

  var json: [String: Any] {
    var object: [String: Any] = ["type": type, "id": id, "actions": actions.map(\.json)]
    if let pointerType { object["parameters"] = ["pointerType": pointerType] }
    return object
  }
}
