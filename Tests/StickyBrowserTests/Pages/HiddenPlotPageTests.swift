import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A top bar that hides and snaps over a sticky box, and a bottom bar that
  /// hides without snapping.
  static let hidingLayout = """
    <screen id="hiding" device="pixel-8">
      <bar edge="top" height="88" hide="scroll" snap="true"/>
      <bar edge="bottom" height="56" hide="scroll"/>
      <scroll>
        <box id="tabs" height="48" sticky="top" label="Tabs"/>
        <list id="rows" count="60" rowHeight="72"/>
      </scroll>
    </screen>
    """

  struct TimePlot: Decodable {
    var curves: [String]
    var lifts: Int
    var why: String
    var outlined: [String]
  }

  /// The page shows each hiding element's `e` over the Play path beside the
  /// motion plot, says why not against the offset, and hovering a curve of
  /// it outlines the element on the screen (`plot.js`).
  @Test(arguments: BrowserKind.allCases)
  func theTimePlotNamesWhatHidesAndOutlinesIt(_ kind: BrowserKind) async throws {
    let folder = try SiteTool.temporaryDirectory(named: "time-plot")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("hiding.xml")
    try Data(Self.hidingLayout.utf8).write(to: layout)
    let site = try await SiteTool.build([layout], into: folder.appendingPathComponent("site"))
    try await Self.withBrowser(kind) { browser in
      _ = try await PageProbe(browser: browser).open(Self.page(site, "hiding"))
      let shown: TimePlot = try await browser.run(
        """
        () => {
          const plot = document.getElementById('plot-time');
          const curves = Array.from(plot.querySelectorAll('[data-for]'), (g) => g.dataset.for);
          const key = plot.querySelector('[data-for="bar-top"] .plot-key');
          key.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
          const outlined = Array.from(
            document.querySelectorAll('#screen .highlighted'), (e) => e.dataset.id);
          return {curves, lifts: plot.querySelectorAll('.plot-lift').length,
            why: document.getElementById('plot-time-why').textContent, outlined};
        }
        """)
      #expect(shown.curves == ["bar-top", "bar-bottom"], "\(kind)")
      #expect(shown.lifts == 1, "\(kind)")
      #expect(shown.why.contains("It cannot be drawn against the offset"), "\(kind)")
      #expect(
        shown.outlined == ["bar-top"],
        "\(kind): hovering bar-top's curve outlined \(shown.outlined)")
    }
  }
}
