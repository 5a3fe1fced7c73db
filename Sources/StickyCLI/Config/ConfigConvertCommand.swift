import StickyCore
import StickyFormats

/// `stickypreview config convert FILE --to json|xml [--output FILE]`.
enum ConfigConvertCommand: Subcommand {
  static let file = Argument(
    name: "file", help: "The layout to convert, or '-' for standard input.")
  static let to = Option(
    name: "--to", valueName: "spelling", help: "The spelling to write: json or xml.")
  static let outputFile = Option(
    name: "--output", valueName: "file",
    help: "Where to write the result; it must not exist yet.", defaultValue: "standard output")

  static let help = CommandHelp(
    name: "config convert", overview: "Convert a layout between XML and JSON.",
    discussion: "Writes the layout in the other spelling, in canonical form. Nothing is lost: "
      + "converting there and back gives the canonical form of the original, comments "
      + "included. The schema a layout names for editors (\"$schema\" in JSON, "
      + "xsi:noNamespaceSchemaLocation in XML) is carried across as it is.",
    arguments: [file], options: [to, outputFile],
    examples: [
      "stickypreview config convert screen.xml --to json",
      "stickypreview config convert screen.json --to xml --output screen.xml",
    ])

  enum Spelling: String, CaseIterable {
    case json
    case xml
  }

  struct Request: Equatable {
    var path: String
    var toXML: Bool
    var output: String?
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let path = try scanner.positionals(help.arguments)[0]
    guard let spelling: Spelling = try scanner.choice(to) else {
      throw .missingArgument(to.usage)
    }
    if scanner.value(of: outputFile) == "" {
      throw .invalidValue("", option: outputFile.usage, reason: "expected a path")
    }
    return Request(path: path, toXML: spelling == .xml, output: scanner.value(of: outputFile))
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    let input = Input(request.path)
    let bytes = try input.bytes(standardInput: standardInput)
    guard case .layout(let root, _) = try Document.read(bytes, file: input.file) else {
      throw DiagnosticError([
        Diagnostic(
          "this is a project config; only layouts convert between XML and JSON",
          at: SourceLocation(file: input.file, line: 1, column: 1))
      ])
    }
    _ = try ScreenBuilder.build(root)
    let text = request.toXML ? try LayoutWriter.xml(root) : LayoutWriter.json(root)
    guard let path = request.output else {
      output.write(text)
      return
    }
    // Under the lock, so that it takes turns with a set or fmt of the same file.
    try AtomicFile.editing(path) { try AtomicFile.create(path, with: Array(text.utf8)) }
  }
}
