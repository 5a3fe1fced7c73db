import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.SVGDrawings {
  /// Screens whose elements answer how they were scrolled (SPEC section 12):
  /// bars that hide and snap, a top bar that hides over a sticky box and a
  /// pinned row, floating headers with and without collapse, content that
  /// glides to where it rests (section 14) with and without a bar that hides,
  /// and two screens of the gallery's kind (both bars over sticky tabs and
  /// pinned rows; a titled floating header over a sticky stack holding a
  /// list, with effects).
  static func hidingLayouts() -> [URL] {
    let fixtures = SiteTool.packageRoot.appendingPathComponent("Tests/StickyCLITests/PathFixtures")
    let drawings = SiteTool.packageRoot.appendingPathComponent("Tests/StickyDrawingTests/Fixtures")
    return [
      "snap-bar.xml", "snap-stopped.xml", "hiding-top-bar-sticky.xml", "floating-header.xml",
      "floating-collapsing-header.xml", "snap-rest.xml", "snap-glide-bar.xml",
    ].map { fixtures.appendingPathComponent($0) }
      + ["hiding-bars.xml", "floating-titled-header.xml"].map {
        drawings.appendingPathComponent($0)
      }
  }

  /// Down, back a little and a lift (the bar or header snaps back), on and back
  /// a little more and a lift (it snaps away), a lift with the content moving
  /// on at once (no snap), a snap stopped 0.1 s in, a pull past the top.
  static let liftingPath =
    "0@0,300@0.8,260@1.1!,260@1.5,600@2.2,570@2.5!,570@2.6,800@3.2!,700@3.8,700@4,"
    + "-120@4.8,0@5.1!,40@5.4,10@5.6!,10@6"

  /// Every 0.1 s, and 0.02 s and 0.1 s after each point (inside the snaps).
  static var liftingTimes: [Double] {
    let points = liftingPath.split(separator: ",").compactMap {
      Double($0.split(separator: "@")[1].replacing("!", with: ""))
    }
    let times = (0...63).map { Double($0) / 10 } + points.flatMap { [$0 + 0.02, $0 + 0.1] }
    return Set(times.map { ($0 * 1000).rounded() / 1000 }).sorted()
  }

  /// The lifting path with carousels' own after it (SPEC section 15), for the
  /// screen of carousels: one that snaps and one that pages, each let go to
  /// glide, carried on and flung.
  static let carouselPath =
    liftingPath + ";cards:0@0.3,150@1.2!,150@2,260@2.6!+80,260@3.2;"
    + "photos:0@0,250@0.8!,250@1.5,500@2.2!-300,500@3"

  /// Each layout and the path it is drawn along: the lifting path, and for
  /// the screen of carousels the same with theirs.
  static func liftingCases() -> [(layout: URL, path: String)] {
    let carousels = SiteTool.packageRoot.appendingPathComponent(
      "Tests/StickyDrawingTests/Fixtures/carousel-shelf.xml")
    return hidingLayouts().map { ($0, liftingPath) } + [(carousels, carouselPath)]
  }

  /// `animate` paused at times of a path with lifts, in Chromium: every
  /// `[data-id]` box within 0.5 px of `frames --path --times` at that time, every
  /// element on screen drawn, effects included; carousels clipped, slid and
  /// gliding along their own paths too.
  @Test func pausedAnimationsFollowPathsWithLifts() async throws {
    let folder = try SiteTool.temporaryDirectory(named: "svg-lifts")
    defer { try? FileManager.default.removeItem(at: folder) }
    let times = Self.liftingTimes
    var problems: [String] = []
    var checked = 0
    try await BrowserLanes.withSession { browser in
      let probe = SVGProbe(browser: browser)
      for (layout, path) in Self.liftingCases() {
        let name = layout.lastPathComponent
        let result = try await SiteTool.run([
          "frames", layout.path, "--path", path, "--times",
          times.map(cssNumber).joined(separator: ","), "--format", "json",
        ])
        guard result.status == 0 else {
          throw SiteTool.ToolError("frames --path \(name) failed: \(result.stderr)")
        }
        let frames = try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
        let file = try await Self.draw(
          ["animate", layout.path, "--path", path], into: folder,
          name: "\(name)-lifts.svg")
        try await probe.open(file)
        let readings = try await probe.read(atTimes: times)
        for (index, time) in times.enumerated() {
          let reading = readings[index]
          problems += Self.inert(reading, name)
          guard reading.screens.count == 1 else {
            problems.append("\(name): \(reading.screens.count) [data-screen]")
            break
          }
          let offset = frames.offsets[index]
          let result = SVGProbe.problems(
            in: reading.screens[0], frames: try FrameLookup(frames.moment(index), layout: layout),
            offset: offset, context: "\(name) at t=\(time) (offset \(offset))")
          problems += result.problems
          checked += result.checked
        }
      }
    }
    BrowserTests.Pages.record(problems)
    #expect(checked > 2000, "only \(checked) boxes compared")
  }
}
