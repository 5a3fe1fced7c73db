import Foundation
import StickyCore
import StickyFormats
import StickySite

/// `stickypreview build [INPUT...] [--config FILE] [--out DIR] [--base-url URL]`:
/// the static preview site of SPEC sections 6 and 7.
enum BuildCommand: Subcommand {
  static let config = Option(
    name: "--config", valueName: "file",
    help: "The project config to build from ('-' reads standard input); its paths are "
      + "relative to its folder, and input "
      + "files given as arguments replace its screens.",
    defaultValue: "./\(ProjectConfig.fileName) when no input is given and it exists")
  static let out = Option(
    name: "--out", valueName: "dir",
    help: "The folder to write the site to. Only a folder that build wrote, or an empty one, "
      + "is replaced.",
    defaultValue: "the config's output, else \(ProjectConfig().output)")
  static let baseURL = Option(
    name: "--base-url", valueName: "url",
    help: "Where the site will be hosted; adds a canonical link to every page and full "
      + "addresses to the embed snippets.",
    defaultValue: "the config's baseURL, else none")
  static let inputs = Argument(
    name: "input",
    help: "Layout files in XML or JSON, or '-' for standard input; images are relative to "
      + "each file's folder.",
    isOptional: true, isRepeating: true)

  static let help = CommandHelp(
    name: "build", overview: "Build the static preview site.",
    discussion: "Writes a gallery page and one preview page per screen from layout files, "
      + "from a project config (\(ProjectConfig.fileName)), or, with neither, from the "
      + "built-in gallery of the four behaviours and their variations.",
    arguments: [inputs], options: [config, out, baseURL],
    examples: [
      "stickypreview build",
      "stickypreview build screens/*.xml --out docs/previews --base-url /previews/",
      "stickypreview build --config site/\(ProjectConfig.fileName)",
    ])

  /// What the command line asks for; nil means the default.
  struct Request: Equatable {
    var inputs: [String] = []
    var config: String?
    var out: String?
    var baseURL: BaseURL?
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    try build(
      request, in: "", standardInput: standardInput, output: &output, warnings: &warnings)
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    let scanner = try ArgumentScanner(arguments, options: help.options)
    var request = Request(inputs: try scanner.positionals(help.arguments))
    try Input.checkStandardInputReadOnce(
      request.inputs + [scanner.value(of: config)].compactMap { $0 }, option: inputs.label)
    for option in [config, out] {
      if scanner.value(of: option) == "" {
        throw .invalidValue("", option: option.usage, reason: "expected a path")
      }
    }
    request.config = scanner.value(of: config)
    request.out = scanner.value(of: out)
    if let text = scanner.value(of: baseURL) {
      guard let address = BaseURL(text) else {
        throw .invalidValue(text, option: baseURL.usage, reason: "expected \(BaseURL.summary)")
      }
      request.baseURL = address
    }
    return request
  }

  /// Builds the site a request asks for and prints where it went.
  ///
  /// - Parameter directory: the folder that relative paths start from; `""`
  ///   is the process's current folder, and keeps paths in messages as the
  ///   user wrote them.
  static func build(
    _ request: Request, in directory: String, standardInput: () -> [UInt8]?,
    output: inout some TextOutputStream, warnings: inout some TextOutputStream
  ) throws {
    var configInput = request.config.map { Input($0).resolved(in: directory) }
    if configInput == nil, request.inputs.isEmpty {
      let path = Paths.joined(directory, ProjectConfig.fileName)
      if FileManager.default.fileExists(atPath: path) { configInput = Input(path) }
    }
    let inputs = request.inputs.map { Input($0).resolved(in: directory) }
    var config = ProjectConfig()
    var folder = directory
    let screens: [SiteScreen]
    // Where the config chose the output folder, for errors about that folder.
    var outputPlace: SourceLocation? = nil
    var noted: [Diagnostic] = []
    if let input = configInput {
      config = try ProjectConfigReader.read(
        input.bytes(standardInput: standardInput), file: input.file)
      // A config from standard input has its paths relative to the working folder.
      folder = input.isStandardInput ? directory : Paths.folder(of: input.path)
      outputPlace = request.out == nil ? config.outputLocation : nil
      let files = inputs.isEmpty ? try config.screenFiles(in: folder).map(Input.init) : inputs
      screens = try load(
        files, relativeTo: folder, devices: config.devices,
        imageRoot: URL(fileURLWithPath: folder.isEmpty ? "." : folder, isDirectory: true),
        standardInput: standardInput, warnings: &noted)
    } else if !inputs.isEmpty {
      screens = try load(inputs, standardInput: standardInput, warnings: &noted)
    } else {
      screens = try galleryScreens()
    }
    for warning in noted { warnings.write(DiagnosticText.line(warning.description) + "\n") }
    let builder = SiteBuilder(
      screens: screens, title: config.title, baseURL: request.baseURL ?? config.baseURL,
      theme: config.theme)
    let outFolder = Paths.trimmed(
      request.out.map { Paths.joined(directory, $0) } ?? Paths.joined(folder, config.output))
    do throws(SiteError) {
      let written = try builder.write(
        to: URL(fileURLWithPath: outFolder, isDirectory: true),
        inputs: configInput?.url.map { [$0] } ?? [])
      for warning in written { warnings.write(DiagnosticText.line(warning) + "\n") }
    } catch {
      throw failure(error, out: request.out ?? outFolder, outputPlace: outputPlace)
    }
    let count = builder.screens.count == 1 ? "1 screen" : "\(builder.screens.count) screens"
    let what =
      configInput == nil && inputs.isEmpty
      ? "the built-in gallery of the four behaviours and their variations (\(count))" : count
    output.write(
      "Built \(what) into \(outFolder); open \(Paths.joined(outFolder, "index.html"))\n")
  }
}
