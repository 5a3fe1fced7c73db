import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.SVGDrawings {
  /// Bars stacked on one edge (docs/format.md, "Several bars on one edge"),
  /// in Chromium: snapshots of a tab bar with a mini player above it, and of
  /// the tab bar hiding and carrying the player, draw every bar of the stack
  /// within 0.5 px of `frames`, and an animation along a path where both hide
  /// draws them where `frames --path` puts them.
  @Test func stackedBarsAreDrawnWhereFramesPutThem() async throws {
    let folder = try SiteTool.temporaryDirectory(named: "svg-stacks")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = SiteTool.packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures")
    var drawings: [Drawn] = []
    for name in ["stacked-bars.xml", "stacked-bars-hiding.xml"] {
      drawings.append(try await Self.drawn(fixtures.appendingPathComponent(name), into: folder))
    }
    let carry = SiteTool.packageRoot.appendingPathComponent(
      "Tests/StickyCLITests/PathFixtures/stacked-bars-carry.xml")
    let path = "0@0,100@1,70@2,80@3"
    let times = [0, 0.5, 1, 1.5, 2, 2.5, 3]
    let result = try await SiteTool.run([
      "frames", carry.path, "--path", path, "--times", times.map(cssNumber).joined(separator: ","),
      "--format", "json",
    ])
    try #require(result.status == 0, "frames --path failed: \(result.stderr)")
    let alongPath = try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
    let animation = try await Self.draw(
      ["animate", carry.path, "--path", path], into: folder, name: "stacked-bars-carry.svg")

    var problems: [String] = []
    var bars: [String: Set<String>] = [:]
    try await BrowserLanes.withSession { browser in
      let probe = SVGProbe(browser: browser)
      for drawn in drawings {
        for (offset, file) in zip(drawn.offsets, drawn.snapshots) {
          try await probe.open(file)
          let reading = try await probe.read()
          guard reading.screens.count == 1 else {
            problems.append("\(drawn.name) at \(offset): \(reading.screens.count) [data-screen]")
            continue
          }
          problems +=
            SVGProbe.problems(
              in: reading.screens[0], frames: drawn.frames, offset: offset,
              context: "\(drawn.name) snapshot at \(offset)"
            ).problems
          bars[drawn.name, default: []].formUnion(
            reading.screens[0].elements.map(\.id).filter { $0.hasPrefix("bar-") })
        }
      }
      try await probe.open(animation)
      let readings = try await probe.read(atTimes: times)
      for (index, time) in times.enumerated() {
        guard readings[index].screens.count == 1 else {
          problems.append("stacked-bars-carry: \(readings[index].screens.count) [data-screen]")
          break
        }
        let screen = readings[index].screens[0]
        problems +=
          SVGProbe.problems(
            in: screen, frames: try FrameLookup(alongPath.moment(index), layout: carry),
            offset: alongPath.offsets[index], context: "stacked-bars-carry at t=\(time)"
          ).problems
        bars["stacked-bars-carry", default: []].formUnion(
          screen.elements.map(\.id).filter { $0.hasPrefix("bar-") })
      }
    }
    BrowserTests.Pages.record(problems)
    #expect(bars["stacked-bars.xml"] == ["bar-top", "bar-bottom", "bar-bottom-2"])
    #expect(bars["stacked-bars-hiding.xml"] == ["bar-bottom", "bar-bottom-2"])
    #expect(bars["stacked-bars-carry"] == ["bar-bottom", "bar-bottom-2"])
  }
}
