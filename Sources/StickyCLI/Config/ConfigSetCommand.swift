import StickyFormats

/// `stickypreview config set KEY VALUE [--config FILE]`.
enum ConfigSetCommand: Subcommand {
  static let key = Argument(name: "key", help: ConfigGetCommand.key.help)
  static let value = Argument(
    name: "value", help: "The new value: read as JSON when it is JSON, else as a string.")

  static let help = CommandHelp(
    name: "config set", overview: "Change one value of the project config.",
    discussion: "Checks the whole config with the new value before writing, then replaces "
      + "only that value's text, keeping every other byte of the file. With '--config -' "
      + "the changed config goes to standard output.",
    arguments: [key, value], options: [ConfigCommand.configOption],
    examples: [
      "stickypreview config set theme.appearance dark",
      #"stickypreview config set screens '["screens/*.xml"]'"#,
    ])

  struct Request: Equatable {
    var key: String
    var value: String
    var config: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let words = try scanner.positionals(help.arguments)
    return Request(key: words[0], value: words[1], config: try ConfigCommand.configPath(scanner))
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    guard !Input(request.config).isStandardInput else {
      output.write(
        String(decoding: try changed(request, standardInput: standardInput), as: UTF8.self))
      return
    }
    // Read under the lock, so that a concurrent edit's change is kept.
    try AtomicFile.editing(request.config) {
      try AtomicFile.replace(request.config, with: changed(request, standardInput: standardInput))
    }
  }

  /// The config's bytes with the value set, checked as a whole.
  private static func changed(
    _ request: Request, standardInput: () -> [UInt8]?
  ) throws -> [UInt8] {
    let key = try ConfigCommand.schemaKey(request.key)
    let input = Input(request.config)
    let bytes = try input.bytes(standardInput: standardInput)
    let editor = try ConfigEditor(bytes, file: input.file)
    let changed = try editor.setting(key.name, toJSON: ConfigEditor.jsonText(for: request.value))
    do {
      _ = try ProjectConfigReader.read(changed, file: input.file)
    } catch {
      throw placed(
        error, key: key.name, old: editor.value(of: key.name), in: bytes, changed: changed)
    }
    return changed
  }
}
