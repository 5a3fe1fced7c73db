import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

@Suite struct SiteWriterTests {
  let small = SiteBuilder.testing(screens: [SiteScreen(screen: Screens.stickyCell)])

  @Test func writesANewSiteWithItsMarker() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "deep/_site")
    try small.write(to: out)
    let written = TemporaryFolder.contents(of: out)
    let expected = try small.files()
    #expect(Set(written.keys) == Set(expected.map(\.path)))
    for file in expected { #expect(written[file.path] == Data(file.bytes)) }
    #expect(written[".stickypreview"] != nil)
    // Nothing is left beside it.
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: temp.url.appending(path: "deep").path(percentEncoded: false))
    #expect(siblings == ["_site"])
  }

  @Test func replacesItsOwnSiteCompletely() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try SiteBuilder.testing(screens: Screens.gallery.map { SiteScreen(screen: $0) }).write(to: out)
    try temp.write("stale", to: "_site/stale.txt")
    try small.write(to: out)
    let written = TemporaryFolder.contents(of: out)
    #expect(Set(written.keys) == Set(try small.files().map(\.path)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["_site"])
  }

  @Test func refusesAFolderItDidNotMake() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try temp.write("my notes", to: "docs/notes.txt")
    let out = temp.url.appending(path: "docs")
    let error = #expect(throws: SiteError.self) { try small.write(to: out) }
    #expect(error?.message.contains(".stickypreview") == true)
    #expect(error?.message.contains("refusing") == true)
    #expect(TemporaryFolder.contents(of: out) == ["notes.txt": Data("my notes".utf8)])
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["docs"])
  }

  @Test func refusesAFileAndASymbolicLink() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try temp.write("x", to: "file")
    #expect(throws: SiteError.self) { try small.write(to: temp.url.appending(path: "file")) }
    try small.write(to: temp.url.appending(path: "real"))
    try FileManager.default.createSymbolicLink(
      at: temp.url.appending(path: "link"), withDestinationURL: temp.url.appending(path: "real"))
    #expect(throws: SiteError.self) { try small.write(to: temp.url.appending(path: "link")) }
  }

  @Test func usesAnEmptyFolder() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "empty")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    try small.write(to: out)
    #expect(TemporaryFolder.contents(of: out)[".stickypreview"] != nil)
  }

  @Test func keepsTheOldSiteOnError() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try small.write(to: out)
    let before = TemporaryFolder.contents(of: out)
    var broken = Screens.stretchyHeader
    broken.id = "another"
    broken.scroll.header?.image = "missing.jpg"
    let failing = SiteBuilder.testing(
      screens: [SiteScreen(screen: Screens.stretchyHeader), SiteScreen(screen: broken)])
    #expect(throws: SiteError.self) { try failing.write(to: out) }
    #expect(TemporaryFolder.contents(of: out) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["_site"])
  }

  @Test func keepsTheOldSiteWhenWritingFails() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try small.write(to: out)
    let before = TemporaryFolder.contents(of: out)
    // A file path that cannot be created: a file where a folder must go.
    let files = try small.files() + [("index.html/inner", Array("x".utf8))]
    #expect(throws: SiteError.self) { try SiteWriter(folder: out).replace(with: files) }
    #expect(TemporaryFolder.contents(of: out) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["_site"])
  }
}
