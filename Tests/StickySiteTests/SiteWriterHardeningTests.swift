import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

/// The output folder against what a hostile or unlucky user can put in its way.
@Suite struct SiteWriterHardeningTests {
  let small = SiteBuilder.testing(screens: [SiteScreen(screen: Screens.stickyCell)])

  private func siblings(_ temp: TemporaryFolder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: temp.url.path(percentEncoded: false))
      .sorted()
  }

  @Test func aMarkerThatIsNotTheFileBuildWritesProvesNothing() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let manager = FileManager.default
    let secret = temp.url.appending(path: "secret")
    try temp.write(SiteBuilder.markerText, to: "secret")
    let cases: [(String, (URL) throws -> Void)] = [
      ("a folder", { try manager.createDirectory(at: $0, withIntermediateDirectories: false) }),
      ("a symbolic link", { try manager.createSymbolicLink(at: $0, withDestinationURL: secret) }),
      ("other text", { try Data("mine\n".utf8).write(to: $0) }),
      ("a longer text", { try Data((SiteBuilder.markerText + "x").utf8).write(to: $0) }),
    ]
    for (index, (what, makeMarker)) in cases.enumerated() {
      let out = temp.url.appending(path: "out\(index)")
      try temp.write("keep", to: "out\(index)/notes.txt")
      try makeMarker(out.appending(path: SiteBuilder.markerName))
      let error = #expect(throws: SiteError.self, "\(what)") { try small.write(to: out) }
      #expect(error?.subject == .refusedOutput, "\(what)")
      #expect(TemporaryFolder.contents(of: out)["notes.txt"] == Data("keep".utf8), "\(what)")
    }
  }

  @Test func aFolderHoldingAnInputIsRefused() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "site")
    try small.write(to: out)
    let layout = out.appending(path: "layout.xml")
    try temp.write("<screen/>", to: "site/layout.xml")
    let builder = SiteBuilder.testing(screens: [
      SiteScreen(screen: Screens.stickyCell, source: layout)
    ])
    let error = #expect(throws: SiteError.self) { try builder.write(to: out) }
    #expect(error?.subject == .refusedOutput)
    #expect(error?.message.contains("it holds \(layout.path(percentEncoded: false))") == true)
    #expect(FileManager.default.fileExists(atPath: layout.path(percentEncoded: false)))
    let config = out.appending(path: "stickypreview.json")
    try temp.write("{}", to: "site/stickypreview.json")
    #expect(throws: SiteError.self) { try small.write(to: out, inputs: [config]) }
  }

  @Test func leftoversOfKilledBuildsGoAtTheNextBuild() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try small.write(to: out)
    try temp.write("half", to: "._site.tmp-1234abcd/index.html")
    try temp.write("old", to: "._site.old-1234abcd/index.html")
    try temp.write("not ours", to: ".other.tmp-1234abcd/index.html")
    try temp.write("not ours", to: "._site.tmp-1.tmp-1234abcd/index.html")
    #expect(try small.write(to: out).isEmpty)
    #expect(try siblings(temp) == ["._site.tmp-1.tmp-1234abcd", ".other.tmp-1234abcd", "_site"])
  }

  @Test func anOldSiteThatCannotBeRemovedIsAWarning() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try small.write(to: out)
    var writer = SiteWriter(folder: out)
    writer.manager = UndeletingFileManager()
    let warnings = try writer.replace(
      with: SiteBuilder.testing(screens: [SiteScreen(screen: Screens.stretchyHeader)]).files())
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("warning: cannot remove the old site, ") == true)
    #expect(TemporaryFolder.contents(of: out)["stretchy-header/index.html"] != nil)
  }

  @Test(arguments: [true, false])
  func theNewSiteTakesTheOldOnesPlace(inOneStep: Bool) throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    try small.write(to: out)
    var writer = SiteWriter(folder: out)
    writer.exchangesInOneStep = inOneStep
    let other = SiteBuilder.testing(screens: [SiteScreen(screen: Screens.stretchyHeader)])
    #expect(try writer.replace(with: other.files()).isEmpty)
    let written = TemporaryFolder.contents(of: out)
    #expect(Set(written.keys) == Set(try other.files().map(\.path)))
    #expect(try siblings(temp) == ["_site"])
  }

  @Test func aSiteOverTheLimitIsNotWritten() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    var writer = SiteWriter(folder: out)
    writer.sizeLimit = 1_000
    let error = #expect(throws: SiteError.self) { try writer.replace(with: small.files()) }
    #expect(error?.message.contains("would pass 1000 bytes") == true)
    #expect(try siblings(temp).isEmpty)
    #expect(SiteWriter.maxSiteSize == 1_000_000_000)
  }

  /// The site stops being made at the file that takes it past the limit,
  /// not once it is all held in memory, and nothing of it is left.
  @Test func aSiteStopsAtTheFileThatTakesItPastTheLimit() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    var writer = SiteWriter(folder: temp.url.appending(path: "_site"))
    writer.sizeLimit = 10_000
    var made: [String] = []
    struct Counting: SiteSink {
      var inner: SiteWriter.Folder
      var paths: [String] = []
      mutating func add(_ path: String, _ bytes: [UInt8]) throws(SiteError) {
        paths.append(path)
        try inner.add(path, bytes)
      }
    }
    let error = #expect(throws: SiteError.self) {
      try writer.replace { (folder) throws(SiteError) in
        var counting = Counting(inner: folder)
        defer { made = counting.paths }
        try small.make(into: &counting)
      }
    }
    #expect(
      error?.message.hasPrefix("the site would pass 10000 bytes with sticky-cell/") == true,
      "\(error?.message ?? "")")
    #expect(made.count < (try small.files().count), "\(made)")
    #expect(try siblings(temp).isEmpty)
  }

  @Test func aSecondBuildWaitsForTheFirst() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let out = temp.url.appending(path: "_site")
    let lockPath = temp.url.appending(path: "._site.lock").path(percentEncoded: false)
    let held = try FileLock(path: lockPath, waitingAtMost: .zero)
    let started = ContinuousClock.now
    Thread.detachNewThread {
      usleep(300_000)
      held.release()
    }
    try small.write(to: out)
    #expect(ContinuousClock.now - started >= .milliseconds(250))
    #expect(try siblings(temp) == ["_site"])
  }
}

/// A lock names its holder to one who waited for it in vain.
@Test func aBusyLockNamesItsHolder() throws {
  let temp = try TemporaryFolder()
  defer { temp.cleanUp() }
  let path = temp.url.appending(path: ".x.lock").path(percentEncoded: false)
  let held = try FileLock(path: path, waitingAtMost: .zero)
  let error = #expect(throws: FileLock.Failure.self) {
    _ = try FileLock(path: path, waitingAtMost: .milliseconds(60))
  }
  #expect(
    error == .busy(path: path, holder: FileLock.Holder(process: getpid(), untilStopped: false)))
  #expect(error?.description == "\(path) is held by process \(getpid())")
  held.release()
  #expect(!FileManager.default.fileExists(atPath: path))
  try FileLock(path: path, waitingAtMost: .zero).release()
}

/// No one waits for a lock held until its holder is stopped (`build --watch`):
/// the wait ends at once, naming the holder.
@Test func aLockHeldUntilStoppedIsNotWaitedFor() throws {
  let temp = try TemporaryFolder()
  defer { temp.cleanUp() }
  let path = temp.url.appending(path: ".x.lock").path(percentEncoded: false)
  let held = try FileLock(path: path, waitingAtMost: .zero, untilStopped: true)
  let started = ContinuousClock.now
  let error = #expect(throws: FileLock.Failure.self) {
    _ = try FileLock(path: path, waitingAtMost: .seconds(30))
  }
  #expect(ContinuousClock.now - started < .seconds(5))
  #expect(
    error == .busy(path: path, holder: FileLock.Holder(process: getpid(), untilStopped: true)))
  held.release()
  try FileLock(path: path, waitingAtMost: .zero).release()
}

/// Refuses to remove anything, as a folder on a read-only mount would.
private final class UndeletingFileManager: FileManager, @unchecked Sendable {
  override func removeItem(at url: URL) throws {
    throw CocoaError(.fileWriteNoPermission)
  }
}
