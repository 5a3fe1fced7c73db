import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.SVGDrawings {
  /// Screens with the effects of SPEC section 13: the core's fixtures of each
  /// state condition, colour, shadow and subject; the drawings' own with every
  /// property in every part; the gallery's screens with states, colours or
  /// shadows.
  static func stateLayouts() throws -> [URL] {
    let core = SiteTool.packageRoot.appendingPathComponent("Tests/StickyCoreTests/Fixtures")
    let drawings = SiteTool.packageRoot.appendingPathComponent("Tests/StickyDrawingTests/Fixtures")
    let fixtures = [
      "state-scrolled.json", "state-not-at-end.json", "state-stuck-top.json",
      "state-stuck-bottom.json", "state-collapsed.json", "effects-color.json",
      "effects-subject.json", "effects-bar.json",
    ].map { core.appendingPathComponent($0) }
    let gallery = try SiteTool.galleryLayouts().filter { layout in
      Scene(screen: try ScreenLoader.load(contentsOf: layout.path)).tracks.contains {
        $0.effects.contains { $0.state != nil || [.color, .shadow].contains($0.effect.property) }
      }
    }
    return fixtures + [drawings.appendingPathComponent("state-effects.xml")] + gallery
  }

  /// Filmstrips at `frames`' default offsets (every threshold among them) and
  /// `animate` paused every 0.03 s of a path and 1.2 s past it, in Chromium:
  /// each part's opacity, scale and translation, each colour and each shadow
  /// against `frames`, and where a state is between its values, against CSS
  /// transitions run from the values the states ask for every 0.1 ms
  /// (`TransitionReference`).
  @Test func statesColoursAndShadowsMatchFramesAndTransitions() async throws {
    let folder = try SiteTool.temporaryDirectory(named: "svg-states")
    defer { try? FileManager.default.removeItem(at: folder) }
    var drawings: [StateDrawings] = []
    for layout in try Self.stateLayouts() {
      drawings.append(try await Self.stateDrawings(of: layout, into: folder))
    }
    var problems: [String] = []
    var checked = (screens: 0, moments: 0, colors: 0, shadows: 0, moving: 0)
    var worstColor = 0.0
    try await BrowserLanes.withSession { browser in
      let probe = SVGProbe(browser: browser)
      for drawn in drawings {
        let name = drawn.name
        try await probe.open(drawn.film)
        let reading = try await probe.read()
        problems += Self.inert(reading, name)
        for screen in reading.screens {
          let offset = Double(screen.offset ?? "") ?? .nan
          let result = SVGProbe.problems(
            in: screen, frames: drawn.frames, offset: offset, context: "\(name) film at \(offset)")
          problems += result.problems
          checked.screens += 1
          checked.colors += screen.colors.count
          checked.shadows += screen.shadows.count
        }

        try await probe.open(drawn.animation)
        let readings = try await probe.read(atTimes: drawn.times)
        for (index, time) in drawn.times.enumerated() {
          let reading = readings[index]
          guard reading.screens.count == 1 else {
            problems.append("\(name): \(reading.screens.count) [data-screen]")
            break
          }
          let frames = drawn.moments[index]
          let offset = drawn.offsets[index]
          let result = SVGProbe.problems(
            in: reading.screens[0], frames: frames, offset: offset,
            context: "\(name) at t=\(time) (offset \(offset))")
          problems += result.problems
          checked.moments += 1
          checked.colors += reading.screens[0].colors.count
          checked.shadows += reading.screens[0].shadows.count
          checked.moving += frames.transitions.values.reduce(0) { $0 + $1.count }
          for paint in reading.screens[0].colors {
            guard
              let want = frames.effects(paint.id, offset)?[
                paint.part == "self" ? "color" : "\(paint.part).color"]
            else { continue }
            let drawn =
              [paint.red, paint.green, paint.blue].map { $0 / 255 * paint.alpha } + [paint.alpha]
            worstColor = max(worstColor, zip(drawn, want).map { abs($0 - $1) }.max()!)
          }
        }
      }
    }
    BrowserTests.Pages.record(problems)
    print(
      "SVG states: \(checked.screens) film screens, \(checked.moments) paused moments, "
        + "\(checked.colors) colours and \(checked.shadows) shadows, "
        + "\(checked.moving) values mid-transition; worst colour channel \(worstColor * 255) / 255"
    )
    #expect(checked.moving > 100, "only \(checked.moving) values compared mid-transition")
    #expect(checked.colors > 1000 && checked.shadows > 500)
  }

  /// One layout's filmstrip at `frames`' default offsets and its animation
  /// across its states, with what each should show: drawn and worked out
  /// before a browser session is taken, which then only reads them.
  struct StateDrawings {
    var name: String
    var film: URL
    var frames: FrameLookup
    var animation: URL
    var times: [Double]
    var offsets: [Double]
    /// The frames at each of `times`, with the values of states in
    /// mid-transition.
    var moments: [FrameLookup]
  }

  static func stateDrawings(of layout: URL, into folder: URL) async throws -> StateDrawings {
    let name = layout.lastPathComponent
    let defaults = try await SiteTool.frames(of: layout)
    let film = try await draw(
      ["film", layout.path, "--offsets", defaults.offsets.map(cssNumber).joined(separator: ",")],
      into: folder, name: "\(name)-film.svg")
    let table = Scene(screen: try ScreenLoader.load(contentsOf: layout.path))
    let path = ScrollPath.crossingStates(to: table.maxOffset)
    // Away from whole 10,000ths, which `frames` rounds times to.
    let times = (0...Int((path.duration + 1.2) / 0.03)).map { Double($0) * 0.03 + 0.0041 }
    let transitions = transitions(of: table, along: path, at: times)
    let moments = try await SiteTool.frames(of: layout, path: path, times: times)
    let animation = try await draw(
      ["animate", layout.path, "--path", path.text], into: folder, name: "\(name)-states.svg")
    return StateDrawings(
      name: name, film: film, frames: try FrameLookup(defaults, layout: layout),
      animation: animation, times: times, offsets: moments.offsets,
      moments: try times.indices.map { index in
        var frames = try FrameLookup(moments.moment(index), layout: layout)
        frames.transitions = transitions[index]
        return frames
      })
  }

  /// The value each state effect shows at each of `times` where it is not
  /// yet the one its state asks for: CSS transitions run from the values the
  /// core's tracks ask for along `path` (what `frames --path` prints), keyed
  /// as `frames` keys them, a colour premultiplied.
  static func transitions(of table: Scene, along path: ScrollPath, at times: [Double])
    -> [[String: [String: [Double]]]]
  {
    var result = Array(repeating: [String: [String: [Double]]](), count: times.count)
    let steps = TransitionReference.steps(until: times[times.count - 1] + 0.01).map(path.offset)
    for track in table.tracks {
      for effect in track.effects where effect.state != nil {
        func asked(_ offset: Double) -> [Double] {
          switch effect.sample(at: offset) {
          case .number(let number): [number]
          case .color(let color): FrameLookup.premultiplied(color.hexWithAlpha)
          }
        }
        let reference = TransitionReference(
          initial: asked(path.offset(at: 0)), asked: steps.map(asked),
          duration: effect.effect.duration)
        for (index, (time, value)) in zip(times, reference.values(at: times)).enumerated()
        where value != asked(path.offset(at: time)) {
          result[index][track.id, default: [:]][effect.effect.key] = value
        }
      }
    }
    return result
  }
}
