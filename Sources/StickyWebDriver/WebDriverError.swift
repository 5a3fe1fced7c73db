/// What can go wrong while driving the browser.
public enum WebDriverError: Error, CustomStringConvertible {
  /// The browser or its driver is not installed.
  case toolsMissing(String)
  /// The driver did not start or did not become ready.
  case driverDidNotStart(String)
  /// A WebDriver command failed; `error` is the W3C error code.
  case command(method: String, path: String, status: Int, error: String, message: String)
  /// The driver answered with something that is not a WebDriver response.
  case badResponse(String)
  /// A script threw in the page.
  case script(String)

  public var description: String {
    switch self {
    case .toolsMissing(let message): message
    case .driverDidNotStart(let message): "the WebDriver server did not start: \(message)"
    case .command(let method, let path, let status, let error, let message):
      "WebDriver \(method) \(path) failed (\(status) \(error)): \(message)"
    case .badResponse(let message): "unexpected WebDriver response: \(message)"
    case .script(let message): "script error in the page: \(message)"
    }
  }
}
