import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

/// The site `build --watch` keeps: each write leaves exactly the site a
/// build of the same screens writes, and touches nothing it need not.
@Suite struct LiveSiteTests {
  /// A file as found: which file it is, when it was written, and its bytes.
  struct Found: Equatable {
    var inode: UInt64
    var modified: Int64
    var bytes: Data
  }

  /// Every file below `folder`, by relative path.
  static func files(in folder: URL) -> [String: Found] {
    TemporaryFolder.contents(of: folder).reduce(into: [:]) { found, file in
      var status = stat()
      _ = stat(folder.appending(path: file.key).path(percentEncoded: false), &status)
      found[file.key] = Found(
        inode: UInt64(status.st_ino),
        modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
        bytes: file.value)
    }
  }

  static func builder(_ screens: [Screen]) -> SiteBuilder {
    SiteBuilder.testing(screens: screens.map { SiteScreen(screen: $0) })
  }

  /// The site a build that watches writes in full for `screens`, by path,
  /// with the copies of the pages of the screens of `copied` only: the first
  /// build of a session writes none, each screen made afterwards its own.
  static func expected(
    _ screens: [Screen], problems: [String: [Diagnostic]] = [:], copied: Set<String> = []
  ) throws -> [String: Data] {
    var builder = builder(screens)
    builder.isWatched = true
    var files = SiteFiles()
    try builder.make(into: &files, problems: problems)
    return Dictionary(
      uniqueKeysWithValues: files.sorted.filter { file in
        !file.path.hasSuffix("/" + WatchState.pageFileName)
          || copied.contains(String(file.path.prefix { $0 != "/" }))
      }.map { ($0.path, Data($0.bytes)) })
  }

  /// What differs between two findings, outside the folders of `except`.
  static func changed(_ before: [String: Found], _ after: [String: Found], except: [String])
    -> [String]
  {
    Set(before.keys).union(after.keys).sorted().filter { path in
      !except.contains { path.hasPrefix($0 + "/") } && before[path] != after[path]
    }
  }

  /// Runs `body` with a LiveSite of the gallery's screens, written in full,
  /// at `_site` in a fresh folder.
  static func withSite(_ body: (LiveSite, URL, TemporaryFolder) throws -> Void) throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    let site = try LiveSite(folder: out)
    defer { site.close() }
    #expect(try site.write(builder(Screens.gallery), changed: nil, problems: [:]).isFull)
    try body(site, out, temp)
  }

  @Test func aScreenMadeAgainReplacesOnlyItsFolderAndTheGalleryOnlyWhenItsCardChanged() throws {
    try Self.withSite { site, out, temp in
      var screens = Screens.gallery
      let before = Self.files(in: out)
      #expect(TemporaryFolder.contents(of: out) == (try Self.expected(screens)))

      // The pull past the ends changes the page, not the card.
      let id = screens[1].id
      screens[1].overscroll = 120
      let change = try site.write(Self.builder(screens), changed: [id], problems: [:])
      #expect(change.made == [id] && change.added.isEmpty && !change.gallery && !change.isFull)
      let after = Self.files(in: out)
      #expect(Self.changed(before, after, except: [id]).isEmpty)
      #expect(
        before.filter { $0.key.hasPrefix(id + "/") } != after.filter { $0.key.hasPrefix(id + "/") })
      #expect(TemporaryFolder.contents(of: out) == (try Self.expected(screens, copied: [id])))

      // A title changes its card: the gallery is written again, and nothing else.
      screens[1].title = "Another title"
      let titled = try site.write(Self.builder(screens), changed: [id], problems: [:])
      #expect(titled.made == [id] && titled.gallery)
      #expect(Self.changed(after, Self.files(in: out), except: [id]) == ["index.html"])
      #expect(TemporaryFolder.contents(of: out) == (try Self.expected(screens, copied: [id])))

      // The same screens again: nothing to do.
      let same = Self.files(in: out)
      #expect(try site.write(Self.builder(screens), changed: [], problems: [:]).isEmpty)
      #expect(Self.files(in: out) == same)
      // Nothing is left beside the site but the lock, held until `close`.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted()
          == ["._site.lock", "_site"])
    }
  }

  @Test func screensThatLeaveAndComeAndProblemsTouchOnlyWhatTheyChange() throws {
    try Self.withSite { site, out, _ in
      var screens = Screens.gallery
      let gone = screens.remove(at: 2)
      let removal = try site.write(Self.builder(screens), changed: [], problems: [:])
      #expect(removal.removed == [gone.id] && removal.gallery && removal.made.isEmpty)
      #expect(TemporaryFolder.contents(of: out) == (try Self.expected(screens)))

      screens.append(gone)
      let back = try site.write(Self.builder(screens), changed: [], problems: [:])
      #expect(back.made == [gone.id] && back.added == [gone.id] && back.gallery)
      #expect(TemporaryFolder.contents(of: out) == (try Self.expected(screens, copied: [gone.id])))

      // A problem changes the state beside the screen's page, and only that.
      let before = Self.files(in: out)
      let place = SourceLocation(file: "screens/a.xml", line: 4, column: 9)
      let problems = [
        screens[0].id: [Diagnostic("\"height\" must be a length, not \"abc\"", at: place)]
      ]
      let stated = try site.write(Self.builder(screens), changed: [], problems: problems)
      #expect(stated.restated == [screens[0].id] && stated.made.isEmpty && !stated.gallery)
      let state = screens[0].id + "/" + WatchState.fileName
      #expect(Self.changed(before, Self.files(in: out), except: []) == [state])
      let text = try #require(
        String(data: TemporaryFolder.contents(of: out)[state]!, encoding: .utf8))
      #expect(text.contains(#""file":"screens/a.xml","line":4,"column":9"#))
      #expect(
        TemporaryFolder.contents(of: out)
          == (try Self.expected(screens, problems: problems, copied: [gone.id])))
      // A good build of the screen clears it.
      let cleared = try site.write(Self.builder(screens), changed: [screens[0].id], problems: [:])
      #expect(cleared.made == [screens[0].id])
      #expect(
        TemporaryFolder.contents(of: out)
          == (try Self.expected(screens, copied: [gone.id, screens[0].id])))
    }
  }

  @Test func aSecondWatcherAndABuildOfTheSameFolderAreRefusedAtOnce() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    let site = try LiveSite(folder: out)
    let started = ContinuousClock.now
    let second = #expect(throws: SiteError.self) { _ = try LiveSite(folder: out) }
    let build = #expect(throws: SiteError.self) {
      try Self.builder(Screens.gallery).write(to: out)
    }
    // Well within the two minutes a build waits for another build.
    #expect(ContinuousClock.now - started < .seconds(60))
    for error in [second, build] {
      #expect(
        error?.message.contains("stickypreview build --watch (process \(getpid())) is keeping")
          == true, "\(String(describing: error))")
    }
    site.close()
    try Self.builder(Screens.gallery).write(to: out)
  }

  @Test func aSiteBuiltWithoutWatchingCarriesNothingOfIt() throws {
    // The hostile screen's texts hold U+2028 and `</script>`, which the
    // page's copy must carry as they are.
    let screens = Screens.gallery + [Screens.hostile]
    let plain = try Self.builder(screens).texts()
    var builder = Self.builder(screens)
    builder.isWatched = true
    let watched = try builder.texts()
    let marks = [
      PageStamp.elementID, WatchState.callback, WatchState.fileName, WatchState.pageFileName,
      "strict-dynamic", "watch-notice",
    ]
    for (path, text) in plain {
      #expect(!path.contains("watch"), "\(path)")
      for mark in marks { #expect(!text.contains(mark), "\(path) holds \(mark)") }
    }
    for screen in screens {
      let page = try #require(watched[screen.id + "/index.html"])
      for mark in marks { #expect(page.contains(mark), "\(screen.id): no \(mark)") }
      // Its state names its stamp, and the copy beside it is the page.
      let stamp = try #require(page.between("{\"stamp\":\"", "\""))
      #expect(watched[screen.id + "/" + WatchState.fileName]?.contains(String(stamp)) == true)
      let copy = try #require(watched[screen.id + "/" + WatchState.pageFileName])
      let call = WatchState.callback + "("
      #expect(copy.hasPrefix(call) && copy.hasSuffix(");\n"))
      let record = try #require(
        try JSONSerialization.jsonObject(
          with: Data(copy.dropFirst(call.count).dropLast(3).utf8)) as? [String: String])
      #expect(record == ["kind": "page", "stamp": String(stamp), "html": page])
      // The embed does not follow.
      for mark in marks { #expect(watched[screen.id + "/embed.html"]?.contains(mark) == false) }
    }
    #expect(Set(plain.keys).isSubset(of: watched.keys))
  }
}
