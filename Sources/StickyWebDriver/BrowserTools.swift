import Foundation

/// Where Chromium and chromedriver live on this machine, found through `PATH`.
public struct BrowserTools: Sendable {
  public var chromium: String
  public var chromedriver: String

  /// The one line printed when the browser tests cannot run here.
  public static let installHint =
    "Chromium tests skipped: install chromium and chromium-driver "
    + "(apt-get install chromium chromium-driver)"

  /// The tools, or nil when either is missing.
  public static let found: BrowserTools? = {
    let environment = ProcessInfo.processInfo.environment
    let browserNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    let chromium =
      environment["STICKYPREVIEW_CHROMIUM"] ?? browserNames.lazy.compactMap(executable).first
    let driver = environment["STICKYPREVIEW_CHROMEDRIVER"] ?? executable(named: "chromedriver")
    guard let chromium, let driver else { return nil }
    return BrowserTools(chromium: chromium, chromedriver: driver)
  }()

  /// True when running under continuous integration, where a browser test that
  /// cannot run must fail rather than skip.
  public static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else {
      return false
    }
    return !value.isEmpty && value != "0" && value != "false"
  }

  /// Whether browser tests should run: always in CI (where missing tools fail
  /// them), else only when the tools are installed.
  public static var shouldRun: Bool { found != nil || isCI }

  /// The tools, or an error that says how to install them.
  public static func require() throws -> BrowserTools {
    guard let found else {
      throw WebDriverError.toolsMissing(
        "Chromium or chromedriver not found in PATH"
          + (isCI ? " (CI is set, so browser tests must run)" : "")
          + ": apt-get install chromium chromium-driver")
    }
    return found
  }

  /// The full path of an executable file called `name` in `PATH`.
  public static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = directory + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
