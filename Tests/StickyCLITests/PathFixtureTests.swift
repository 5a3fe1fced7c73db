import Foundation
import Testing

/// Frames along paths (SPEC sections 12, 14 and 15), worked out by hand: each `NAME.xml` in
/// PathFixtures sits beside `NAME.expected.json`, the path, the times, and the
/// offsets, snap targets, carousels and frames `frames --path` must print there. Values are exact to the
/// four decimals written, so the check is within 0.001: a change of 0.01
/// anywhere fails.
struct PathFixtureTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("PathFixtures")

  /// A carousel moved by the path (SPEC section 15): its offset at each
  /// time, where it rests when it snaps, its active marker when it has markers.
  struct Carousel: Decodable, Equatable {
    var id: String
    var offsets: [Double]
    var snapTargets: [String?]?
    var activeMarker: [String?]?
  }

  struct Element: Decodable {
    var id: String
    /// At each time, for what a carousel of the path slides; nil where `x`
    /// is one number, which these fixtures do not check.
    var x: [Double]?
    var y: [Double]
    var height: [Double]

    enum CodingKeys: CodingKey { case id, x, y, height }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      x = try? container.decode([Double].self, forKey: .x)
      y = try container.decode([Double].self, forKey: .y)
      height = try container.decode([Double].self, forKey: .height)
    }
  }

  struct Expected: Decodable {
    var path: String
    var times: [Double]
    var offsets: [Double]
    /// On a screen that snaps (SPEC section 14): the block the content
    /// rests at, at each time; nil where the screen does not snap.
    var snapTargets: [String?]?
    var carousels: [Carousel]?
    var elements: [Element]
  }

  /// What `frames --path` prints, the members these fixtures check.
  struct Printed: Decodable {
    var times: [Double]
    var offsets: [Double]
    var snapTargets: [String?]?
    var carousels: [Carousel]?
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
        "snap-glide-bar", "carousel-glide",
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
    #expect(printed.carousels?.map(\.id) == expected.carousels?.map(\.id), "\(name): carousels")
    for (carousel, want) in zip(printed.carousels ?? [], expected.carousels ?? []) {
      close(carousel.offsets, want.offsets, "\(want.id) offset")
      #expect(carousel.snapTargets == want.snapTargets, "\(name): \(want.id) snapTargets")
      #expect(carousel.activeMarker == want.activeMarker, "\(name): \(want.id) activeMarker")
    }
    #expect(printed.elements.map(\.id) == expected.elements.map(\.id))
    for (element, want) in zip(printed.elements, expected.elements) {
      #expect((element.x == nil) == (want.x == nil), "\(name): \(want.id) x")
      close(element.x ?? [], want.x ?? [], "\(want.id) x")
      close(element.y, want.y, "\(want.id) y")
      close(element.height, want.height, "\(want.id) height")
    }
  }
}
