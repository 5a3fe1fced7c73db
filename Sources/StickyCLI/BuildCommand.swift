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
  static let watch = Option.flag(
    "--watch",
    help: "After building, keep watching the config, the layouts and their images, and build "
      + "again the pages whose inputs changed; open pages follow. Ctrl-C stops.")
  static let poll = Option.flag(
    "--poll",
    help: "With --watch, look at the inputs four times a second instead of waiting for the "
      + "system's events: for folders on network drives and container mounts, which send none.")
  static let inputs = Argument(
    name: "input",
    help: "Layout files in XML or JSON, or '-' for standard input; images are relative to "
      + "each file's folder.",
    isOptional: true, isRepeating: true)

  static let help = CommandHelp(
    name: "build", overview: "Build the static preview site.",
    discussion: "Writes a gallery page and one preview page per screen from layout files, "
      + "from a project config (\(ProjectConfig.fileName)), or, with neither, from the "
      + "built-in gallery of the four behaviours and their variations. With --watch it "
      + "goes on: each save of a layout, an image or the config builds again the pages it "
      + "changes, and an open page shows the new build where it was.",
    arguments: [inputs], options: [config, out, baseURL, watch, poll],
    examples: [
      "stickypreview build",
      "stickypreview build screens/*.xml --out docs/previews --base-url /previews/",
      "stickypreview build --config site/\(ProjectConfig.fileName)",
      "stickypreview build --watch",
    ])

  /// What the command line asks for; nil means the default.
  struct Request: Equatable {
    var inputs: [String] = []
    var config: String?
    var out: String?
    var baseURL: BaseURL?
    /// `--watch`: keep building what changes until stopped.
    var watches = false
    /// `--poll`: watch by looking at the inputs' stamps.
    var polls = false
  }

  static func run(
    _ request: Request, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings: inout some TextOutputStream
  ) throws {
    if request.watches {
      try watch(request, in: "", output: &output, warnings: &warnings)
    } else {
      try build(
        request, in: "", standardInput: standardInput, output: &output, warnings: &warnings)
    }
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
    request.watches = scanner.isSet(watch)
    request.polls = scanner.isSet(poll)
    if request.polls && !request.watches { throw .optionNeeds(poll.name, what: "'--watch'") }
    if request.watches,
      let given = (request.inputs + [request.config].compactMap { $0 }).first(where: {
        Input($0).isStandardInput
      })
    {
      throw .invalidValue(given, option: watch.name, reason: "standard input cannot be watched")
    }
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
    let project = try Project(request, in: directory, standardInput: standardInput)
    let screens: [SiteScreen]
    var noted: [Diagnostic] = []
    if project.isGallery {
      screens = try galleryScreens()
    } else {
      screens = try load(
        try project.layouts(), relativeTo: project.folder, devices: project.config.devices,
        imageRoot: project.imageRoot, standardInput: standardInput, warnings: &noted)
    }
    for warning in noted { warnings.write(DiagnosticText.line(warning.description) + "\n") }
    let builder = project.builder(screens)
    do throws(SiteError) {
      let written = try builder.write(
        to: URL(fileURLWithPath: project.outFolder, isDirectory: true),
        inputs: project.configInput?.url.map { [$0] } ?? [])
      for warning in written { warnings.write(DiagnosticText.line(warning) + "\n") }
    } catch {
      throw project.failure(error)
    }
    output.write(project.builtLine(count: builder.screens.count))
  }
}
