import Foundation
import StickyCore
import StickyFormats
import StickySite

extension BuildCommand {
  /// What a request builds from and into: its config (read), the layouts
  /// named on the command line, the folder the config's paths start from,
  /// and the output folder. `build` resolves it once; `build --watch` reads
  /// the config again when it changes.
  struct Project {
    var request: Request
    /// The config file, when one is used.
    var configInput: Input?
    var config = ProjectConfig()
    /// The folder the config's paths start from.
    var folder: String
    /// The layouts named on the command line, which replace the config's.
    var inputs: [Input]
    /// The folder relative paths of the command line start from.
    var directory: String

    /// - Parameter directory: the folder that relative paths start from; `""`
    ///   is the process's current folder, and keeps paths in messages as the
    ///   user wrote them.
    init(_ request: Request, in directory: String, standardInput: () -> [UInt8]?) throws {
      self.request = request
      self.directory = directory
      configInput = request.config.map { Input($0).resolved(in: directory) }
      if configInput == nil, request.inputs.isEmpty {
        let path = Paths.joined(directory, ProjectConfig.fileName)
        if FileManager.default.fileExists(atPath: path) { configInput = Input(path) }
      }
      inputs = request.inputs.map { Input($0).resolved(in: directory) }
      folder = directory
      if let input = configInput {
        try read(config: input.bytes(standardInput: standardInput))
      }
    }

    /// Takes `bytes` as the config's text.
    mutating func read(config bytes: [UInt8]) throws(DiagnosticError) {
      guard let input = configInput else { return }
      config = try ProjectConfigReader.read(bytes, file: input.file)
      // A config from standard input has its paths relative to the working folder.
      folder = input.isStandardInput ? directory : Paths.folder(of: input.path)
    }

    /// Whether it builds the built-in gallery: no config and no layouts.
    var isGallery: Bool { configInput == nil && inputs.isEmpty }

    /// The layouts to build: those named on the command line, else the config's.
    func layouts() throws(DiagnosticError) -> [Input] {
      guard configInput != nil, inputs.isEmpty else { return inputs }
      return try config.screenFiles(in: folder).map(Input.init)
    }

    /// The folder images must stay inside: the config's; nil without one
    /// (each layout's own).
    var imageRoot: URL? {
      configInput.map { _ in
        URL(fileURLWithPath: folder.isEmpty ? "." : folder, isDirectory: true)
      }
    }

    var outFolder: String {
      Paths.trimmed(
        request.out.map { Paths.joined(directory, $0) } ?? Paths.joined(folder, config.output))
    }

    /// Where the config chose the output folder, for errors about that folder.
    var outputPlace: SourceLocation? {
      configInput != nil && request.out == nil ? config.outputLocation : nil
    }

    func builder(_ screens: [SiteScreen]) -> SiteBuilder {
      SiteBuilder(
        screens: screens, title: config.title, baseURL: request.baseURL ?? config.baseURL,
        theme: config.theme)
    }

    /// How a failure to write the site is reported.
    func failure(_ error: SiteError) -> CommandError {
      BuildCommand.failure(error, out: request.out ?? outFolder, outputPlace: outputPlace)
    }

    /// `Built 3 screens into _site; open _site/index.html`.
    func builtLine(count: Int) -> String {
      let screens = count == 1 ? "1 screen" : "\(count) screens"
      let what =
        isGallery
        ? "the built-in gallery of the four behaviours and their variations (\(screens))"
        : screens
      return "Built \(what) into \(outFolder); open \(Paths.joined(outFolder, "index.html"))\n"
    }
  }
}
