import Foundation
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  struct SourceView: Decodable {
    var elements: Int
    var drawn: String
    var note: String
    var noteShown: Bool
  }

  /// Opens the Source section (or switches to `tab`) and reports the page's
  /// DOM size, the text drawn in the spelling's panel and the note under it.
  static let openSource = """
    (a) => {
      const view = document.getElementById('source-view');
      // Opening fires its toggle event later, in a task of its own; a tab's
      // click draws at once.
      const opened = new Promise((resolve) => {
        if (a.tab) {
          document.getElementById('tab-' + a.tab).click();
          resolve();
        } else {
          view.addEventListener('toggle', () => resolve(), { once: true });
          view.open = true;
        }
      });
      return opened.then(() => new Promise((resolve) => requestAnimationFrame(() => {
        const name = a.tab || 'xml';
        const more = document.getElementById('source-' + name + '-more');
        resolve({
          elements: document.getElementsByTagName('*').length,
          drawn: document.getElementById('source-' + name).textContent,
          note: more.textContent, noteShown: !more.hidden,
        });
      })));
    }
    """

  /// The Source section is drawn when it is first opened, as its first lines
  /// only: at 100,000 rows with 1,000 pins the DOM stays under 1,000 elements
  /// before and after, in every tab, and the note links the whole files.
  @Test(arguments: BrowserKind.allCases)
  func theSourceIsDrawnWhenOpenedAndKeepsTheDOMSmall(_ kind: BrowserKind) async throws {
    let folder = try SiteTool.temporaryDirectory(named: "source-view")
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = folder.appendingPathComponent("big.json")
    try Data(ManyPinsLayout.json(rows: 100_000, every: 100).utf8).write(to: layout)
    let site = try await SiteTool.build([layout], into: folder.appendingPathComponent("site"))
    let xml = try String(
      contentsOf: site.appendingPathComponent("big/big.xml"), encoding: .utf8)
    let json = try String(
      contentsOf: site.appendingPathComponent("big/big.json"), encoding: .utf8)
    try await Self.withBrowser(kind) { browser in
      try await browser.navigate(to: Self.page(site, "big"))
      struct Counts: Decodable {
        var elements: Int
        var drawn: Int
      }
      let before: Counts = try await browser.run(
        """
        () => ({elements: document.getElementsByTagName('*').length,
          drawn: document.querySelectorAll('#source-xml *, #source-json *').length})
        """)
      #expect(before.elements < 1000 && before.drawn == 0, "\(kind): \(before)")
      struct Request: Encodable { var tab: String? }
      for (tab, text) in [(nil, xml), ("json", json), ("xml", xml)] as [(String?, String)] {
        let view: SourceView = try await browser.runAsync(Self.openSource, Request(tab: tab))
        #expect(view.elements < 1000, "\(kind) \(tab ?? "open"): \(view.elements) elements")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let drawnLines = view.drawn.split(separator: "\n").count
        #expect(drawnLines > 10, "\(kind): \(drawnLines) lines drawn")
        #expect(
          view.drawn == lines.prefix(drawnLines).joined(separator: "\n") + "\n",
          "\(kind): the drawn text is the file's first lines")
        #expect(view.noteShown, "\(kind)")
        #expect(
          view.note.hasPrefix("Showing the first \(drawnLines) of \(lines.count) lines."),
          "\(kind): \(view.note)")
      }
    }
  }
}
