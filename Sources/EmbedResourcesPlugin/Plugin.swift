import Foundation
import PackagePlugin

/// Embeds the page templates (`Templates/`) and the built-in gallery layouts
/// (`site/screens/`) into the target that uses it, as one generated Swift source, so the
/// built binary needs no files beside it.
@main
struct EmbedResourcesPlugin: BuildToolPlugin {
  /// The folders whose files are embedded; the rest of `site/` (the README's
  /// images) is for people, not for the binary.
  static let folders = ["Templates", "site/screens"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var relativePaths: [String] = []
    for folder in Self.folders {
      relativePaths += try files(under: root.appending(path: folder), relativeTo: root)
    }
    relativePaths.sort()
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(relativePaths.count) template and gallery files",
        executable: try context.tool(named: "EmbedResources").url,
        arguments: [output.path(percentEncoded: false), root.path(percentEncoded: false)]
          + relativePaths,
        inputFiles: relativePaths.map { root.appending(path: $0) },
        outputFiles: [output])
    ]
  }

  /// The regular, non-hidden files below `folder`, as paths relative to `root`.
  private func files(under folder: URL, relativeTo root: URL) throws -> [String] {
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let rootPath = root.standardizedFileURL.path(percentEncoded: false)
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    var result: [String] = []
    for case let url as URL in enumerator {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
        continue
      }
      let path = url.standardizedFileURL.path(percentEncoded: false)
      guard path.hasPrefix(prefix) else { continue }
      result.append(String(path.dropFirst(prefix.count)))
    }
    return result
  }
}
