import Foundation

/// Chromium's DevTools, through chromedriver.
extension Browser {

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
}
