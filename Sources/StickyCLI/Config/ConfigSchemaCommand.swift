import StickyFormats

/// `stickypreview config schema [layout|config] [--format json|markdown]`.
enum ConfigSchemaCommand: Subcommand {
  enum Subject: String, CaseIterable {
    case layout
    case config
  }

  static let subject = Argument(
    name: "subject", help: "layout (the default) or config.", isOptional: true)
  static let format = Option(
    name: "--format", valueName: "format",
    help: "json: JSON Schema draft 2020-12; markdown: the table the README shows.",
    defaultValue: "json")

  static var help: CommandHelp {
    CommandHelp(
      name: "config schema", overview: "Print the JSON Schema of layouts or of the config.",
      discussion: "Made from the same description of the format as the readers: node types "
        + "(" + NodeType.allCases.map(\.rawValue).joined(separator: ", ") + "), their "
        + "properties, defaults and limits. Name it in a file's \"$schema\" key and an editor "
        + "completes and checks the file as you type.",
      arguments: [subject], options: [format],
      examples: [
        "stickypreview config schema layout > layout.schema.json",
        "stickypreview config schema config --format markdown",
      ])
  }

  struct Request: Equatable {
    var subject: Subject
    var markdown: Bool
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let word = try scanner.positionals(help.arguments).first ?? Subject.layout.rawValue
    guard let subject = Subject(rawValue: word) else {
      throw .invalidValue(word, option: Self.subject.label, reason: "expected 'layout' or 'config'")
    }
    let text = scanner.value(of: format) ?? "json"
    guard text == "json" || text == "markdown" else {
      throw .invalidValue(text, option: format.usage, reason: "expected 'json' or 'markdown'")
    }
    return Request(subject: subject, markdown: text == "markdown")
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream
  ) throws {
    output.write(text(request.subject, markdown: request.markdown))
  }

  static func text(_ subject: Subject, markdown: Bool) -> String {
    switch (subject, markdown) {
    case (.layout, false): JSONSchemaWriter.layout()
    case (.config, false): JSONSchemaWriter.config()
    case (.layout, true): SchemaMarkdown.layoutTable()
    case (.config, true): SchemaMarkdown.configTable()
    }
  }
}
