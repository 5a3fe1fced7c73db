import Foundation
import Testing

@testable import StickyCLI

/// The README shows pictures from `site/previews/`; docs/contributing.md lists
/// the commands that made them ("The README's pictures"). Each file must still
/// be exactly what its command prints, and the README must show it.
@Suite struct ReadmeImagesTests {
  @Test func readmePicturesAreUpToDate() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let contributing = try String(
      contentsOf: root.appendingPathComponent("docs/contributing.md"), encoding: .utf8)
    let commands = contributing.split(separator: "\n").filter {
      ($0.hasPrefix("stickypreview animate ") || $0.hasPrefix("stickypreview snapshot "))
        && $0.contains("--output site/previews/")
    }
    #expect(commands.count == 5)
    for command in commands {
      var words = command.split(separator: " ").dropFirst().map(String.init)
      let output = try #require(words.firstIndex(of: "--output"))
      let image = words[output + 1]
      words.removeSubrange(output...(output + 1))
      // Paths in the commands are relative to the package's root.
      words[1] = root.appendingPathComponent(words[1]).path
      let run = CommandRun(words)
      #expect(run.status == 0, "\(run.errors)")
      let file = try String(contentsOf: root.appendingPathComponent(image), encoding: .utf8)
      let upToDate = file == run.output
      #expect(upToDate, "\(image) is out of date: run `\(command)`")
      #expect(readme.contains("src=\"\(image)\""), "the README does not show \(image)")
    }
  }
}
