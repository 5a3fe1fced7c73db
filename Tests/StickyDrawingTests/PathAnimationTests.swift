import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@testable import StickyDrawing

/// `animate` along paths with lifts on screens whose bars hide and headers
/// float (SPEC section 12), whose content glides to where it rests (SPEC
/// section 14) and whose carousels move along their own paths (section 15):
/// every drawn element, its animations evaluated as SMIL defines them at
/// many times, is where the frames of that moment (`Scene.moment` and each
/// carousel's offset, what `frames --path` prints) put it.
@Suite struct PathAnimationTests {
  /// The hand-derived path fixtures of the command line's tests.
  static let pathFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("StickyCLITests/PathFixtures")

  /// A path that goes down, back a little, lifts (a snap either way), lifts and
  /// moves at once, is stopped 0.1 s into a snap, pulls past the top and
  /// passes the end of the content.
  static let roamingPath =
    "0@0,300@0.8,260@1.1!,260@1.5,600@2.2,570@2.5!,570@2.6,800@3.2!,700@3.8,700@4,"
    + "20000@5,19960@5.3!,19960@5.6,-120@6.5,0@6.9!,40@7.2,10@7.4!,10@7.8"

  struct Case: CustomTestStringConvertible, Sendable {
    var layout: URL
    var path: String
    var testDescription: String { "\(layout.lastPathComponent) along \(path)" }
  }

  /// Each path fixture along its own path and the roaming one, and three
  /// screens of the gallery's kind: both bars hiding above sticky tabs and
  /// pinned rows, a titled floating header above a sticky stack holding a
  /// list, and a bar and a header that snap along `cubic-bezier(0.9, 0.1, 0.1, 0.9)`,
  /// whose pieces SMIL can replay only cut smaller.
  static var cases: [Case] {
    var cases: [Case] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: pathFixtures.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".expected.json") {
      let base = String(name.dropLast(".expected.json".count))
      let layout = pathFixtures.appendingPathComponent(base + ".xml")
      struct Expected: Decodable { var path: String }
      guard let data = try? Data(contentsOf: pathFixtures.appendingPathComponent(name)),
        let expected = try? JSONDecoder().decode(Expected.self, from: data)
      else { continue }
      cases += [Case(layout: layout, path: expected.path), Case(layout: layout, path: roamingPath)]
    }
    for name in ["hiding-bars.xml", "floating-titled-header.xml", "steep-snaps.xml"] {
      let layout = DrawingFixture.directory.appendingPathComponent(name)
      cases += [
        Case(layout: layout, path: roamingPath),
        Case(layout: layout, path: "0@0.3,140@1!,140@1.2,60@1.6!,60@2,1400@3!,1300@3.4!,1300@4"),
      ]
    }
    return cases
  }

  /// Every 1/50 s of the path and a little past its end, and just before and
  /// after each point, where a glide from it ends, and where a snap from it
  /// or from the glide's end ends.
  static func times(_ path: ScenePath, glide: Double, snap: Double) -> [Double] {
    var times = (0...Int((path.duration + glide + 0.3) * 50)).map { Double($0) / 50 }
    for point in path.content.points + path.carousels.flatMap(\.path.points) {
      for moment in [0, snap, glide, glide + snap].map({ point.time + $0 }) {
        times += [moment - 0.002, moment + 0.002]
      }
    }
    return times.filter { $0 >= 0 }.sorted()
  }

  @Test(.heavy, arguments: cases)
  func pausedAnimationsFollowThePath(_ test: Case) throws {
    let screen = try ScreenLoader.load(contentsOf: test.layout.path)
    let table = Scene(screen: screen)
    let drawing = ScreenDrawing(screen: screen, table: table)
    let path = try ScenePath(parsing: test.path)
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let root = try #require(SVGElement.parse(svg))
    let drawn = try #require(root.screens.first)
    let replay = PathReplay(path: path.content, rules: table.content.rules)
    let carousels = path.carousels.map {
      ($0.carousel, PathReplay(path: $0.path, rules: table.scroller($0.carousel)!.rules))
    }
    let snaps = table.hiding.snaps
    var worst = 0.0
    var compared = 0
    var problems: [String] = []
    let snapDuration = snaps.compactMap { $0?.duration }.first
    let glide = table.scrollers.map { $0.rules.snap.snaps ? $0.rules.snap.style.duration : 0 }
      .max()!
    for time in Self.times(path, glide: glide, snap: snapDuration ?? 0) {
      let moment = table.moment(replay.state(at: time))
      let offsets = Dictionary(
        uniqueKeysWithValues: carousels.map { ($0.0, $0.1.state(at: time).offset) })
      let boxes = try #require(drawn.boxes(atTime: time), "something but a translation moves")
      let found = FrameCheck.problems(
        boxes, in: table, context: "at t = \(time)",
        frame: { table.frame(of: $0, at: moment, carousels: offsets) },
        onScreen: {
          $0.y < drawing.height && $0.y + $0.height > 0 && $0.x < drawing.width
            && $0.x + $0.width > 0
        })
      problems += found.problems
      worst = max(worst, found.worst)
      compared += boxes.count
    }
    #expect(compared > 400, "only \(compared) boxes compared")
    #expect(
      problems.isEmpty,
      "\(problems.count) problems (worst \(worst) pt):\n\(problems.prefix(20).joined(separator: "\n"))"
    )
  }

  /// The status bar takes the light ink of the dark top bar while the bar
  /// lies under its middle, and the content's once the bar has left: down
  /// hides the bar, back a little shows 40 of its 100 points, a lift snaps it
  /// back, and down and back again shows it in part. The ink is worked out 60
  /// times a second, so each sample is read just after its time.
  @Test func theStatusBarInkFollowsABarThatLeavesAndReturns() throws {
    let screen = try DrawingFixture.screen("hiding-bars.xml")
    let table = Scene(screen: screen)
    let path = try ScrollPath(parsing: "0@0,300@1,240@1.4!,240@1.8,600@2.6,560@3")
    let svg = try ScrollAnimation(
      drawing: ScreenDrawing(screen: screen, table: table), path: path, loop: false
    ).svg()
    let root = try #require(SVGElement.parse(svg))
    // The status bar in each ink it takes, over the screen's elements.
    let clocks = try #require(root.screens.first).children.filter { group in
      group.name == "g" && (group["class"] ?? "").hasPrefix("ink")
        && group.children.contains { $0.name == "text" }
    }
    let bar = try #require(screen.topBars.first)
    let barInk = Ink.className(on: bar.color)
    let reference = try #require(table.element(withID: bar.id))
    let line = min(screen.safeTop, FrameMetrics.statusBarMaxHeight) / 2
    let replay = PathReplay(path: path, rules: table.content.rules)
    var shown: Set<Bool> = []
    for step in 0..<Int(path.duration * 60) {
      let time = Double(step) / 60
      let frame = table.frame(of: reference, at: table.moment(replay.state(at: time)))
      let onBar = frame.y <= line && line <= frame.y + frame.height
      shown.insert(onBar)
      let visible = clocks.filter { $0.attribute("visibility", at: time + 0.004) != "hidden" }
      #expect(visible.count == 1, "at t = \(time): \(visible.count) status bars show")
      #expect(
        (visible.first?["class"] == barInk) == onBar,
        "at t = \(time) the bar is at \(frame.y) and the status bar's ink is \(visible.first?["class"] ?? "none")"
      )
    }
    #expect(shown == [true, false])
  }
}
