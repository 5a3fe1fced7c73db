import StickyCore
import StickyFormats

/// `stickypreview config get KEY [--config FILE]`.
enum ConfigGetCommand: Subcommand {
  static let key = Argument(
    name: "key",
    help: "A dotted key: " + ConfigSchema.keys.map(\.name).joined(separator: ", ") + ".")

  static let help = CommandHelp(
    name: "config get", overview: "Print one value of the project config.",
    discussion: "Prints a string as it is and any other value as JSON. A key the file leaves "
      + "out prints its default.",
    arguments: [key], options: [ConfigCommand.configOption],
    examples: ["stickypreview config get theme.accent", "stickypreview config get screens"])

  struct Request: Equatable {
    var key: String
    var config: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    return Request(
      key: try scanner.positionals(help.arguments)[0],
      config: try ConfigCommand.configPath(scanner))
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    let (key, input, editor) = try ConfigCommand.open(
      request.key, in: request.config, standardInput: standardInput)
    if let value = editor.value(of: key.name) {
      if case .string(let text) = value.value {
        output.write(text + "\n")
      } else {
        output.write(WrittenValue(value.value).json(indent: "") + "\n")
      }
      return
    }
    switch key.defaultValue {
    case .value(.text(let text)): output.write(text + "\n")
    case .value(.color(let color)): output.write(color.text + "\n")
    default:
      throw CommandError.invalidInput([
        "error: \(input.file) does not set \"\(key.name)\", "
          + "and it has no default"
      ])
    }
  }
}
