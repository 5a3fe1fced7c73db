import Foundation
import StickyTestSupport
import Testing

@testable import StickyCLI

/// `build --watch` against the built binary, as an editor and a user drive
/// it: each save builds again what it changed and nothing else, a bad save
/// keeps the last good build and says why, and a stop leaves nothing behind.
@Suite struct BuildWatchTests {
  /// A screen whose header is `header` points tall, with a footer far below
  /// the first screen, which no thumbnail shows.
  static func layout(_ id: String, header: Int = 200, footer: String = "Footer") -> String {
    """
    <screen id="\(id)" title="\(id.uppercased())" device="iphone-se">
      <scroll>
        <header id="hero" height="\(header)" title="Hero"/>
        <list id="rows" count="30" rowHeight="44" label="Row {n}"/>
        <box id="footer" height="80" label="\(footer)"/>
      </scroll>
    </screen>
    """
  }

  /// A project of two screens, `screens/a.xml` and `screens/b.xml`.
  static func project() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickycli-watch-\(UUID().uuidString)")
    let screens = folder.appendingPathComponent("screens")
    try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    for id in ["a", "b"] {
      try Data(layout(id).utf8).write(to: screens.appendingPathComponent("\(id).xml"))
    }
    let config = #"{"version": 1, "title": "Watched", "screens": ["screens/*.xml"]}"#
    try Data(config.utf8).write(to: folder.appendingPathComponent("stickypreview.json"))
    return folder
  }

  /// What is beside the project's files once the watch has stopped.
  static func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        !["screens", "stickypreview.json", "_site", ".watch-out", ".watch-err"].contains($0)
      }
      .sorted()
  }

  /// Each way an editor saves builds the screen once, and only its folder
  /// changes; a touch builds nothing. SIGINT then stops it: exit 0, the lock
  /// released, nothing left beside the site.
  @Test(arguments: [false, true])
  func editorSavesBuildTheirScreenOnceAndATouchNothing(polling: Bool) async throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let watch = try await WatchProcess(polling ? ["--poll"] : [], in: folder)
    var site = watch.files(under: "_site")
    // A save that changes no card: the screen's folder, and nothing else.
    let saves: [(String, (String, String) throws -> Void)] = [
      ("write in place", watch.writeInPlace),
      ("write a temporary file and rename it", watch.writeAndRename),
      ("delete and create", { try watch.deleteAndCreate($0, at: $1) }),
    ]
    for (index, (how, save)) in saves.enumerated() {
      try save(Self.layout("a", footer: "Footer \(index)"), "screens/a.xml")
      let line = try await watch.nextLine()
      #expect(line.hasPrefix("Rebuilt a in "), "\(how): \(line)")
      let now = watch.files(under: "_site")
      let changed = WatchProcess.changed(site, now)
      #expect(
        !changed.isEmpty && changed.allSatisfy { $0.hasPrefix("a/") },
        "\(how) changed \(changed)")
      let source = String(decoding: now["a/a.xml"]?.bytes ?? Data(), as: UTF8.self)
      #expect(source.contains("Footer \(index)"), "\(how)")
      site = now
    }
    // A touch reads the file again and builds nothing.
    watch.touch("screens/b.xml")
    #expect(try await watch.printsNothing(), "a touch printed \(watch.output)")
    #expect(watch.files(under: "_site") == site)
    // The header shows in the card: the gallery changes too.
    try watch.writeInPlace(Self.layout("b", header: 260), to: "screens/b.xml")
    let line = try await watch.nextLine()
    #expect(line.hasPrefix("Rebuilt b and the gallery in "), "\(line)")
    let changed = WatchProcess.changed(site, watch.files(under: "_site"))
    #expect(
      changed.contains("index.html")
        && changed.allSatisfy { $0.hasPrefix("b/") || $0 == "index.html" })
    #expect(await watch.stop(SIGINT) == 0)
    #expect(watch.output.hasSuffix("Stopped watching; _site holds the last build.\n"))
    let left = try Self.leftovers(in: folder)
    #expect(left == [], "\(left)")
    #expect(watch.errors == "")
  }

  /// A bad save, a config that becomes invalid, an image replaced, a
  /// layout renamed and one deleted, each said as `build` says it; SIGTERM
  /// stops it as SIGINT does.
  @Test func problemsAreSaidAndTheLastGoodBuildKept() async throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let picture = #"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>"#
    try Data(picture.utf8).write(to: folder.appendingPathComponent("screens/pic.svg"))
    let pictured = Self.layout("a").replacingOccurrences(
      of: "<list", with: "<box id=\"pic\" height=\"100\" image=\"pic.svg\"/>\n    <list")
    try Data(pictured.utf8).write(to: folder.appendingPathComponent("screens/a.xml"))
    let watch = try await WatchProcess([], in: folder)
    func state(_ id: String) -> String {
      String(
        decoding: (try? Data(contentsOf: watch.url("_site/\(id)/watch-state.js"))) ?? Data(),
        as: UTF8.self)
    }
    var site = watch.files(under: "_site")

    // A layout that does not build: said where, on its page too; its pages stay.
    let bad = pictured.replacingOccurrences(of: #"height="200""#, with: #"height="tall""#)
    try watch.writeInPlace(bad, to: "screens/a.xml")
    #expect(
      try await watch.nextLine() == "Kept the last good build of a; its page shows the errors")
    #expect(
      watch.errors == "screens/a.xml:3:31: error: \"height\" must be a length, not \"tall\"\n")
    #expect(state("a").contains(#""file":"screens/a.xml","line":3,"column":31"#))
    #expect(WatchProcess.changed(site, watch.files(under: "_site")) == ["a/watch-state.js"])
    // The good save clears it.
    try watch.writeAndRename(pictured, to: "screens/a.xml")
    #expect(try await watch.nextLine().hasPrefix("Rebuilt a in "))
    #expect(state("a").contains(#""problems":[]"#))
    // The first build of a screen in a session writes the copy of its page
    // that open pages take it from; its other files stay as they were.
    #expect(
      WatchProcess.changed(site, watch.files(under: "_site"))
        == ["a/watch-page.js", "a/watch-state.js"])
    #expect(site["a/watch-page.js"] == nil)
    site = watch.files(under: "_site")

    // A config that becomes invalid: on every page, until it is mended.
    let config = try String(contentsOf: watch.url("stickypreview.json"), encoding: .utf8)
    try watch.writeInPlace(
      config.replacingOccurrences(of: "\"Watched\"", with: "5"), to: "stickypreview.json")
    #expect(
      try await watch.nextLine()
        == "Kept the last good build of a and b; their pages show the errors")
    #expect(watch.errors.contains("\nstickypreview.json:1:"), "\(watch.errors)")
    #expect(state("a").contains("stickypreview.json") && state("b").contains("stickypreview.json"))
    try watch.writeInPlace(config, to: "stickypreview.json")
    #expect(try await watch.nextLine() == "The pages of a and b show no errors")
    // Only the states were written, and say again what they said.
    let mended = watch.files(under: "_site")
    #expect(WatchProcess.changed(site, mended) == ["a/watch-state.js", "b/watch-state.js"])
    #expect(site.allSatisfy { mended[$0.key]?.bytes == $0.value.bytes })

    // An image replaced by other bytes builds its screen again; the same
    // bytes again build nothing.
    let other = #"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="1"/>"#
    try watch.writeAndRename(other, to: "screens/pic.svg")
    #expect(try await watch.nextLine().hasPrefix("Rebuilt a and the gallery in "))
    let images = watch.files(under: "_site").keys.filter { $0.hasPrefix("_images/") }
    #expect(images.count == 1 && images.allSatisfy { !site.keys.contains($0) }, "\(images)")
    try watch.writeAndRename(other, to: "screens/pic.svg")
    #expect(try await watch.printsNothing())
    site = watch.files(under: "_site")

    // A layout renamed: the same screen, whose files stay as they were (its
    // first build in the session adds the copy of its page).
    try FileManager.default.moveItem(at: watch.url("screens/b.xml"), to: watch.url("screens/c.xml"))
    #expect(try await watch.nextLine().hasPrefix("Rebuilt b in "))
    #expect(WatchProcess.changed(site, watch.files(under: "_site")) == ["b/watch-page.js"])
    #expect(site["b/watch-page.js"] == nil)
    // A layout deleted: its screen leaves the site.
    try FileManager.default.removeItem(at: watch.url("screens/c.xml"))
    #expect(try await watch.nextLine().hasPrefix("Removed b and rebuilt the gallery in "))
    #expect(!FileManager.default.fileExists(atPath: watch.url("_site/b").path))

    #expect(await watch.stop(SIGTERM) == 0)
    #expect(try Self.leftovers(in: folder) == [])
  }

  /// A project whose only layout does not build at first: said once, and
  /// built when it is mended.
  @Test func aProjectThatDoesNotBuildAtFirstIsBuiltWhenMended() async throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("screens/b.xml"))
    let good = Self.layout("a")
    try Data(good.replacingOccurrences(of: "<scroll>", with: "<scrol>").utf8).write(
      to: folder.appendingPathComponent("screens/a.xml"))
    let watch = try await WatchProcess([], in: folder, waiting: false)
    #expect(
      try await watch.nextLine()
        == "Nothing built: fix the errors above and save; watching for changes; Ctrl-C stops")
    #expect(watch.errors.hasPrefix("screens/a.xml:6:12: error: "), "\(watch.errors)")
    // Its own output, in the folder it watches, wakes nothing worth a line.
    #expect(try await watch.printsNothing())
    try watch.writeInPlace(good, to: "screens/a.xml")
    #expect(try await watch.nextLine() == "Built 1 screen into _site; open _site/index.html")
    #expect(try await watch.nextLine().hasPrefix("Watching the inputs in "))
    #expect(FileManager.default.fileExists(atPath: watch.url("_site/a/index.html").path))
    #expect(await watch.stop() == 0)
  }

  /// A second `build --watch` of the same output, and a `build` of it, are
  /// refused at once, naming the watch; once it stops, a build goes ahead.
  @Test func aSecondWatchOfTheSameOutputIsRefused() async throws {
    let folder = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let watch = try await WatchProcess([], in: folder)
    let message =
      "error: stickypreview build --watch (process \(watch.processIdentifier)) is keeping "
      + "\(folder.path)/_site up to date (it holds \(folder.path)/._site.lock); stop it first "
      + "(Ctrl-C), or build into another folder\n"
    for arguments in [["build", "--watch"], ["build"]] {
      let started = ContinuousClock.now
      let run = try await ChildProcess.run(try BuiltBinary.url(), arguments, in: folder)
      #expect(run.status == 1 && run.stderr == message, "\(arguments): \(run.stderr)")
      // Well within the two minutes a build waits for another build, on a busy machine.
      #expect(ContinuousClock.now - started < .seconds(60))
    }
    #expect(await watch.stop() == 0)
    let build = try await ChildProcess.run(try BuiltBinary.url(), ["build"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
  }

  @Test func usageErrors() throws {
    func run(_ arguments: String...) -> CommandRun { CommandRun(arguments) }
    #expect(run("build", "--poll").errors.hasPrefix("Error: Option '--poll' needs '--watch'\n"))
    #expect(
      run("build", "--watch", "-").errors.hasPrefix(
        "Error: The value '-' is invalid for '--watch': standard input cannot be watched\n"))
    #expect(
      run("build", "--watch", "--config", "-").errors.hasPrefix(
        "Error: The value '-' is invalid for '--watch': standard input cannot be watched\n"))
    #expect(run("build", "--poll").status == 64)
  }
}
