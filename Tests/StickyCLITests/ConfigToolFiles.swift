import Foundation

/// The layouts the config tool must carry through every conversion: the
/// gallery's, the fixtures' and the examples `config init` writes.
enum ConfigToolFiles {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Paths of the repository's layout files, XML and JSON.
  static var repositoryLayouts: [String] {
    let folders = ["site/screens", "Tests/StickyCoreTests/Fixtures"]
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter {
        ($0.hasSuffix(".xml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".expected.json")
      }
      .sorted().map { url.appendingPathComponent($0).path }
    }
  }
}

/// A fresh folder for one test, removed at the end.
final class ScratchFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("stickycli-config-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  func bytes(_ name: String) -> Data? { FileManager.default.contents(atPath: file(name)) }

  func text(_ name: String) -> String? { bytes(name).map { String(decoding: $0, as: UTF8.self) } }
}
