import Foundation

/// A browser session (headless Chromium or Firefox, or WebKitGTK's MiniBrowser
/// on an X display) driven through its driver's W3C WebDriver API.
///
/// Use `Browser.withSession` so that the session and the driver are ended
/// whatever happens in between, thrown errors and failed expectations included;
/// or `start` one, `reset` it between uses and `close` it at the end, which
/// pays a browser's start once for many uses.
public final class Browser {
  public struct Options: Sendable {
    public var kind: BrowserKind
    public var windowWidth: Int
    public var windowHeight: Int
    /// Whether pages see `prefers-reduced-motion: reduce`.
    public var reducedMotion: Bool
    /// Whether the browser animates the scrolls of keys, the wheel and
    /// scroll snap; without it a key's scroll lands at once. Chromium only
    /// (`--disable-smooth-scrolling`): the other engines always animate.
    public var smoothScrolling: Bool

    /// The default window is tall enough for the pages to show the largest
    /// preset's frame (960 px) at 1:1 below their header: pages scale the
    /// device down to fit the window.
    public init(
      _ kind: BrowserKind = .chromium, windowWidth: Int = 1200, windowHeight: Int = 1400,
      reducedMotion: Bool = false, smoothScrolling: Bool = true
    ) {
      precondition(smoothScrolling || kind == .chromium, "only Chromium scrolls without animating")
      self.kind = kind
      self.windowWidth = windowWidth
      self.windowHeight = windowHeight
      self.reducedMotion = reducedMotion
      self.smoothScrolling = smoothScrolling
    }
  }

  public let kind: BrowserKind
  /// Whether the pages of this session see `prefers-reduced-motion: reduce`:
  /// fixed for the session's life.
  public let reducedMotion: Bool
  /// Whether this session animates scrolls: fixed for its life.
  public let smoothScrolling: Bool
  let driver: DriverProcess
  let setting: BrowserSetting
  let http = HTTPClient()
  let sessionURL: URL

  private init(
    options: Options, driver: DriverProcess, setting: BrowserSetting, sessionURL: URL
  ) {
    kind = options.kind
    reducedMotion = options.reducedMotion
    smoothScrolling = options.smoothScrolling
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

  /// Starts the driver and a session; the caller closes it.
  public static func start(_ options: Options) async throws -> Browser {
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
        options: options, driver: driver, setting: setting,
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

  /// Makes the session as good as new for the next use: back in the top
  /// frame, no key or button held, a blank page, and a viewport of the size
  /// `options` asks for. What a session cannot change must match (`canTake`).
  public func reset(_ options: Options) async throws {
    precondition(canTake(options))
    try await switchToFrame(nil)
    try await command("DELETE", "actions")
    try await navigate(to: "about:blank")
    let size: [Int] = try await run("() => [innerWidth, innerHeight]")
    if size != [options.windowWidth, options.windowHeight] {
      try await sizeViewport(width: options.windowWidth, height: options.windowHeight)
    }
  }

  /// Whether this session can be reset for `options`: what it was started
  /// with (its browser, reduced motion, smooth scrolling) is what they ask.
  public func canTake(_ options: Options) -> Bool {
    options.kind == kind && options.reducedMotion == reducedMotion
      && options.smoothScrolling == smoothScrolling
  }

  /// Sizes the window so that its viewport is `width` × `height`: MiniBrowser
  /// takes no size on its command line, and WebDriver sizes the outer window,
  /// toolbar included. The page learns the new size a little after the
  /// command returns, so this waits for it (up to five seconds).
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

  /// The processor seconds the driver and the browser's processes have used
  /// so far, or nil where the system cannot tell: what a test cost the
  /// engine, apart from the other engines running beside it.
  public var processorSeconds: Double? { driver.processorSeconds() }

  /// Ends the session (which quits the browser), then the driver, then
  /// whatever the session was given to run in.
  public func close() async {
    _ = try? await http.send("DELETE", sessionURL)
    driver.stop()
    setting.end()
  }

  /// Ends the driver and what it started without asking the session first:
  /// for a process about to exit, which can no longer await.
  public func terminate() {
    driver.stop()
    setting.end()
  }
}
