import Foundation

/// Where a browser and its WebDriver server live on this machine, found through
/// `PATH` or named by environment variables (see `BrowserKind`).
public struct BrowserTools: Sendable {
  public var kind: BrowserKind
  public var browser: String
  public var driver: String

  /// The one line printed when the browser tests cannot run here.
  public static let installHint =
    "Chromium tests skipped: install chromium and chromium-driver "
    + "(apt-get install chromium chromium-driver)"

  /// Chromium's tools, or nil when either is missing.
  public static let found: BrowserTools? = find(.chromium)

  /// The tools of `kind`, or nil when the browser or its driver is missing,
  /// or when a browser that needs a display has neither one nor Xvfb.
  public static func find(_ kind: BrowserKind) -> BrowserTools? {
    let environment = ProcessInfo.processInfo.environment
    let names = kind.environmentNames
    let browser =
      environment[names.browser] ?? kind.browserNames.lazy.compactMap(executable).first
      ?? kind.browserPaths.first(where: FileManager.default.isExecutableFile(atPath:))
    let driver = environment[names.driver] ?? executable(named: kind.driverName)
    guard let browser, let driver else { return nil }
    if kind.needsDisplay && displayName == nil && executable(named: "Xvfb") == nil { return nil }
    return BrowserTools(kind: kind, browser: browser, driver: driver)
  }

  /// The display a windowed browser can use, from `DISPLAY` or `WAYLAND_DISPLAY`.
  static var displayName: String? {
    let environment = ProcessInfo.processInfo.environment
    return [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]]
      .compactMap { $0 }.first { !$0.isEmpty }
  }

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

  /// Whether tests in `kind` should run, by the same rule.
  public static func shouldRun(_ kind: BrowserKind) -> Bool { find(kind) != nil || isCI }

  /// The tools of `kind`, or an error that says how to install them.
  public static func require(_ kind: BrowserKind = .chromium) throws -> BrowserTools {
    guard let found = find(kind) else {
      throw WebDriverError.toolsMissing(
        "\(kind.browserNames[0]) or \(kind.driverName) not found"
          + (isCI ? " (CI is set, so browser tests must run)" : "") + ": \(kind.installHint)")
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
