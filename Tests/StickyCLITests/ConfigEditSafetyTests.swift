import Foundation
import StickySite
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

  @Test func concurrentSetsOnOneFileKeepBothChanges() async throws {
    let folder = try ScratchFolder()
    let file = folder.file("stickypreview.json")
    for round in 0..<50 {
      try folder.write(Self.config, to: "stickypreview.json")
      let first = try BuiltTool.start([
        "config", "set", "title", "Round \(round)", "--config", file,
      ])
      let second = try BuiltTool.start(["config", "set", "output", "out\(round)", "--config", file])
      let statuses = (await first.exited(), await second.exited())
      #expect(statuses == (0, 0))
      let text = try #require(folder.text("stickypreview.json"))
      #expect(text.contains("\"Round \(round)\"") && text.contains("\"out\(round)\""), "\(text)")
    }
    // The lock file goes with the last edit.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["stickypreview.json"])
  }

  @Test func aConcurrentFmtAndSetKeepBothChanges() async throws {
    let folder = try ScratchFolder()
    let file = folder.file("stickypreview.json")
    for round in 0..<20 {
      try folder.write(Self.config, to: "stickypreview.json")
      let format = try BuiltTool.start(["config", "fmt", file])
      let set = try BuiltTool.start(["config", "set", "title", "Round \(round)", "--config", file])
      let statuses = (await format.exited(), await set.exited())
      #expect(statuses == (0, 0))
      let text = try #require(folder.text("stickypreview.json"))
      // The theme laid out over lines is fmt's change; the title is set's.
      #expect(text.contains("\"Round \(round)\"") && text.contains("{\n    \"accent\""), "\(text)")
    }
  }

  /// An edit lock kept by a stopped or stuck edit makes the next edit give up
  /// naming the lock and its holder, instead of waiting without a word.
  @Test func anEditGivesUpOnALockHeldTooLong() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    let lockPath = folder.file(".stickypreview.json.lock")
    let held = try FileLock(path: lockPath, waitingAtMost: .zero)
    defer { held.release() }
    var edited = false
    let error = #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.editing(file, waitingAtMost: .milliseconds(100)) { edited = true }
    }
    #expect(!edited)
    #expect(
      error?.description.hasPrefix(
        "cannot edit \(file): process \(getpid()) has held its edit lock \(lockPath) for over ")
        == true)
    #expect(folder.text("stickypreview.json") == Self.config)
    #expect(AtomicFile.editLockTimeout == .seconds(10))
  }

  @Test func setWritesThroughASymbolicLink() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: true)
    try folder.write(Self.config, to: "real/target.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: "real/target.json")
    let run = CommandRun("config", "set", "title", "Linked", "--config", folder.file("link.json"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json"))
        == "real/target.json")
    #expect(folder.text("real/target.json")?.contains(#""title": "Linked""#) == true)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["target.json"])
  }

  @Test func fmtWritesThroughASymbolicLink() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: true)
    try folder.write(Self.layout, to: "real/target.xml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.xml"), withDestinationPath: folder.file("real/target.xml"))
    let run = CommandRun("config", "fmt", folder.file("link.xml"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.xml"))
        == folder.file("real/target.xml"))
    let formatted = try #require(folder.text("real/target.xml"))
    #expect(formatted != Self.layout)
    #expect(CommandRun("config", "fmt", "--check", folder.file("real/target.xml")).status == 0)
  }

  static let layout = """
    <screen id="s" device="iphone-15"><scroll><list id="rows" count="3" rowHeight="44"/></scroll></screen>

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

  @Test func setKeepsCRLFLineEndings() throws {
    let folder = try ScratchFolder()
    let crlf = Self.config.replacingOccurrences(of: "\n", with: "\r\n")
    try folder.write(crlf, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    #expect(CommandRun("config", "set", "title", "Mine", "--config", file).status == 0)
    let bytes = try #require(folder.bytes("stickypreview.json"))
    let bareLineFeeds = bytes.indices.filter {
      bytes[$0] == UInt8(ascii: "\n") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "\r"))
    }
    #expect(bareLineFeeds.isEmpty, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    #expect(
      folder.text("stickypreview.json")
        == crlf.replacingOccurrences(
          of: "\"#123456\"}\r\n", with: "\"#123456\"},\r\n  \"title\": \"Mine\"\r\n"))
  }

  @Test func fmtKeepsCRLFLineEndings() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.layout.replacingOccurrences(of: "\n", with: "\r\n"), to: "crlf.xml")
    try folder.write(Self.layout, to: "lf.xml")
    #expect(CommandRun("config", "fmt", folder.file("crlf.xml"), folder.file("lf.xml")).status == 0)
    let lf = try #require(folder.text("lf.xml"))
    #expect(lf.contains("\n") && !lf.contains("\r"))
    #expect(folder.text("crlf.xml") == lf.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(CommandRun("config", "fmt", "--check", folder.file("crlf.xml")).status == 0)
  }

  @Test func aRejectedSetOfAnExistingKeyIsPlacedAtItsValueOnDisk() throws {
    let folder = try ScratchFolder()
    let text = """
      {"version": 1, "screens": ["a.xml"],
        "devices": ["iphone-se"]}

      """
    try folder.write(text, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    let run = CommandRun(
      "config", "set", "devices", #"["iphone-se", "pixle-8"]"#, "--config", file)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(file):2:14: error: "), "\(run.errors)")
    #expect(folder.text("stickypreview.json") == text)
  }

  @Test func aProblemAfterTheChangeIsPlacedWhereItIsOnDisk() throws {
    let folder = try ScratchFolder()
    let text = """
      {"version": 1, "screens": ["a.xml"],
        "theme": {"appearance": "dark"}, "title": 3}

      """
    try folder.write(text, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    let run = CommandRun("config", "set", "theme.appearance", "light", "--config", file)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(file):2:45: error: "), "\(run.errors)")
  }

  @Test func aRejectedSetOfANewKeyNamesTheFileAndTheKey() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let file = folder.file("stickypreview.json")
    let run = CommandRun("config", "set", "theme.appearance", "dim", "--config", file)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(file): error: setting \"theme.appearance\": "), "\(run.errors)")
    #expect(folder.text("stickypreview.json") == Self.config)
  }

  @Test func aSetRemovesTheTemporaryFilesOfAKilledEdit() throws {
    let folder = try ScratchFolder()
    try folder.write(Self.config, to: "stickypreview.json")
    let leftovers = [".stickypreview.json.tmp-a1B2c3", ".stickypreview.json.tmp-ZZZZZZ"]
    let others = [
      ".stickypreview.json.tmp-short", ".stickypreview.json.tmp-a1B2c3d", ".other.json.tmp-a1B2c3",
      "stickypreview.json.tmp-a1B2c3",
    ]
    for name in leftovers + others { try folder.write("{", to: name) }
    let file = folder.file("stickypreview.json")
    #expect(CommandRun("config", "set", "title", "Mine", "--config", file).status == 0)
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        == Set(others + ["stickypreview.json"]))
  }
}
