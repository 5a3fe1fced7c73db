import Foundation
import Testing

/// Frames along paths (SPEC sections 12 and 14), worked out by hand: each `NAME.xml` in
/// PathFixtures sits beside `NAME.expected.json`, the path, the times, and the
/// offsets, snap targets and frames `frames --path` must print there. Values are exact to the
/// four decimals written, so the check is within 0.001: a change of 0.01
/// anywhere fails.
struct PathFixtureTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("PathFixtures")

  struct Expected: Decodable {
    struct Element: Decodable {
      var id: String
      var y: [Double]
      var height: [Double]
    }

    var path: String
    var times: [Double]
    var offsets: [Double]
    /// On a screen that snaps (SPEC section 14): the block the content
    /// rests at, at each time; nil where the screen does not snap.
    var snapTargets: [String?]?
    var elements: [Element]
  }

  /// What `frames --path` prints, the members these fixtures check.
  struct Printed: Decodable {
    struct Element: Decodable {
      var id: String
      var y: [Double]
      var height: [Double]
    }

    var times: [Double]
    var offsets: [Double]
    var snapTargets: [String?]?
    var elements: [Element]
  }

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".expected.json") }
      .map { String($0.dropLast(".expected.json".count)) }.sorted()
  }

  @Test func theIssueCasesAreThere() {
    #expect(
      Set(Self.names).isSuperset(of: [
        "hiding-bottom-bar", "hiding-top-bar-sticky", "floating-header",
        "floating-collapsing-header", "snap-bar", "snap-stopped", "pull-at-top", "snap-rest",
        "snap-fling", "snap-proximity", "snap-rows", "snap-covering", "snap-glide-stopped",
        "snap-glide-bar",
      ]))
  }

  @Test(arguments: names)
  func framesAlongThePathAreTheDerivedOnes(name: String) throws {
    let expected = try JSONDecoder().decode(
      Expected.self,
      from: Data(contentsOf: Self.directory.appendingPathComponent("\(name).expected.json")))
    let layout = Self.directory.appendingPathComponent("\(name).xml").path
    let run = CommandRun(
      [
        "frames", layout, "--path", expected.path, "--times",
        expected.times.map { "\($0)" }.joined(separator: ","), "--ids",
        expected.elements.map(\.id).joined(separator: ","),
      ])
    try #require(run.status == 0, "\(run.errors)")
    let printed = try JSONDecoder().decode(Printed.self, from: Data(run.output.utf8))
    func close(_ actual: [Double], _ wanted: [Double], _ what: String) {
      #expect(actual.count == wanted.count, "\(name): \(what) count")
      for (index, (value, want)) in zip(actual, wanted).enumerated() {
        #expect(
          abs(value - want) < 0.001,
          "\(name): \(what) at t = \(expected.times[index]) is \(value), expected \(want)")
      }
    }
    close(printed.times, expected.times, "time")
    close(printed.offsets, expected.offsets, "offset")
    // Printed only where the screen snaps, so that the frames of every other
    // screen read as they did.
    #expect(printed.snapTargets == expected.snapTargets, "\(name): snapTargets")
    #expect(printed.elements.map(\.id) == expected.elements.map(\.id))
    for (element, want) in zip(printed.elements, expected.elements) {
      close(element.y, want.y, "\(want.id) y")
      close(element.height, want.height, "\(want.id) height")
    }
  }
}
