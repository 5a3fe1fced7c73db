import StickyCore

/// Why a site could not be built or written. The message names the file or
/// folder concerned and says what is wrong; nothing has been changed on disk.
public struct SiteError: Error, Sendable, CustomStringConvertible, Equatable {
  /// What the error is about, which decides where it is reported.
  public enum Subject: Sendable, Equatable {
    /// Something an input says; `place` is where, when known.
    case input(place: SourceLocation?)
    /// The output folder is one `build` must not replace.
    case refusedOutput
    /// The output folder could not be written.
    case output
  }

  public var message: String
  public var subject: Subject

  public init(_ message: String, subject: Subject = .input(place: nil)) {
    self.message = message
    self.subject = subject
  }

  public var description: String { message }
}
