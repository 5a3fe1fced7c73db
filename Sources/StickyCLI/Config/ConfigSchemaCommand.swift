import StickyFormats
import StickySite

/// `stickypreview config schema [layout|config|page] [--format json|markdown|xsd]`.
enum ConfigSchemaCommand: Subcommand {
  enum Subject: String, CaseIterable {
    case layout
    case config
    /// The data the built pages carry (`PageSchema`), for tools that read it.
    case page
  }

  enum Form: String, CaseIterable {
    case json
    case markdown
    case xsd
  }

  static let subject = Argument(
    name: "subject",
    help: "layout (the default), config, or page: the data each built page carries.",
    isOptional: true)
  static let format = Option(
    name: "--format", valueName: "format",
    help: "json: JSON Schema draft 2020-12; markdown: the docs' tables; "
      + "xsd: XML Schema 1.0 of the XML spelling (layouts only).",
    defaultValue: "json")

  static var help: CommandHelp {
    CommandHelp(
      name: "config schema", overview: "Print the schema of layouts or of the config.",
      discussion: "Made from the same description of the format as the readers: node types "
        + "(" + NodeType.allCases.map(\.rawValue).joined(separator: ", ") + "), their "
        + "properties, defaults and limits. Name it in a file's \"$schema\" key and an editor "
        + "completes and checks the file as you type. An XML layout names the XML Schema "
        + "(--format xsd) in xsi:noNamespaceSchemaLocation on its root; what XSD cannot "
        + "state, config validate still checks.",
      arguments: [subject], options: [format],
      examples: [
        "stickypreview config schema layout > layout.schema.json",
        "stickypreview config schema layout --format xsd > layout.xsd",
        "stickypreview config schema config --format markdown",
      ])
  }

  struct Request: Equatable {
    var subject: Subject
    var form: Form
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let word = try scanner.positionals(help.arguments).first
    let subject: Subject =
      try word.map { (word) throws(UsageError) in
        try ArgumentScanner.choice(word, for: Self.subject.label)
      } ?? .layout
    let form: Form = try scanner.choice(format) ?? .json
    if subject != .layout && form == .xsd {
      throw .invalidValue(
        "xsd", option: format.usage,
        reason: "the \(subject) is JSON only; an XML Schema describes layouts")
    }
    return Request(subject: subject, form: form)
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    output.write(text(request.subject, form: request.form))
  }

  /// `parse` refuses the one pair without a text, the config as XSD.
  static func text(_ subject: Subject, form: Form) -> String {
    switch (subject, form) {
    case (.layout, .json): JSONSchemaWriter.layout()
    case (.config, .json): JSONSchemaWriter.config()
    case (.layout, .markdown): SchemaMarkdown.layoutTable()
    case (.config, .markdown): SchemaMarkdown.configTable()
    case (.layout, .xsd): XSDWriter.layout()
    case (.page, .json): PageSchema.text + "\n"
    case (.page, .markdown): PageSchema.markdown
    case (.config, .xsd), (.page, .xsd): preconditionFailure("only layouts have an XML spelling")
    }
  }
}
