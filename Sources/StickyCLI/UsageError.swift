/// A command line that does not fit the usage, worded as swift-argument-parser
/// words it.
enum UsageError: Error, Equatable, CustomStringConvertible {
  /// No subcommand was given.
  case missingSubcommand
  /// The first argument names no subcommand.
  case unknownSubcommand(String, suggestion: String?)
  /// An argument that starts with a dash names none of the options.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value came last, or right before another option.
  case missingValue(option: String)
  /// An option was given a second time.
  case repeatedOption(String)
  /// A required positional argument is absent.
  case missingArgument(String)
  /// A positional argument beyond those the command takes.
  case unexpectedArgument(String)
  /// An option's value cannot be used, for the given reason.
  case invalidValue(String, option: String, reason: String)

  var description: String {
    switch self {
    case .missingSubcommand:
      "Missing expected subcommand"
    case .unknownSubcommand(let name, let suggestion):
      "Unknown subcommand '\(name)'" + didYouMean(suggestion)
    case .unknownOption(let name, let suggestion):
      "Unknown option '\(name)'" + didYouMean(suggestion)
    case .missingValue(let option):
      "Missing value for '\(option)'"
    case .repeatedOption(let name):
      "Option '\(name)' can only be given once"
    case .missingArgument(let name):
      "Missing expected argument '\(name)'"
    case .unexpectedArgument(let argument):
      "Unexpected argument '\(argument)'"
    case .invalidValue(let value, let option, let reason):
      "The value '\(value)' is invalid for '\(option)': \(reason)"
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}
