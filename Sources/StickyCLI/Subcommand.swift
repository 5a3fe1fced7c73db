/// One subcommand of `stickypreview`. Each lives in its own file and is listed in
/// `StickyPreviewCommand.subcommands`; the dispatcher handles `--help` for it
/// and prints its errors with its usage line.
protocol Subcommand {
  static var help: CommandHelp { get }

  /// Does the work, writing results to `output` and warnings (the work is
  /// done, but something went wrong on the way) to `warnings`, a line each.
  /// Standard input is read only by calling `standardInput` (nil: it could
  /// not be read).
  static func run(
    _ arguments: [String], standardInput: () -> [UInt8]?,
    output: inout some TextOutputStream, warnings: inout some TextOutputStream
  ) throws(CommandError)
}
