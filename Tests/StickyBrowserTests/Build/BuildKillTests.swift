import Foundation
import StickyTestSupport
import Testing

/// `build` killed with SIGKILL at many points of a large build: the output
/// folder must always be there, holding exactly the old site or the new one,
/// and the next build must leave nothing beside it. Builds are awaited, never
/// waited for on a thread, so the other tests go on meanwhile.
@Suite struct BuildKillTests {
  /// How many kills, spread evenly over a little more than one build takes.
  static let kills = 40
  static let screens = 60

  @Test func aKilledBuildLeavesTheOldSiteOrTheNewOne() async throws {
    let root = try SiteTool.temporaryDirectory(named: "kill")
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writeProject(in: root)
    let out = root.appendingPathComponent("out")

    // The two sites the builds alternate between, each built to the end once.
    let start = ContinuousClock.now
    try await Self.finish("a.json", in: root)
    let siteA = Self.contents(of: out)
    try await Self.finish("b.json", in: root)
    let siteB = Self.contents(of: out)
    let buildTime = (ContinuousClock.now - start) / 2
    #expect(siteA != siteB && !siteA.isEmpty)

    var current = siteB
    var outcomes = (old: 0, new: 0)
    func killBuild(after delay: Duration, _ label: String) async throws {
      let (config, target) = current == siteA ? ("b.json", siteB) : ("a.json", siteA)
      let build = try Self.start(config, in: root)
      await Self.stop(build, after: delay)
      let found = Self.contents(of: out)
      #expect(found == current || found == target, "\(label): the site is neither old nor new")
      if found == target { outcomes.new += 1 } else { outcomes.old += 1 }
      current = found
    }
    for index in 0..<Self.kills {
      // Spread past the usual build time, so that the last kills fall after the swap.
      try await killBuild(
        after: buildTime * 1.3 * (Double(index) + 0.5) / Double(Self.kills), "kill \(index)")
    }
    // A busy machine can make every build slower than the two measured: later
    // kills wait longer, until one falls after the swap too.
    for extra in 1...12 where outcomes.new == 0 {
      try await killBuild(after: buildTime * (1.3 + 0.25 * Double(extra)), "late kill \(extra)")
    }
    // And a quieter machine than the one measured can finish every build
    // before its kill: earlier kills then, until one falls before the swap.
    for extra in 1...12 where outcomes.old == 0 {
      try await killBuild(after: buildTime * 0.3 / Double(extra * extra), "early kill \(extra)")
    }
    // The kills fell both before and after the swap, so both outcomes were tested.
    #expect(outcomes.old > 0 && outcomes.new > 0, "\(outcomes)")

    try await Self.finish(current == siteA ? "b.json" : "a.json", in: root)
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(left == ["a.json", "b.json", "out", "screens"])
  }

  /// Kills `build` once `delay` has passed, unless it has ended by then: a
  /// build that ends before its kill is due is not waited for to the full
  /// delay (the delays come from builds timed while the machine was busier).
  static func stop(_ build: ChildProcess, after delay: Duration) async {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        _ = await build.exited()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: delay)
        return false
      }
      if await group.next() == false { kill(build.processIdentifier, SIGKILL) }
      group.cancelAll()
    }
  }

  /// Many screens sharing one image: many files and folders to write.
  static func writeProject(in root: URL, screens count: Int = screens) throws {
    let screens = root.appendingPathComponent("screens")
    try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
    try Data(count: 200_000).write(to: screens.appendingPathComponent("image.png"))
    for index in 0..<count {
      let layout = """
        <screen id="screen\(index)">
          <scroll>
            <box height="300" image="image.png"/>
            <list count="1000"><pin index="3" edge="both"/></list>
          </scroll>
        </screen>
        """
      try Data(layout.utf8).write(to: screens.appendingPathComponent("screen\(index).xml"))
    }
    for (name, title) in [("a.json", "Site A"), ("b.json", "Site B")] {
      let config =
        #"{"version": 1, "title": "\#(title)", "screens": ["screens/*.xml"], "output": "out"}"#
      try Data(config.utf8).write(to: root.appendingPathComponent(name))
    }
  }

  static func start(_ config: String, in root: URL) throws -> ChildProcess {
    let build = ChildProcess(try SiteTool.binary(), ["build", "--config", config], in: root)
    try build.start()
    return build
  }

  static func finish(_ config: String, in root: URL) async throws {
    let build = try start(config, in: root)
    let status = await build.exited()
    #expect(status == 0)
  }

  /// Every file below `folder` by relative path; empty when it is missing.
  static func contents(of folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return [:] }
    for path in paths {
      if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
        result[path] = data
      }
    }
    return result
  }
}

/// Builds into one folder at the same time take turns: none fails, and the
/// folder ends up holding one complete site.
@Test func concurrentBuildsIntoOneFolderAllSucceed() async throws {
  let root = try SiteTool.temporaryDirectory(named: "concurrent")
  defer { try? FileManager.default.removeItem(at: root) }
  try BuildKillTests.writeProject(in: root, screens: 3)
  for _ in 0..<10 {
    let builds = try ["a.json", "b.json", "a.json"].map { try BuildKillTests.start($0, in: root) }
    for build in builds {
      let status = await build.exited()
      #expect(status == 0)
    }
  }
  let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
  #expect(left == ["a.json", "b.json", "out", "screens"])
  let index = try String(contentsOf: root.appendingPathComponent("out/index.html"), encoding: .utf8)
  #expect(index.contains("Site A") || index.contains("Site B"))
}
