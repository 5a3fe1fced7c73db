import StickyFormats

/// `stickypreview config fmt [--check] FILE...`: the canonical form of layouts
/// and configs.
enum ConfigFormatCommand: Subcommand {
  static let files = Argument(
    name: "file",
    help: "Layouts (XML or JSON) and configs; '-' reads standard input and writes the "
      + "canonical form to standard output.",
    isRepeating: true)
  static let check = Option.flag(
    "--check",
    help: "List the files that are not in canonical form and exit with status 1 "
      + "if there are any; write nothing.")

  static let help = CommandHelp(
    name: "config fmt", overview: "Rewrite layouts and configs in their canonical form.",
    discussion: "The canonical form has properties in the order the format lists them, "
      + "two-space indents, one node per line in XML, numbers in their shortest exact form "
      + "and a final newline; XML comments stay where they stand, and the XML declaration "
      + "is left out (layouts are UTF-8). A file with mistakes is "
      + "reported and left as it is. Files are replaced atomically.",
    arguments: [files], options: [check],
    examples: [
      "stickypreview config fmt screens/*.xml stickypreview.json",
      "stickypreview config fmt --check screens/*",
      "stickypreview config fmt - < layout.json",
    ])

  struct Request: Equatable {
    var files: [String]
    var check: Bool
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let files = try scanner.positionals(help.arguments)
    try Input.checkStandardInputReadOnce(files, option: Self.files.label)
    return Request(files: files, check: scanner.isSet(check))
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    var problems: [String] = []
    var unformatted: [String] = []
    for path in request.files {
      let input = Input(path)
      do {
        if request.check || input.isStandardInput {
          let bytes = try input.bytes(standardInput: standardInput)
          let canonical = try canonicalBytes(of: bytes, file: input.file)
          if !request.check {
            output.write(String(decoding: canonical, as: UTF8.self))
          } else if canonical != bytes {
            unformatted.append(input.file)
          }
        } else {
          // Read under the lock, so that a concurrent edit's change is kept.
          try AtomicFile.editing(path) {
            let bytes = try input.bytes(standardInput: standardInput)
            let canonical = try canonicalBytes(of: bytes, file: input.file)
            if canonical != bytes { try AtomicFile.replace(path, with: canonical) }
          }
        }
      } catch {
        guard case .invalidInput(let lines) = CommandError(error) else { throw error }
        problems += lines
      }
    }
    for file in unformatted { output.write(file + "\n") }
    if !problems.isEmpty || !unformatted.isEmpty { throw CommandError.invalidInput(problems) }
  }

  /// The canonical form of a valid layout or config, with the line ending
  /// the file has: a file written with CRLF stays CRLF.
  static func canonicalBytes(of bytes: [UInt8], file: String) throws -> [UInt8] {
    let text = try canonicalText(of: bytes, file: file)
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), newline > 0,
      bytes[newline - 1] == UInt8(ascii: "\r")
    else { return Array(text.utf8) }
    return Array(text.utf8).flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] }
  }

  /// The canonical text of a valid layout or config, in the spelling it has.
  static func canonicalText(of bytes: [UInt8], file: String) throws -> String {
    switch try Document.read(bytes, file: file) {
    case .layout(let root, let isXML):
      _ = try ScreenBuilder.build(root)
      return isXML ? try LayoutWriter.xml(root) : LayoutWriter.json(root)
    case .config(let top):
      _ = try ProjectConfigReader.read(bytes, file: file)
      return ConfigWriter.json(top)
    }
  }
}
