import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests {
  /// The core's state tracks (SPEC section 13) against Chromium's own
  /// `scroll-state()` container queries, for random layouts with random
  /// state effects, at native scroll offsets on both sides of every
  /// threshold; and `collapsed`, which CSS has no query for, against the
  /// header's frames.
  ///
  /// `STICKYPREVIEW_STATES_LAYOUTS` sets how many layouts (100),
  /// `STICKYPREVIEW_STATES_SEED` the run's base seed, and
  /// `STICKYPREVIEW_STATES_ONLY` checks the one layout with that seed.
  @Suite struct StateDifferential {
    static let defaultBaseSeed: UInt64 = 0x57A7_E520_2026

    @Test func chromiumScrollStateQueriesMatchCoreStates() async throws {
      var run = DifferentialRun(
        suite: "StateDifferential", prefix: "STICKYPREVIEW_STATES",
        defaultBase: Self.defaultBaseSeed, defaultCount: 100)
      let started = Date()
      try await BrowserLanes.withSession { browser in
        let runner = try await StateRunner(browser: browser)
        var total = StateRunner.Result(
          mismatches: [], offsets: 0, values: 0, stuck: 0, atThreshold: 0)
        var withStuck = 0
        for seed in run.seeds {
          let screen = StateGenerator.screen(seed: seed)
          let result = try await runner.compare(screen)
          total.offsets += result.offsets
          total.values += result.values
          total.stuck += result.stuck
          total.atThreshold += result.atThreshold
          if result.stuck > 0 { withStuck += 1 }
          guard !result.mismatches.isEmpty else { continue }
          try await run.fail(
            seed, result.mismatches,
            what: "Chromium's scroll-state() queries disagree with the core's states",
            shrink: { try await runner.shrink(screen) })
        }
        let seconds = Date().timeIntervalSince(started)
        print(
          "StateDifferential: \(run.seeds.count) layouts (base seed \(hex(run.base)); "
            + "\(withStuck) with stuck states), \(total.offsets) offsets, \(total.values) values "
            + "compared (\(total.stuck) on stuck states, \(total.atThreshold) within 1 px of a "
            + "threshold), \(run.failing.count) failing, " + String(format: "%.1f s", seconds))
        #expect(withStuck * 2 >= run.seeds.count || run.seeds.count < 10)
        run.finish()
      }
    }

    /// `collapsed` holds exactly where the header's frame has its collapsed
    /// height: on random layouts with collapsing headers, at every threshold
    /// and a hair to each side of it, and at spread offsets.
    @Test func collapsedFollowsHeaderFrames() throws {
      let run = DifferentialRun(
        suite: "StateDifferential", prefix: "STICKYPREVIEW_STATES",
        defaultBase: Self.defaultBaseSeed, defaultCount: 100)
      var checked = 0
      var flips = 0
      for seed in run.seeds {
        var screen = Self.collapsingScreen(seed: seed)
        let header = screen.scroll.header!
        screen.scroll.header?.effects = [
          Effect(part: .self, property: .opacity, timeline: .state(.collapsed), values: [0.25, 1])
        ]
        let table = Scene(screen: screen)
        let index = table.tracks.firstIndex { $0.id == header.id }!
        let state = table.tracks[index].effects[0]
        let thresholds = state.breakpoints
        flips += thresholds.count
        let span = table.maxOffset + 2 * table.overscroll
        let spread = (0...64).map { -table.overscroll + span * Double($0) / 64 }
        let offsets =
          thresholds.flatMap { [$0 - 1e-6, $0, $0 + 1e-6, $0 - 0.5, $0 + 0.5] } + spread
        // The first disagreement of each layout says enough.
        for offset in offsets {
          let moment = table.moment(
            ScrollState(offset: offset, hidden: table.hiding.hideableHeights.map { _ in 0 }))
          let height = table.frame(of: .track(index), at: moment).height
          let collapsed = abs(height - header.collapsedHeight) <= 1e-9
          checked += 1
          guard state.sample(at: offset) != .number(collapsed ? 1 : 0.25) else { continue }
          let says = collapsed ? "not collapsed" : "collapsed"
          Issue.record(
            Comment(
              rawValue: "seed \(hex(seed)): at offset \(offset) the header is \(height) tall "
                + "(collapsedHeight \(header.collapsedHeight)) but the state says \(says)"))
          break
        }
      }
      print(
        "StateDifferential (collapsed): \(run.seeds.count) layouts, \(flips) thresholds, "
          + "\(checked) offsets checked against the header's frames")
    }

    /// A layout of any kind whose header collapses.
    static func collapsingScreen(seed: UInt64) -> Screen {
      var attempt = 0
      while true {
        let screen = LayoutGenerator.anyScreen(
          seed: SplitMix64.layoutSeed(base: seed, index: attempt), id: "collapsed")
        attempt += 1
        if let header = screen.scroll.header, header.collapsedHeight < header.height {
          return screen
        }
      }
    }
  }
}
