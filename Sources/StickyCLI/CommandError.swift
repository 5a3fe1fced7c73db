import StickyCore
import StickyFormats

/// Why a subcommand stopped before doing its work.
enum CommandError: Error, Equatable {
  /// The arguments do not fit the usage; reported with the usage line (exit 64).
  case usage(UsageError)
  /// The input is invalid; each line is printed to standard error as is (exit 1).
  case invalidInput([String])

  /// What any error a subcommand throws is reported as.
  init(_ error: any Error) {
    switch error {
    case let error as CommandError: self = error
    case let error as UsageError: self = .usage(error)
    case let error as DiagnosticError: self = .invalidInput(error.diagnostics.map(\.description))
    default: self = .invalidInput(["error: \(error)"])
    }
  }
}

/// The exit statuses of SPEC section 6.
enum ExitStatus {
  static let success: Int32 = 0
  static let invalidInput: Int32 = 1
  /// `EX_USAGE` from sysexits.h.
  static let usage: Int32 = 64
}
