import Foundation
import Testing

@testable import StickyFormats

@Suite struct GlobTests {
  @Test(arguments: [
    ("*.xml", "a.xml", true),
    ("*.xml", "a.json", false),
    ("*", "", true),
    ("?.xml", "ab.xml", false),
    ("?.xml", "é.xml", true),
    ("a*b*c", "aXbYc", true),
    ("a*b*c", "aXbYcZ", false),
    ("a*ab", "aaab", true),
    ("*x*", "yyy", false),
    ("**", "anything", true),
    ("*", ".hidden", false),
    ("?hidden", ".hidden", false),
    (".*", ".hidden", true),
    ("[ab].xml", "[ab].xml", true),
  ])
  func segments(pattern: String, name: String, matches: Bool) {
    #expect(Glob.matches(Array(pattern), Array(name)) == matches)
  }

  /// A folder of layouts, hidden files, a deep tree and a link back into it.
  private static func tree() throws -> String {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "stickyformats-glob-\(UUID().uuidString)", directoryHint: .isDirectory)
    for file in [
      "a.xml", "b.xml", ".hidden.xml", "c.json", "notes.txt", "screens/one.xml",
      "screens/two.json", "screens/.draft.xml", "screens/deep/three.xml",
      "screens/deep/deeper/four.xml", ".git/x.xml",
    ] {
      let url = root.appending(path: file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: url)
    }
    try FileManager.default.createSymbolicLink(
      at: root.appending(path: "screens/deep/loop"),
      withDestinationURL: root.appending(path: "screens"))
    try FileManager.default.createSymbolicLink(
      at: root.appending(path: "link"), withDestinationURL: root.appending(path: "screens"))
    return root.path(percentEncoded: false).trimmingSuffix("/")
  }

  @Test func patternsNameFilesBelowTheFolder() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func files(_ pattern: String) -> [String] {
      Glob(pattern).files(in: root).map { String($0.dropFirst(root.count + 1)) }
    }
    #expect(files("*.xml") == ["a.xml", "b.xml"])
    #expect(files("?.*") == ["a.xml", "b.xml", "c.json"])
    #expect(files("screens/*") == ["screens/one.xml", "screens/two.json"])
    #expect(
      files("**/*.xml")
        == [
          "a.xml", "b.xml", "screens/deep/deeper/four.xml", "screens/deep/three.xml",
          "screens/one.xml",
        ])
    #expect(
      files("screens/**")
        == [
          "screens/deep/deeper/four.xml", "screens/deep/three.xml", "screens/one.xml",
          "screens/two.json",
        ])
    #expect(files("screens/**/deeper/*.xml") == ["screens/deep/deeper/four.xml"])
    #expect(files("**/**/three.xml") == ["screens/deep/three.xml"])
    #expect(files(".hidden.xml") == [".hidden.xml"])
    #expect(files(".*.xml") == [".hidden.xml"])
    #expect(files("screens/.*") == ["screens/.draft.xml"])
    #expect(files("link/*.xml") == ["link/one.xml"])
    #expect(files("screens/deep/loop/one.xml") == ["screens/deep/loop/one.xml"])
    #expect(files("screens//one.xml") == ["screens/one.xml"])
    #expect(files("screens/../a.xml") == ["screens/../a.xml"])
    #expect(files("screens") == [])
    #expect(files("missing/*.xml") == [])
    #expect(files("*.yaml") == [])
  }

  @Test func pathsStartWithTheFolderAsGiven() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(Glob("a.*").files(in: root + "/") == [root + "/a.xml"])
    #expect(Glob(root + "/screens/*.json").files(in: "elsewhere") == [root + "/screens/two.json"])
  }

  @Test func configScreensKeepTheirOrderAndReportPatternsWithoutFiles() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = "stickypreview.json"
    let config = try ProjectConfigReader.read(
      Array(#"{"version": 1, "screens": ["screens/*.xml", "*.xml", "a.xml", "b/*.json"]}"#.utf8),
      file: file)
    do {
      _ = try config.screenFiles(in: root)
      Issue.record("a pattern without files was accepted")
    } catch {
      #expect(error.description == #"stickypreview.json:1:63: error: "b/*.json" matches no file"#)
    }
    let found = try ProjectConfig(screens: Array(config.screens.prefix(3))).screenFiles(in: root)
    #expect(found == ["screens/one.xml", "a.xml", "b.xml"].map { root + "/" + $0 })
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
