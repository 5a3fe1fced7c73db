import StickyCore
import StickyFormats

/// `stickypreview config validate [FILE...] [--format text|json]`.
enum ConfigValidateCommand: Subcommand {
  static let files = Argument(
    name: "file",
    help: "Layouts and configs, recognised by content; a config's screens are checked too. "
      + "'-' reads standard input.",
    isOptional: true, isRepeating: true)
  static let format = Option(
    name: "--format", valueName: "format",
    help: "text: one line per problem on standard error; json: an array of "
      + "{path, line, column, severity, message} on standard output, warnings included.",
    defaultValue: "text")

  static let help = CommandHelp(
    name: "config validate", overview: "Check layouts and configs, reporting every problem.",
    discussion: "Reports every problem of every file, each at its place, and exits with "
      + "status 1 when there is any error; warnings (what is accepted but almost certainly "
      + "not meant) leave the status at 0.",
    arguments: [files], options: [format],
    examples: [
      "stickypreview config validate",
      "stickypreview config validate screens/*.xml --format json",
    ])

  enum Form: String, CaseIterable {
    case text
    case json
  }

  struct Request: Equatable {
    var files: [String]
    var json: Bool
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    let files = try scanner.positionals(help.arguments)
    let form: Form = try scanner.choice(format) ?? .text
    return Request(files: files.isEmpty ? [ProjectConfig.fileName] : files, json: form == .json)
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    var problems: [Diagnostic] = []
    var noted: [Diagnostic] = []
    var checked = 0
    for path in request.files {
      do throws(DiagnosticError) {
        checked += try check(Input(path), standardInput: standardInput, warnings: &noted)
      } catch {
        problems += error.diagnostics
      }
    }
    if request.json {
      output.write(json(problems + noted))
      if !problems.isEmpty { throw CommandError.invalidInput([]) }
      return
    }
    for warning in noted { warnings.write(DiagnosticText.line(warning.description) + "\n") }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    let files = checked == 1 ? "1 file" : "\(checked) files"
    let found =
      noted.isEmpty
      ? "no problems" : "no errors, \(noted.count == 1 ? "1 warning" : "\(noted.count) warnings")"
    output.write("\(files) checked, \(found)\n")
  }

  /// Checks one file, and a config's screens; tells how many files that was.
  private static func check(
    _ input: Input, standardInput: () -> [UInt8]?, warnings: inout [Diagnostic]
  ) throws(DiagnosticError) -> Int {
    let bytes = try input.bytes(standardInput: standardInput)
    switch try Document.read(bytes, file: input.file) {
    case .layout(let root, _):
      warnings += try ScreenBuilder.build(root).warnings
      return 1
    case .config:
      let config = try ProjectConfigReader.read(bytes, file: input.file)
      let files = try config.screenFiles(
        in: input.isStandardInput ? "" : Paths.folder(of: input.path))
      var problems: [Diagnostic] = []
      for file in files {
        do throws(DiagnosticError) {
          warnings += try ScreenBuilder.build(LayoutParser.read(contentsOf: file)).warnings
        } catch {
          problems += error.diagnostics
        }
      }
      guard problems.isEmpty else { throw DiagnosticError(problems) }
      return 1 + files.count
    }
  }

  private static func json(_ problems: [Diagnostic]) -> String {
    let items = problems.map { problem in
      "{\"path\": \(JSONString.quoted(problem.location.file)), \"line\": \(problem.location.line), "
        + "\"column\": \(problem.location.column), \"severity\": \"\(problem.severity.rawValue)\", "
        + "\"message\": \(JSONString.quoted(problem.message))}"
    }
    return items.isEmpty ? "[]\n" : "[\n  " + items.joined(separator: ",\n  ") + "\n]\n"
  }
}
