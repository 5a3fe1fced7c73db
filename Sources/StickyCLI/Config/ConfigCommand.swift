import StickyCore
import StickyFormats

/// `stickypreview config <subcommand>`: the JSON config tool of SPEC section 6.
enum ConfigCommand: CommandGroup {
  static var subcommands: [any Subcommand.Type] {
    [
      ConfigInitCommand.self, ConfigValidateCommand.self, ConfigFormatCommand.self,
      ConfigConvertCommand.self, ConfigSchemaCommand.self, ConfigGetCommand.self,
      ConfigSetCommand.self,
    ]
  }

  static var help: CommandHelp {
    CommandHelp(
      name: "config", overview: "Create, check, format and convert layouts and configs.",
      discussion: "Works on layout files (XML or JSON) and on the project config "
        + "(\(ProjectConfig.fileName)); each is recognised by its content.",
      subcommands: subcommands.map { $0.help },
      examples: [
        "stickypreview config init my-previews",
        "stickypreview config validate",
        "stickypreview config set theme.accent '#ff2d55'",
      ])
  }

  /// The `--config` option of `get` and `set`.
  static let configOption = Option(
    name: "--config", valueName: "file",
    help: "The project config to read, or '-' for standard input.",
    defaultValue: "./\(ProjectConfig.fileName)")
}

extension ConfigCommand {
  static func configPath(_ scanner: ArgumentScanner) throws(UsageError) -> String {
    let path = scanner.value(of: configOption) ?? ProjectConfig.fileName
    guard !path.isEmpty else {
      throw .invalidValue("", option: configOption.usage, reason: "expected a path")
    }
    return path
  }

  /// The key `name` names and the config to read or change it in.
  static func open(
    _ name: String, in path: String, standardInput: () -> [UInt8]?
  ) throws -> (key: ConfigKey, input: Input, editor: ConfigEditor) {
    let key = try schemaKey(name)
    let input = Input(path)
    return (
      key, input, try ConfigEditor(input.bytes(standardInput: standardInput), file: input.file)
    )
  }

  /// The key the config format defines under this name, or the error that
  /// suggests the closest one.
  static func schemaKey(_ name: String) throws -> ConfigKey {
    guard let key = ConfigSchema.key(name) else {
      let suggestion = NameSuggestion.closest(to: name, in: ConfigSchema.keys.map(\.name))
      throw CommandError.invalidInput([
        "error: unknown config key \(DiagnosticText.quoted(name))"
          + (suggestion.map { " (did you mean \(DiagnosticText.quoted($0))?)" } ?? "")
      ])
    }
    return key
  }
}
