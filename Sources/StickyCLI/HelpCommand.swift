import StickyFormats

/// `stickypreview help [SUBCOMMAND]`: the same text as `--help`.
enum HelpCommand: Subcommand {
  static let subcommand = Argument(
    name: "subcommand", help: "The subcommand to describe.", isOptional: true)

  static let help = CommandHelp(
    name: "help", overview: "Show subcommand help information.",
    arguments: [subcommand], examples: ["stickypreview help frames"])

  static func run(
    _ arguments: [String], standardInput: () -> [UInt8]?,
    output: inout some TextOutputStream
  ) throws(CommandError) {
    do throws(UsageError) {
      output.write(try text(for: arguments))
    } catch {
      throw .usage(error)
    }
  }

  private static func text(for arguments: [String]) throws(UsageError) -> String {
    let scanner = try ArgumentScanner(arguments, options: [])
    let names = try scanner.positionals(help.arguments)
    guard let name = names.first else { return StickyPreviewCommand.helpText }
    guard let command = StickyPreviewCommand.subcommand(named: name) else {
      let names = StickyPreviewCommand.subcommands.map { $0.help.name }
      throw .unknownSubcommand(
        name, suggestion: NameSuggestion.closest(to: name, in: names, acceptingAbbreviations: true))
    }
    return command.help.rendered
  }
}
