import Foundation
import StickyTestSupport
import Testing

/// One rule of the kernel as its vectors see it: how its inputs are made,
/// what StickyCore gives for each, and how far the page may differ.
protocol KernelRule: SendableMetatype {
  associatedtype Input: Codable & Sendable
  /// The kernel module's name (`cubicBezier`).
  static var name: String { get }
  static var tolerance: Double { get }
  /// Why the tolerance is what it is.
  static var why: String { get }
  /// The inputs, made afresh from a fixed seed.
  static func inputs() throws -> [Input]
  /// What the kernel gives for `input`, flat.
  static func outputs(_ input: Input) throws -> [VectorValue]
  /// How many cases `input` holds.
  static func cases(_ input: Input) -> Int
}

extension KernelRule {
  static var tolerance: Double { 0 }
  static var why: String {
    "Both sides do the same arithmetic in the same order, in doubles, so they agree to the bit."
  }

  static func caseCount() throws -> Int { try inputs().map(cases).reduce(0, +) }

  static func recording() throws -> KernelVectors<Input> {
    let inputs = try inputs()
    return KernelVectors(
      rule: name, tolerance: tolerance, why: why, count: inputs.map(cases).reduce(0, +),
      entries: try inputs.map { .init(input: $0, output: try outputs($0)) })
  }

  /// Replays the recorded vectors against the kernel as it is now, which
  /// must give every recorded output exactly, and checks that the recording
  /// is the one the inputs make now; under `STICKYPREVIEW_RECORD` records
  /// them instead, and fails.
  static func check() throws {
    let url = KernelVectorFiles.url(of: name)
    let recording = try recording()
    if ProcessInfo.processInfo.environment["STICKYPREVIEW_RECORD"] != nil {
      try FileManager.default.createDirectory(
        at: KernelVectorFiles.folder, withIntermediateDirectories: true)
      try Data(try recording.text().utf8).write(to: url)
      Issue.record("recorded \(url.lastPathComponent); run again without STICKYPREVIEW_RECORD")
      return
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    let recorded = try JSONDecoder().decode(KernelVectors<Input>.self, from: Data(text.utf8))
    var failures: [String] = []
    for (index, entry) in recorded.entries.enumerated() {
      let differences = KernelVectorFiles.differences(
        try outputs(entry.input), entry.output, tolerance: 0)
      failures += differences.map { "entry \(index), \($0)" }
    }
    let examples = failures.prefix(5).joined(separator: "; ")
    #expect(
      failures.isEmpty,
      "\(name): the kernel no longer gives \(failures.count) recorded outputs, such as \(examples)")
    #expect(recorded.count == recorded.entries.map { cases($0.input) }.reduce(0, +))
    #expect(
      try recording.text() == text,
      "\(name): the recording is not the one the inputs make; record it again")
  }
}

/// The kernel's rules (StickyCore's `Kernel/`) against the vectors recorded
/// from them, which the browser test replays against their twins under
/// `Templates/runtime/kernel/` in every engine.
@Suite struct KernelVectorTests {
  static let rules: [any KernelRule.Type] = [
    CubicBezierRule.self, StateTransitionRule.self, ScrollPathRule.self,
    ScrollPathParsingRule.self, HidingMotionRule.self, StickyFormRule.self, PathReplayRule.self,
    RowGeometryRule.self, RowIDRule.self, RowLabelRule.self, ColorTrackRule.self,
    NumberFormatRule.self, InkTrackRule.self, SnapRuleRule.self, CarouselMarkersRule.self,
  ]

  static let names = rules.map { $0.name }

  @Test(arguments: names)
  func theKernelGivesTheRecordedOutputs(rule: String) throws {
    try #require(Self.rules.first { $0.name == rule }).check()
  }

  /// Every recording belongs to a rule, and together they hold the cases
  /// the page is held to.
  @Test func everyRecordingIsARulesAndTheyHoldEnoughCases() throws {
    #expect(try KernelVectorFiles.rules() == Self.names.sorted())
    let total = try Self.rules.map { try $0.caseCount() }.reduce(0, +)
    #expect(total >= 10_000, "\(total) cases")
  }
}
