import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The SVGs of `snapshot`, `film` and `animate` against `frames`, in headless
  /// Chromium (SPEC section 11): every `[data-id]` box within 0.5 px, every
  /// element on screen drawn, and nothing that runs.
  @Suite struct SVGDrawings {
    /// The path of the example: a pull, a release, a long scroll, a pause
    /// and the way back; five eased segments.
    static let path: [(offset: Double, time: Double)] = [
      (0, 0), (-150, 0.6), (0, 1.0), (1200, 2.5), (1200, 3), (0, 4.5),
    ]
    static var pathText: String {
      path.map { "\(cssNumber($0.offset))@\(cssNumber($0.time))" }.joined(separator: ",")
    }
    /// Inside every segment, near its ends and past the end, where a track's
    /// breakpoints fall between the path's points.
    static let times = [
      0, 0.2, 0.45, 0.6, 0.75, 0.9, 1.0, 1.15, 1.3, 1.45, 1.6, 1.75, 1.9, 2.05, 2.2, 2.35, 2.5,
      2.8, 3.2, 3.5, 3.8, 4.1, 4.4, 4.5, 6,
    ]

    /// The gallery's layouts, the core's fixtures with sticky stacks, pinned and
    /// collapsing headers and bars, and a layout whose text tries to escape.
    static func layouts() throws -> [URL] {
      let fixtures = SiteTool.packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures")
      let names = [
        "collapsing-header.json", "mixed-sticky-blocks.json", "pinned-header-sticky.json",
        "sticky-stack-both.json", "sticky-overlap.json", "translucent-bars.json",
        "stretchy-header-no-stretch.json", "effects-scroll.json", "effects-view.json",
      ]
      return SiteTool.galleryLayouts() + names.map { fixtures.appendingPathComponent($0) }
        + [try hostileLayout()]
    }

    static let hostileLabels = [
      "</title><script>alert(1)</script>", "\" onload=\"alert(2)", "<svg onload=alert(3)>",
      "]]> <![CDATA[ &amp; &", "</text><script>alert(4)</script>", "' onclick='alert(5)'",
      "<a href=\"javascript:alert(6)\">5</a>",
    ]

    static func hostileLayout() throws -> URL {
      func quoted(_ text: String) -> String {
        String(data: try! JSONEncoder().encode(text), encoding: .utf8)!
      }
      let labels = hostileLabels.map(quoted)
      let layout = """
        {"type": "screen", "id": "hostile", "title": \(labels[0]), "device": "iphone-se",
         "children": [
          {"type": "bar", "edge": "top", "height": 44, "label": \(labels[1])},
          {"type": "scroll", "children": [
            {"type": "header", "height": 200, "title": \(labels[2]), "subtitle": \(labels[3])},
            {"type": "box", "height": 80, "label": \(labels[4]), "detail": \(labels[5])},
            {"type": "list", "id": "rows", "count": 30, "label": "<a href=\\"javascript:alert(6)\\">{i}</a>",
             "children": [{"type": "pin", "index": 5, "edge": "both"}]}]}]}
        """
      let url = try SiteTool.temporaryDirectory(named: "hostile").appendingPathComponent(
        "hostile.json")
      try Data(layout.utf8).write(to: url)
      return url
    }

    /// Runs `stickypreview ARGUMENTS --output FILE` and returns FILE.
    static func draw(_ arguments: [String], into folder: URL, name: String) async throws -> URL {
      let file = folder.appendingPathComponent(name)
      let result = try await SiteTool.run(arguments + ["--output", file.path])
      guard result.status == 0 else {
        throw SiteTool.ToolError("stickypreview \(arguments) failed: \(result.stderr)")
      }
      return file
    }

    static func inert(_ reading: SVGProbe.Reading, _ context: String) -> [String] {
      var problems: [String] = []
      if reading.scripts > 0 { problems.append("\(context): \(reading.scripts) <script>") }
      if !reading.eventAttributes.isEmpty {
        problems.append("\(context): event attributes \(reading.eventAttributes)")
      }
      return problems
    }

    /// One layout's drawings at a few offsets, and its frames there: drawn
    /// before a browser session is taken, which then only reads them.
    struct Drawn {
      var name: String
      var offsets: [Double]
      var frames: FrameLookup
      var snapshots: [URL]
      var film: URL
    }

    static func drawn(_ layout: URL, into folder: URL) async throws -> Drawn {
      let name = layout.lastPathComponent
      let range = try await SiteTool.frames(of: layout)
      let offsets = [
        range.minOffset - range.overscroll, -60, 0, 137.25, 400, range.maxOffset,
        range.maxOffset + range.overscroll,
      ]
      let frames = try FrameLookup(
        await SiteTool.frames(of: layout, offsets: offsets), layout: layout)
      var snapshots: [URL] = []
      for (index, offset) in offsets.enumerated() {
        let frame = index % 2 == 0 ? "device" : "none"
        snapshots.append(
          try await draw(
            ["snapshot", layout.path, "--offset", cssNumber(offset), "--frame", frame],
            into: folder, name: "\(name)-\(index).svg"))
      }
      let film = try await draw(
        [
          "film", layout.path, "--offsets", offsets.map(cssNumber).joined(separator: ","),
          "--columns", "3",
        ], into: folder, name: "\(name)-film.svg")
      return Drawn(name: name, offsets: offsets, frames: frames, snapshots: snapshots, film: film)
    }

    @Test func snapshotsAndFilmstripsMatchFrames() async throws {
      let folder = try SiteTool.temporaryDirectory(named: "svg")
      defer { try? FileManager.default.removeItem(at: folder) }
      var drawings: [Drawn] = []
      for layout in try Self.layouts() {
        drawings.append(try await Self.drawn(layout, into: folder))
      }
      var problems: [String] = []
      var checked = 0
      var screens = 0
      var expectedScreens = 0
      try await BrowserLanes.withSession { browser in
        let probe = SVGProbe(browser: browser)
        for drawn in drawings {
          let name = drawn.name
          for (offset, file) in zip(drawn.offsets, drawn.snapshots) {
            try await probe.open(file)
            let reading = try await probe.read()
            problems += Self.inert(reading, name)
            guard reading.screens.count == 1 else {
              problems.append("\(name) at \(offset): \(reading.screens.count) [data-screen]")
              continue
            }
            let result = SVGProbe.problems(
              in: reading.screens[0], frames: drawn.frames, offset: offset,
              context: "\(name) snapshot at \(offset)")
            problems += result.problems
            checked += result.checked
            screens += 1
          }
          try await probe.open(drawn.film)
          let reading = try await probe.read()
          problems += Self.inert(reading, name)
          // The filmstrip, like `frames`, shows each offset once, in ascending order.
          let distinct = Set(drawn.offsets).sorted()
          expectedScreens += drawn.offsets.count + distinct.count
          let drawnOffsets = reading.screens.compactMap { $0.offset.flatMap(Double.init) }
          if drawnOffsets != distinct {
            problems.append("\(name): the filmstrip shows offsets \(drawnOffsets)")
          }
          for screen in reading.screens {
            let offset = Double(screen.offset ?? "") ?? .nan
            let result = SVGProbe.problems(
              in: screen, frames: drawn.frames, offset: offset, context: "\(name) film at \(offset)"
            )
            problems += result.problems
            checked += result.checked
            screens += 1
          }
        }
      }
      Pages.record(problems)
      #expect(screens == expectedScreens)
      #expect(checked > 1000, "only \(checked) boxes compared")
    }

    /// One layout's animation along the path, and its frames at the times
    /// read, with the values of states in mid-transition.
    struct Animated {
      var name: String
      var file: URL
      var frames: [FrameLookup]
    }

    static func animated(_ layout: URL, into folder: URL) async throws -> Animated {
      let name = layout.lastPathComponent
      // Along the path, as bars that hide and floating headers go by how
      // the screen was scrolled (the gallery has such screens).
      let result = try await SiteTool.run([
        "frames", layout.path, "--path", pathText, "--times",
        times.map(cssNumber).joined(separator: ","), "--format", "json",
      ])
      guard result.status == 0 else {
        throw SiteTool.ToolError("frames --path \(name) failed: \(result.stderr)")
      }
      let path = try JSONDecoder().decode(FramesOutput.self, from: result.stdout)
      // A state eases to a new value as CSS transitions do; `frames`
      // prints the value it asks for.
      let transitions = Self.transitions(
        of: Scene(screen: try ScreenLoader.load(contentsOf: layout.path)),
        along: ScrollPath(points: Self.path.map { .init(offset: $0.offset, time: $0.time) }),
        at: times)
      let frames = try times.indices.map { index in
        var frames = try FrameLookup(path.moment(index), layout: layout)
        frames.transitions = transitions[index]
        return frames
      }
      let file = try await draw(
        ["animate", layout.path, "--path", pathText], into: folder, name: "\(name)-animation.svg")
      return Animated(name: name, file: file, frames: frames)
    }

    @Test func pausedAnimationsMatchFramesAlongThePath() async throws {
      let folder = try SiteTool.temporaryDirectory(named: "svg-animate")
      defer { try? FileManager.default.removeItem(at: folder) }
      let offsets = Self.times.map { CSSEaseInOut.offset(Self.path, at: $0) }
      var animations: [Animated] = []
      for layout in try Self.layouts() {
        animations.append(try await Self.animated(layout, into: folder))
      }
      var problems: [String] = []
      var checked = 0
      try await BrowserLanes.withSession { browser in
        let probe = SVGProbe(browser: browser)
        for animation in animations {
          let name = animation.name
          try await probe.open(animation.file)
          let readings = try await probe.read(atTimes: Self.times)
          for (index, (time, offset)) in zip(Self.times, offsets).enumerated() {
            let reading = readings[index]
            problems += Self.inert(reading, name)
            guard reading.screens.count == 1 else {
              problems.append("\(name): \(reading.screens.count) [data-screen]")
              break
            }
            let result = SVGProbe.problems(
              in: reading.screens[0], frames: animation.frames[index], offset: offset,
              context: "\(name) at t=\(time) (offset \(offset))")
            problems += result.problems
            checked += result.checked
          }
        }
      }
      Pages.record(problems)
      #expect(checked > 2000, "only \(checked) boxes compared")
    }

    @Test func hostileLabelsShowAsText() async throws {
      let layout = try Self.hostileLayout()
      let folder = layout.deletingLastPathComponent()
      defer { try? FileManager.default.removeItem(at: folder) }
      try await BrowserLanes.withSession { browser in
        let probe = SVGProbe(browser: browser)
        let files = [
          try await Self.draw(
            ["snapshot", layout.path, "--offset", "0"], into: folder, name: "snapshot.svg"),
          try await Self.draw(
            ["animate", layout.path, "--path", "0@0,-100@1"], into: folder, name: "animation.svg"),
        ]
        for file in files {
          try await probe.open(file)
          let reading = try await probe.read()
          #expect(Self.inert(reading, file.lastPathComponent).isEmpty)
          // The title is the document's <title>; every other label is drawn.
          for label in Self.hostileLabels.dropFirst() {
            #expect(reading.texts.contains(label), "\(label) is not shown as text")
          }
          let title: String = try await browser.run("() => document.title")
          #expect(title.hasPrefix(Self.hostileLabels[0]))
        }
      }
    }
  }
}
