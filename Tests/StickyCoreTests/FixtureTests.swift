import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

/// Yoga-style fixtures: each `NAME.json` (and `NAME.xml`, when present) layout in
/// Fixtures/ sits beside `NAME.expected.json`, a frames table derived by hand from
/// the spec. The solver must reproduce every value within 0.01 px.
struct FixtureTests {
  static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".expected.json") }
      .map { String($0.dropLast(".expected.json".count)) }.sorted()
  }

  static func layouts(named name: String) -> [URL] {
    ["json", "xml"].map { directory.appendingPathComponent("\(name).\($0)") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  @Test func fixturesExist() {
    #expect(Self.names.count >= 15)
  }

  @Test(arguments: names)
  func solverMatchesExpectedTable(name: String) throws {
    let expectedData = try Data(
      contentsOf: Self.directory.appendingPathComponent("\(name).expected.json"))
    let expected = try JSONDecoder().decode(FramesOutput.self, from: expectedData)
    let layouts = Self.layouts(named: name)
    #expect(!layouts.isEmpty, "no layout for fixture \(name)")
    for layout in layouts {
      let screen = try ScreenLoader.load(contentsOf: layout.path)
      let table = Scene(screen: screen)
      let file = layout.lastPathComponent
      #expect(table.screenID == expected.screen, "\(file)")
      let header: [(String, Double, Double)] = [
        ("width", table.viewport.width, expected.width),
        ("height", table.viewport.height, expected.height),
        ("viewport.top", table.viewport.top, expected.viewport.top),
        ("viewport.bottom", table.viewport.bottom, expected.viewport.bottom),
        ("viewport.insetTop", table.viewport.insetTop, expected.viewport.insetTop),
        ("viewport.insetBottom", table.viewport.insetBottom, expected.viewport.insetBottom),
        ("contentHeight", table.contentHeight, expected.contentHeight),
        ("maxOffset", table.maxOffset, expected.maxOffset),
        ("overscroll", table.overscroll, expected.overscroll),
      ]
      for (key, actual, wanted) in header {
        #expect(abs(actual - wanted) <= 0.01, "\(file): \(key) is \(actual), expected \(wanted)")
      }
      let references = table.allElements
      let actualIDs = references.map { table.motion(of: $0).id }
      #expect(actualIDs == expected.elements.map(\.id), "\(file): element order")
      for (reference, element) in zip(references, expected.elements) {
        let motion = table.motion(of: reference)
        #expect(motion.kind.rawValue == element.type, "\(file): \(element.id) type")
        #expect(abs(motion.x - element.x) <= 0.01, "\(file): \(element.id) x")
        #expect(abs(motion.width - element.width) <= 0.01, "\(file): \(element.id) width")
        for (index, offset) in expected.offsets.enumerated() {
          let frame = table.frame(of: reference, at: offset)
          #expect(
            abs(frame.y - element.y[index]) <= 0.01,
            "\(file): \(element.id) y at \(offset) is \(frame.y), expected \(element.y[index])")
          #expect(
            abs(frame.height - element.height[index]) <= 0.01,
            "\(file): \(element.id) height at \(offset) is \(frame.height), expected \(element.height[index])"
          )
        }
        expectEffects(of: reference, in: table, match: element, at: expected.offsets, file: file)
      }
    }
  }

  /// Every effect of the element and no other, each number within 0.0001,
  /// each colour exactly.
  private func expectEffects(
    of reference: ElementReference, in table: Scene, match element: FramesOutput.Element,
    at offsets: [Double], file: String
  ) {
    guard case .track(let index) = reference else { return }
    let tracks = table.tracks[index].effects
    let expected = element.effects ?? [:]
    let colors = element.colorEffects ?? [:]
    #expect(
      Set(tracks.map(\.effect.key)) == Set(expected.keys).union(colors.keys),
      "\(file): \(element.id) effects")
    for track in tracks {
      for (offset, wanted) in zip(offsets, colors[track.effect.key] ?? []) {
        var actual = "a number"
        if case .color(let color) = track.sample(at: offset) { actual = color.hexWithAlpha }
        #expect(
          actual == wanted,
          "\(file): \(element.id) \(track.effect.key) at \(offset) is \(actual), expected \(wanted)"
        )
      }
      guard let values = expected[track.effect.key] else { continue }
      for (offset, wanted) in zip(offsets, values) {
        guard case .number(let actual) = track.sample(at: offset) else {
          Issue.record("\(file): \(element.id) \(track.effect.key) is not a number")
          continue
        }
        #expect(
          abs(actual - wanted) <= 0.0001,
          "\(file): \(element.id) \(track.effect.key) at \(offset) is \(actual), expected \(wanted)"
        )
      }
    }
  }
}
