import Foundation
import StickySite

/// A fresh folder under the system's temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "stickysite-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, to path: String) throws {
    let file = url.appending(path: path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Every file below `folder` (hidden ones included), relative path to bytes.
  static func contents(of folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let base = folder.standardizedFileURL.path(percentEncoded: false)
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
    for case let path as String in enumerator {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: prefix + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[path] = FileManager.default.contents(atPath: prefix + path)
      }
    }
    return result
  }
}

extension SiteBuilder {
  /// The built files as text, by path.
  func texts() throws -> [String: String] {
    var result: [String: String] = [:]
    for file in try files() { result[file.path] = String(decoding: file.bytes, as: UTF8.self) }
    return result
  }
}

extension String {
  /// The text between the first `open` and the next `close`.
  func between(_ open: String, _ close: String) -> Substring? {
    guard let start = range(of: open), let end = self[start.upperBound...].range(of: close)
    else { return nil }
    return self[start.upperBound..<end.lowerBound]
  }

  func occurrences(of needle: String) -> Int {
    components(separatedBy: needle).count - 1
  }
}
