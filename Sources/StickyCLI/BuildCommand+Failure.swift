import StickyCore
import StickySite

extension BuildCommand {
  /// How a failure to build or write the site is reported. An input error is
  /// given the place the input writes it, when known. The output folder's
  /// errors point at the config's `output` when that chose the folder; a
  /// folder chosen on the command line (or by default) that must not be
  /// replaced is a usage error of `--out`.
  static func failure(_ error: SiteError, out value: String, outputPlace: SourceLocation?)
    -> CommandError
  {
    switch error.subject {
    case .input(let place?):
      return .invalidInput(["\(place): error: \(error.message)"])
    case .input(nil):
      return .invalidInput(["error: \(error.message)"])
    case .refusedOutput, .output:
      if let outputPlace {
        return .invalidInput(["\(outputPlace): error: \(error.message)"])
      }
      guard error.subject == .refusedOutput else {
        return .invalidInput(["error: \(error.message)"])
      }
      return .usage(.invalidValue(value, option: out.usage, reason: error.message))
    }
  }
}
