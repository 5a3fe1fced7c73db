/// One subcommand of `stickypreview`. Each lives in its own file and is listed in
/// `StickyPreviewCommand.subcommands`; the dispatcher handles `--help` for it,
/// parses its arguments, and turns what it throws into a report and an exit
/// status, so that no subcommand converts errors by hand.
protocol Subcommand {
  /// What the command line asks for.
  associatedtype Request

  static var help: CommandHelp { get }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request

  /// Does the work, writing results to `output` and warnings (the work is
  /// done, but something went wrong on the way) to `warnings`, a line each.
  /// Standard input is read only by calling `standardInput` (nil: it could not
  /// be read). Throws `UsageError`, `DiagnosticError`, `CommandError` or any
  /// error whose description is the message.
  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws
}
