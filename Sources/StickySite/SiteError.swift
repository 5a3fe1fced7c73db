/// Why a site could not be built or written. The message names the file or
/// folder concerned and says what is wrong; nothing has been changed on disk.
public struct SiteError: Error, Sendable, CustomStringConvertible, Equatable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
