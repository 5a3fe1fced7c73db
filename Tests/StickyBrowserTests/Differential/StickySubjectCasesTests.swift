import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.EffectDifferential {
  /// Where a subject is while its sticky box is stuck, as Blink's
  /// `ComputeStickinessRange` tells it (`view_timeline.cc`), which decides
  /// how `ApplyStickyAdjustments` moves the view range (SPEC section 13).
  enum Stickiness: String, CaseIterable {
    case beforeEntry, duringEntry, whileContained, whileCovering, duringExit, afterExit

    /// `stuck` is the subject's top on screen while its sticky box is stuck;
    /// `visible` the height of the area the range is measured in.
    init(stuck: Double, height: Double, visible: Double) {
      if stuck < 0 && stuck + height > visible {
        self = .whileCovering
      } else if stuck > visible {
        self = .beforeEntry
      } else if stuck + height > visible {
        self = .duringEntry
      } else if stuck + height < 0 {
        self = .afterExit
      } else if stuck < 0 {
        self = .duringExit
      } else {
        self = .whileContained
      }
    }
  }

  /// Effects over every named range, on a box that stays in `position`.
  static func caseEffects() -> String {
    """
    <effect property="opacity" timeline="view" range="cover 0% cover 100%" values="0 1"/>
          <effect property="translateX" timeline="view" range="contain 0% contain 100%" values="0 90"/>
          <effect property="translateY" timeline="view" range="entry 0% exit 100%" values="0 120"/>
          <effect property="scale" timeline="view" range="entry-crossing 0% exit-crossing 100%" values="0.5 1"/>
    """
  }

  /// A stack taller than the screen stuck at the top, and one stuck at the
  /// bottom, with boxes inside each where it leaves them stuck before the
  /// entry, during it, contained, during the exit and past it; each stack
  /// and each box is the subject of effects over every named range.
  static let stickySubjectLayouts: [String] = [
    """
    <screen id="stuck-top-cases" device="iphone-se">
      <scroll>
        <box id="above" height="300"/>
        <stack id="section">
          <stack id="tall" sticky="top">
            \(caseEffects())
            <box id="top-contained" height="100">\(caseEffects())</box>
            <box id="gap-1" height="500"/>
            <box id="top-entering" height="100">\(caseEffects())</box>
            <box id="gap-2" height="100"/>
            <box id="top-before" height="100">\(caseEffects())</box>
            <box id="rest" height="700"/>
          </stack>
          <box id="room" height="900"/>
        </stack>
        <box id="below" height="1500"/>
      </scroll>
    </screen>
    """,
    """
    <screen id="stuck-bottom-cases" device="iphone-se">
      <scroll>
        <box id="above" height="1500"/>
        <stack id="section">
          <box id="room" height="900"/>
          <stack id="tall" sticky="bottom">
            \(caseEffects())
            <box id="bottom-past" height="100">\(caseEffects())</box>
            <box id="gap-1" height="750"/>
            <box id="bottom-exiting" height="100">\(caseEffects())</box>
            <box id="gap-2" height="540"/>
            <box id="bottom-contained" height="100">\(caseEffects())</box>
            <box id="rest" height="10"/>
          </stack>
        </stack>
        <box id="below" height="300"/>
      </scroll>
    </screen>
    """,
  ]

  /// Sticky subjects' view ranges against Chromium's named view timelines in
  /// each case `ApplyStickyAdjustments` tells apart that a layout can reach:
  /// a pin line is never above the screen, so a stuck box never covers it.
  @Test func stickySubjectsViewRangesMatchChromiumInEachCase() async throws {
    let screens = try Self.stickySubjectLayouts.map { text throws(DiagnosticError) in
      try ScreenLoader.load(Array(text.utf8), file: "cases.xml")
    }
    var reached: Set<Stickiness> = []
    for screen in screens {
      let table = Scene(screen: screen)
      let layout = StaticLayout(screen: screen)
      let tall = try #require(layout.elements.first { $0.id == "tall" })
      for element in layout.elements where element.effects.count == 4 {
        let stuck =
          tall.sticky == .top
          ? table.pinTop + element.top - tall.top
          : table.pinBottom - tall.height + element.top - tall.top
        reached.insert(
          Stickiness(stuck: stuck, height: element.height, visible: table.viewport.height))
      }
    }
    #expect(reached == Set(Stickiness.allCases).subtracting([.whileCovering]), "\(reached)")
    let results = try await BrowserLanes.withSession { browser in
      let runner = try await EffectRunner(browser: browser)
      var results: [(String, EffectRunner.Result)] = []
      for screen in screens { results.append((screen.id, try await runner.compare(screen))) }
      return results
    }
    for (id, result) in results {
      #expect(
        result.tally.view > 100, "\(id): only \(result.tally.view) values on view timelines")
      #expect(
        result.mismatches.isEmpty,
        "\(id): \(result.mismatches.prefix(20).map(\.description).joined(separator: "\n"))")
    }
  }
}
