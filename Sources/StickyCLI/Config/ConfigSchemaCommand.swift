import StickyFormats

/// `stickypreview config schema [layout|config] [--format json|markdown]`.
enum ConfigSchemaCommand: Subcommand {
  enum Subject: String, CaseIterable {
    case layout
    case config
  }

  enum Form: String, CaseIterable {
    case json
    case markdown
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
    let word = try scanner.positionals(help.arguments).first
    let subject: Subject =
      try word.map { (word) throws(UsageError) in
        try ArgumentScanner.choice(word, for: Self.subject.label)
      } ?? .layout
    let form: Form = try scanner.choice(format) ?? .json
    return Request(subject: subject, markdown: form == .markdown)
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
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
