import Foundation

/// The hostile inputs in Hostile/, read from the source tree by path.
enum HostileInput {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Hostile")

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
