import StickyCore
import StickyTestSupport
import Testing

/// What the randomized comparisons with Chromium share: which layouts to
/// check, taken from the environment, and how a disagreement is reported.
///
/// `<prefix>_LAYOUTS` sets how many layouts, `<prefix>_SEED` the run's base
/// seed, and `<prefix>_ONLY` checks the one layout with that seed.
struct DifferentialRun {
  static let reportedFailures = 3
  let suite: String
  let prefix: String
  let base: UInt64
  let seeds: [UInt64]
  private(set) var failing: [UInt64] = []

  init(suite: String, prefix: String, defaultBase: UInt64, defaultCount: Int) {
    self.suite = suite
    self.prefix = prefix
    let base = TestEnvironment.seed(prefix + "_SEED") ?? defaultBase
    self.base = base
    if let only = TestEnvironment.seed(prefix + "_ONLY") {
      seeds = [only]
    } else {
      let count = TestEnvironment.integer(prefix + "_LAYOUTS") ?? defaultCount
      seeds = (0..<count).map { SplitMix64.layoutSeed(base: base, index: $0) }
    }
  }

  /// The seeds in runs of `size`, for runners that check a batch of
  /// layouts in one page.
  func batches(of size: Int) -> [ArraySlice<UInt64>] {
    stride(from: 0, to: seeds.count, by: size).map {
      seeds[$0..<min($0 + size, seeds.count)]
    }
  }

  /// Records the layout of `seed` as failing; shrinks and reports the first few.
  mutating func fail<Found: CustomStringConvertible>(
    _ seed: UInt64, _ mismatches: [Found], what: String,
    shrink: () async throws -> (Screen, [Found])
  ) async throws {
    failing.append(seed)
    guard failing.count <= Self.reportedFailures else { return }
    let (smallest, smallestMismatches) = try await shrink()
    Issue.record(
      Comment(
        rawValue: """
          \(what) for layout seed \(hex(seed)) \
          (rerun: \(prefix)_ONLY=\(hex(seed)) swift test --filter \(suite)).
          \(mismatches.count) mismatches, first: \(mismatches[0])
          Smallest failing layout:
          \(LayoutJSON.encode(smallest))\
          Its mismatches (\(smallestMismatches.count)):
          \(smallestMismatches.prefix(12).map { "  \($0)" }.joined(separator: "\n"))
          """))
  }

  /// Reports the seeds of every failing layout when there were more than the
  /// ones shown in full.
  func finish() {
    guard failing.count > Self.reportedFailures else { return }
    Issue.record(
      Comment(
        rawValue: "\(failing.count) layouts disagree in all; seeds: "
          + failing.map(hex).joined(separator: ", ")))
  }
}
