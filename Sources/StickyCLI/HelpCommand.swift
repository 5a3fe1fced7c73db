import StickyFormats

/// `stickypreview help [SUBCOMMAND]`: the same text as `--help`.
enum HelpCommand: Subcommand {
  static let subcommand = Argument(
    name: "subcommand", help: "The subcommand to describe, with its group's name first.",
    isOptional: true, isRepeating: true)

  static let help = CommandHelp(
    name: "help", overview: "Show subcommand help information.",
    arguments: [subcommand],
    examples: ["stickypreview help frames", "stickypreview help config fmt"])

  static func parse(_ arguments: [String]) throws(UsageError) -> [String] {
    try ArgumentScanner(arguments, options: []).positionals(help.arguments)
  }

  static func run(
    _ names: [String], standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    output.write(try text(for: names))
  }

  private static func text(for names: [String]) throws(UsageError) -> String {
    guard let name = names.first else { return StickyPreviewCommand.helpText }
    guard let (command, rest) = StickyPreviewCommand.resolve(names) else {
      let names = StickyPreviewCommand.subcommands.map { $0.help.name }
      throw .unknownSubcommand(
        name, suggestion: NameSuggestion.closest(to: name, in: names, acceptingAbbreviations: true))
    }
    if let extra = rest.first {
      guard command is any CommandGroup.Type else { throw .unexpectedArgument(extra) }
      try command.parse(rest)
    }
    return command.help.rendered
  }
}
