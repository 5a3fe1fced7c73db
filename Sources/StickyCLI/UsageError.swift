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
  /// An option that works only with what the rest of the command line gives.
  case optionNeeds(String, what: String)

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
      "The value '\(Self.shortened(value))' is invalid for '\(option)': \(reason)"
    case .optionNeeds(let option, let what):
      "Option '\(option)' needs \(what)"
    }
  }

  /// The longest value quoted whole; the printed line is cut at 1,000
  /// characters, and a long value (a path of a thousand points) would
  /// otherwise push the reason off it.
  static let maximumQuotedValue = 80

  private static func shortened(_ value: String) -> String {
    value.count > maximumQuotedValue ? value.prefix(maximumQuotedValue) + "…" : value
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}
