/// One problem found in an input file, printed as `path:line:col: error:
/// message`, or `warning:` for what is accepted but almost certainly not meant.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
  }

  public var location: SourceLocation
  public var message: String
  public var severity: Severity

  public init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
    self.message = message
    self.location = location
    self.severity = severity
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Thrown when reading stops with one or more diagnostics; callers print them all.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The diagnostics in the order of their places, for reading top to bottom;
  /// those at one place keep the order they were found in.
  public init(sorting diagnostics: [Diagnostic]) {
    self.init(
      diagnostics.enumerated().sorted {
        ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
      }
      .map(\.element))
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
