import Foundation
import Testing

@testable import StickyCLI

/// Edits of files by `config set`, `fmt` and `convert --output`, and the
/// project `config init` writes, against races, links, line endings and
/// killed runs.
@Suite struct ConfigEditSafetyTests {
  static let config = """
    {
      "version": 1,
      "screens": ["a.xml"],
      "theme": {"accent": "#123456"}
    }

    """

  @Test func initRefusesALinkedFolderAndWritesNothing() throws {
    let folder = try ScratchFolder()
    let project = folder.file("project")
    let elsewhere = folder.file("elsewhere")
    for path in [project, elsewhere] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: project + "/screens", withDestinationPath: elsewhere)
    let run = CommandRun("config", "init", project)
    #expect(
      run
        == CommandRun(
          status: 1,
          errors: "\(project)/screens: error: is a symbolic link; config init writes only "
            + "inside \(project) and follows no link out of it\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: project) == ["screens"])
  }
}
