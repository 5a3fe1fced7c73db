import StickyFormats

/// `stickypreview config init [DIR]`: a project that builds at once.
enum ConfigInitCommand: Subcommand {
  static let folder = Argument(
    name: "dir", help: "The folder to create the project in; made if missing.",
    isOptional: true)

  static let help = CommandHelp(
    name: "config init",
    overview: "Create a project: a config, two example screens, their schemas.",
    discussion: "Writes \(ProjectConfig.fileName) and two screens, one in XML and one in "
      + "JSON, each showing a behaviour, that 'stickypreview build' turns into a site at "
      + "once, and the JSON Schemas every file names so that an editor checks it. Writes "
      + "nothing if any of these files already exists.",
    arguments: [folder],
    examples: ["stickypreview config init", "stickypreview config init previews"])

  static func parse(_ arguments: [String]) throws(UsageError) -> String {
    let scanner = try ArgumentScanner(arguments, options: [])
    return try scanner.positionals(help.arguments).first ?? ""
  }

  static func run(
    _ folder: String, standardInput: () -> [UInt8]?, output: inout some TextOutputStream,
    warnings _: inout some TextOutputStream
  ) throws {
    let files = ProjectTemplate.files.map { (path: Paths.joined(folder, $0.path), text: $0.text) }
    let existing = files.filter { AtomicFile.exists($0.path) }
    guard existing.isEmpty else {
      throw CommandError.invalidInput(
        existing.map { "error: \($0.path) already exists; config init writes no file over another" }
      )
    }
    // A link among the folders it writes in would take the files out of DIR.
    let links = Set(files.flatMap { linkedFolders(on: $0.path, under: folder) }).sorted()
    guard links.isEmpty else {
      let place = folder.isEmpty ? "the current folder" : folder
      throw CommandError.invalidInput(
        links.map {
          "\($0): error: is a symbolic link; config init writes only inside \(place) and "
            + "follows no link out of it"
        })
    }
    var created: [String] = []
    do {
      for file in files {
        try AtomicFile.makeFolders(Paths.folder(of: file.path))
        try AtomicFile.create(file.path, with: Array(file.text.utf8))
        created.append(file.path)
      }
    } catch {
      // A file that appeared meanwhile: leave no half project behind.
      AtomicFile.remove(created)
      throw error
    }
    let place = folder.isEmpty ? "." : folder
    output.write("Created a project in \(place):\n")
    for file in files { output.write("  \(file.path)\n") }
    output.write(
      "Build it with 'stickypreview build'" + (folder.isEmpty ? "" : " in \(folder)") + ".\n")
  }

  /// The folders between `folder` and the file at `path` that are symbolic
  /// links; `folder` itself is where the user asked for the project.
  private static func linkedFolders(on path: String, under folder: String) -> [String] {
    let parts = Paths.relative(path, to: folder).split(separator: "/").dropLast()
    var current = folder
    return parts.compactMap { part in
      current = Paths.joined(current, String(part))
      return AtomicFile.isLink(current) ? current : nil
    }
  }
}
