import Foundation
import StickyCore
import StickyFormats

/// The `stickypreview` command: reads the root options, hands the rest to a
/// subcommand and turns what happened into an exit status.
public enum StickyPreviewCommand {
  public static let version = "0.1.0"

  /// The subcommands in the order help lists them; a new subcommand is one more
  /// conforming type here.
  static var subcommands: [any Subcommand.Type] {
    [
      BuildCommand.self, FramesCommand.self, SnapshotCommand.self, FilmCommand.self,
      AnimateCommand.self, ConfigCommand.self, HelpCommand.self,
    ]
  }

  static let usage = "stickypreview <subcommand>"

  /// Runs with the process's own standard streams and returns the exit status.
  public static func main(arguments: [String]) -> Int32 {
    var output = FileOutputStream(.standardOutput)
    var errors = FileOutputStream(.standardError)
    var status = main(
      arguments: arguments, standardInput: readStandardInput(), standardOutput: &output,
      standardError: &errors)
    output.flush()
    if output.failed {
      errors.write("error: cannot write to standard output\n")
      status = ExitStatus.invalidInput
    }
    errors.flush()
    return status
  }

  /// Runs with the given streams. Standard input is evaluated only when a
  /// subcommand reads it (nil: it could not be read), so that nothing waits on
  /// a terminal for no reason.
  public static func main(
    arguments: [String], standardInput: @autoclosure () -> [UInt8]?,
    standardOutput output: inout some TextOutputStream,
    standardError errors: inout some TextOutputStream
  ) -> Int32 {
    guard let first = arguments.first else {
      return report(
        .usage(.missingSubcommand), usage: usage, helpCommand: "stickypreview", into: &errors)
    }
    guard let (subcommand, rest) = resolve(arguments) else {
      let rest = Array(arguments.dropFirst())
      do throws(UsageError) {
        output.write(try rootOutput(first, rest))
        return ExitStatus.success
      } catch {
        return report(.usage(error), usage: usage, helpCommand: "stickypreview", into: &errors)
      }
    }
    // As in swift-argument-parser, asking for help wins over any other argument.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      output.write(subcommand.help.rendered)
      return ExitStatus.success
    }
    do {
      try execute(
        subcommand, rest, standardInput: standardInput, output: &output, warnings: &errors)
      return ExitStatus.success
    } catch {
      let help = subcommand.help
      return report(
        CommandError(error), usage: help.usage, helpCommand: "stickypreview \(help.name)",
        into: &errors)
    }
  }

  private static func execute<Command: Subcommand>(
    _ command: Command.Type, _ arguments: [String], standardInput: () -> [UInt8]?,
    output: inout some TextOutputStream, warnings: inout some TextOutputStream
  ) throws {
    try command.run(
      command.parse(arguments), standardInput: standardInput, output: &output,
      warnings: &warnings)
  }

  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.help.name == name }
  }

  /// The subcommand the leading words name (`config fmt` names a subcommand of
  /// the `config` group) and the arguments after them.
  static func resolve(_ words: [String]) -> (any Subcommand.Type, [String])? {
    guard let first = words.first, let command = subcommand(named: first) else { return nil }
    let rest = Array(words.dropFirst())
    if let group = command as? any CommandGroup.Type, let next = rest.first,
      let member = group.subcommands.first(where: { $0.help.name == "\(first) \(next)" })
    {
      return (member, Array(rest.dropFirst()))
    }
    return (command, rest)
  }

  /// The output of `--help` and `--version`, the only arguments that are not a
  /// subcommand.
  private static func rootOutput(_ first: String, _ rest: [String]) throws(UsageError) -> String {
    let text: String
    switch first {
    case "-h", "--help": text = helpText
    case "--version": text = "stickypreview \(version)\n"
    default:
      if ArgumentScanner.looksLikeOption(first) {
        let options = ["--help", "--version"]
        throw .unknownOption(
          first,
          suggestion: NameSuggestion.closest(to: first, in: options, acceptingAbbreviations: true))
      }
      let names = subcommands.map { $0.help.name }
      throw .unknownSubcommand(
        first,
        suggestion: NameSuggestion.closest(to: first, in: names, acceptingAbbreviations: true))
    }
    if let extra = rest.first { throw .unexpectedArgument(extra) }
    return text
  }

  private static func report(
    _ failure: CommandError, usage: String, helpCommand: String,
    into errors: inout some TextOutputStream
  ) -> Int32 {
    switch failure {
    case .usage(let problem):
      errors.write("Error: \(DiagnosticText.line(problem.description))\nUsage: \(usage)\n")
      errors.write("  See '\(helpCommand) --help' for more information.\n")
      return ExitStatus.usage
    case .invalidInput(let lines):
      for line in lines { errors.write(DiagnosticText.line(line) + "\n") }
      return ExitStatus.invalidInput
    }
  }

  /// Reads at most one byte past the layout size limit, so that an endless
  /// stream is refused by the loader without being held in memory.
  private static func readStandardInput() -> [UInt8]? {
    InputFile.readStandardInput()
  }
}
