import Foundation
import Testing

@testable import StickyCLI

/// The README shows animations from `site/previews/`, with the commands that
/// made them; each file must still be exactly what its command prints.
@Test func readmeAnimationsAreUpToDate() throws {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(
    contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let commands = readme.split(separator: "\n").filter {
    $0.hasPrefix("stickypreview animate ") && $0.contains("--output site/previews/")
  }
  #expect(commands.count == 2)
  for command in commands {
    var words = command.split(separator: " ").dropFirst().map(String.init)
    let output = try #require(words.firstIndex(of: "--output"))
    let image = words[output + 1]
    words.removeSubrange(output...(output + 1))
    // Paths in the README are relative to the package's root.
    words[1] = root.appendingPathComponent(words[1]).path
    let run = CommandRun(words)
    #expect(run.status == 0, "\(run.errors)")
    let file = try String(contentsOf: root.appendingPathComponent(image), encoding: .utf8)
    let upToDate = file == run.output
    #expect(upToDate, "\(image) is out of date: run `\(command)`")
    #expect(readme.contains("](\(image))"), "the README does not show \(image)")
  }
}
