import Foundation
import StickyCore
import StickyDrawing
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Each header's titles on the page stay inside the header at every offset
  /// of the whole overscroll range (`HeaderTitles`), on the gallery and on
  /// headers of every kind: the box of the title lines, as the browser lays
  /// them out and moves them, against the header's box; and across it where
  /// the platform sets them (`HeaderTitles.alignment`), centred or 20 pt from
  /// the start, where no effect moves them. A test may measure; the page does
  /// not.
  @Test(arguments: BrowserKind.allCases)
  func titlesStayInsideTheirHeader(_ kind: BrowserKind) async throws {
    let generated = try SiteTool.writeLayouts(try HeaderLayouts.screens())
    let folder = generated[0].deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let layouts = SiteTool.galleryLayouts() + generated
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    let screens = try layouts.map { try ScreenLoader.load(contentsOf: $0.path) }
      .filter { $0.scroll.header.map { $0.title != nil || $0.subtitle != nil } ?? false }
    #expect(screens.count >= 20)
    try await Self.withBrowser(kind) { browser in
      var problems: [String] = []
      for screen in screens {
        let table = Scene(screen: screen)
        let header = try #require(table.tracks.first { $0.id == screen.scroll.header?.id })
        let model = try #require(screen.scroll.header)
        let titles = HeaderTitles.top(of: model, height: header.height, in: table.viewport)
        // Where the lines sit across the header, unless an effect moves them.
        let alignment =
          model.effects.contains { $0.part == .text }
          ? nil : HeaderTitles.alignment(of: model, on: screen.frame)
        let offsets = PageProbe.offsets(
          breakpoints: table.breakpointOffsets(of: table.allElements) + titles.breakpoints,
          lowest: table.lowestOffset, highest: table.highestOffset)
        try await browser.navigate(to: Self.page(site, screen.id))
        let readings = try await Self.titleBoxes(
          browser, screen: screen.id, header: header.id, offsets: offsets)
        for (offset, reading) in zip(offsets, readings) {
          guard let reading else { continue }  // the header is off screen
          let context = "\(kind) \(screen.id) at offset \(cssNumber(offset))"
          let (box, lines) = (reading.header, reading.titles)
          if let problem = HeaderLayouts.problem(
            block: (lines[1], lines[1] + lines[3]), header: (box[1], box[1] + box[3]))
          {
            problems.append("\(context): \(problem)")
          }
          let across =
            switch alignment {
            case .start: lines[0] - (box[0] + HeaderTitles.sideInset)
            case .center: lines[0] + lines[2] / 2 - (box[0] + box[2] / 2)
            case nil: 0.0
            }
          if abs(across) > 1 {
            problems.append(
              "\(context): the titles are \(cssNumber(across)) off where \(alignment!.rawValue) puts them"
            )
          }
          if lines[0] < box[0] - 0.5 || lines[0] + lines[2] > box[0] + box[2] + 0.5 {
            problems.append(
              "\(context): the titles span x \(cssNumber(lines[0]))...\(cssNumber(lines[0] + lines[2])), the header \(cssNumber(box[0]))...\(cssNumber(box[0] + box[2]))"
            )
          }
        }
      }
      Self.record(problems)
    }
  }

  /// The header's box and its title lines' box at each offset, as x, y, width
  /// and height in screen points; nil where the header is not shown.
  struct TitleReading: Decodable {
    var header: [Double]
    var titles: [Double]
  }

  static func titleBoxes(
    _ browser: Browser, screen: String, header: String, offsets: [Double]
  ) async throws -> [TitleReading?] {
    struct Request: Encodable {
      var screen: String
      var header: String
      var offsets: [Double]
    }
    return try await browser.run(
      """
      (a) => {
        const screen = document.querySelector('[data-screen="' + CSS.escape(a.screen) + '"]');
        if (!screen) throw new Error('no screen ' + a.screen + ' at ' + location.href);
        const header = screen.querySelector('[data-id="' + CSS.escape(a.header) + '"]');
        if (!header) throw new Error('no header ' + a.header);
        const text = header.querySelector(':scope > [data-part="text"]');
        if (!text) throw new Error('no titles in ' + a.header);
        const lines = [...text.children];
        const range = document.createRange();
        return a.offsets.map((o) => {
          window.stickyPreview.setOffset(o);
          if (getComputedStyle(header).display === 'none') return null;
          const s = screen.getBoundingClientRect();
          const scale = s.width / screen.offsetWidth;
          const box = (r) => [(r.left - s.left) / scale, (r.top - s.top) / scale,
            r.width / scale, r.height / scale];
          // Lines span the header's width: their text is what has an extent.
          let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
          for (const line of lines) {
            const r = line.getBoundingClientRect();
            range.selectNodeContents(line);
            const t = range.getBoundingClientRect();
            left = Math.min(left, t.left);
            right = Math.max(right, t.right);
            top = Math.min(top, r.top);
            bottom = Math.max(bottom, r.bottom);
          }
          return {header: box(header.getBoundingClientRect()),
            titles: box({left, top, width: right - left, height: bottom - top})};
        });
      }
      """, Request(screen: screen, header: header, offsets: offsets))
  }
}
