import Foundation
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Text blocks that try not to fit: words longer than a line, more text than
  /// lines, one line, room to spare, a height that holds fewer lines than
  /// `lines`, and line heights from tight to a heading's.
  static let textFitLayout = """
    {"type": "screen", "id": "text-fit", "device": "iphone-se", "children": [
     {"type": "scroll", "children": [{"type": "stack", "id": "column", "padding": "12 16",
      "children": [
       {"type": "text", "id": "one-line", "text": "One short line"},
       {"type": "text", "id": "one-line-long",
        "text": "A sentence that is much too long for the one line it is given here"},
       {"type": "text", "id": "long-words", "lines": 4,
        "text": "Pneumonoultramicroscopicsilicovolcanoconiosis WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW then words"},
       {"type": "text", "id": "many-lines", "lines": 12, "text": "\(String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 14))"},
       {"type": "text", "id": "room-to-spare", "lines": 8, "text": "Only a few words, in a block of eight lines"},
       {"type": "text", "id": "heading", "lines": 2, "lineHeight": 34,
        "text": "A heading long enough to wrap onto its second line and then some more"},
       {"type": "text", "id": "tight", "lines": 5, "lineHeight": 16,
        "text": "Tight lines of small text, enough of it to fill three or four of the five lines"},
       {"type": "text", "id": "short-height", "lines": 10, "height": 70,
        "text": "A block that asks for ten lines but whose height holds three of them, so what is left of its text is cut at the third"}
      ]}]}]}
    """

  /// One text block as the page shows it, in CSS pixels of the window.
  struct FittedText: Decodable {
    var id: String
    /// The body's content is wider than its box.
    var scrollWidth, clientWidth: Double
    /// The lines the text would take without a clamp, and the lines shown.
    var naturalLines: Int
    var clampLines: Int
    var shownLines: Int
    /// Line boxes of the text, and the placeholder bars, with the padding box.
    var lines: [[Double]]
    var bars: [[Double]]
    var box: [Double]
    var scale: Double
  }

  /// On the page every text block's lines stay inside its box, wrapped by the
  /// browser; a block cut short (ending in an ellipsis) shows no placeholder
  /// bar; and the bars lie on exactly the lines the text leaves empty. Every
  /// gallery screen and a layout of text that tries not to fit, at a few
  /// offsets, in every engine.
  @Test(arguments: BrowserKind.allCases)
  func textFitsItsBlockAndBarsFillOnlyEmptyLines(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let folder = try SiteTool.temporaryDirectory(named: "text-fit")
    defer {
      try? FileManager.default.removeItem(at: folder)
    }
    let layout = folder.appendingPathComponent("text-fit.json")
    try Data(Self.textFitLayout.utf8).write(to: layout)
    let extra = try await SiteTool.build([layout], into: folder.appendingPathComponent("site"))
    let pages =
      try Self.galleryScreens().map { Self.page(site, $0.id) } + [Self.page(extra, "text-fit")]
    var problems: [String] = []
    var checked = 0
    var cut = 0
    try await Self.withBrowser(kind) { browser in
      for page in pages {
        try await browser.navigate(to: page)
        let name = "\(kind) \(page.deletingLastPathComponent().lastPathComponent)"
        for fraction in [0.0, 0.5, 1.0] {
          let texts: [FittedText] = try await browser.runAsync(Self.fittedTexts, fraction)
          for text in texts {
            checked += 1
            problems += Self.textFitProblems(text, "\(name) at \(fraction) of the range")
            if text.naturalLines > text.clampLines { cut += 1 }
          }
        }
      }
    }
    Self.record(problems)
    #expect(checked > 40, "only \(checked) text blocks checked")
    #expect(cut > 0, "no text block was cut short, so the ellipsis rule was not tried")
  }

  static func textFitProblems(_ text: FittedText, _ context: String) -> [String] {
    var problems: [String] = []
    let name = "\(context): \(text.id)"
    let slack = 0.5 * text.scale
    if text.scrollWidth > text.clientWidth {
      problems.append("\(name): its text is \(text.scrollWidth) px wide in \(text.clientWidth)")
    }
    let (left, top, right, bottom) = (text.box[0], text.box[1], text.box[2], text.box[3])
    for line in text.lines
    where line[0] < left - slack || line[2] > right + slack || line[1] < top - slack
      || line[3] > bottom + slack
    {
      problems.append("\(name): a line at \(line) leaves the box \(text.box)")
    }
    let filled = min(text.naturalLines, text.clampLines)
    if text.clampLines != text.shownLines {
      problems.append("\(name): clamped at \(text.clampLines) lines, shows \(text.shownLines)")
    }
    if text.naturalLines > text.clampLines && !text.bars.isEmpty {
      problems.append(
        "\(name): its text is cut at \(text.clampLines) of \(text.naturalLines) lines, with an ellipsis, above \(text.bars.count) placeholder bars"
      )
    }
    if text.bars.count != text.shownLines - filled {
      problems.append(
        "\(name): \(text.bars.count) bars for the \(text.shownLines - filled) lines its \(filled) lines of text leave empty"
      )
    }
    let textBottom = text.lines.map { $0[3] }.max() ?? top
    for bar in text.bars where bar[1] < textBottom - slack || bar[3] > bottom + slack {
      problems.append("\(name): a bar at \(bar) is not under the text (ending at \(textBottom))")
    }
    return problems
  }

  /// Sets the offset at `fraction` of the scroll range, waits for fonts, and
  /// reads every displayed text block (see `FittedText`). The lines the text
  /// would take unclamped are counted on a copy, removed afterwards.
  static let fittedTexts = """
    async (fraction) => {
      await document.fonts.ready;
      const api = window.stickyPreview;
      api.setOffset(api.maxOffset * fraction);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const rect = (r) => [r.left, r.top, r.right, r.bottom];
      const out = [];
      for (const node of document.querySelectorAll('[data-screen] .t-text')) {
        if (!node.getClientRects().length) continue;
        const body = node.querySelector('.body');
        const lineHeight = parseFloat(body.style.lineHeight);
        const box = node.getBoundingClientRect();
        const scale = box.width / node.offsetWidth;
        const copy = body.cloneNode(true);
        copy.style.webkitLineClamp = 'none';
        copy.style.display = 'block';
        copy.style.position = 'absolute';
        copy.style.visibility = 'hidden';
        copy.style.width = node.offsetWidth + 'px';
        node.append(copy);
        const naturalLines = Math.round(copy.offsetHeight / lineHeight);
        copy.remove();
        const range = document.createRange();
        range.selectNodeContents(body);
        const bodyBox = body.getBoundingClientRect();
        // Lines past the clamp are laid out but hidden: only those the body shows count.
        const lines = [...range.getClientRects()]
          .filter((r) => r.width > 0 && r.top < bodyBox.bottom - 1)
          .map(rect);
        out.push({
          id: node.dataset.id, scrollWidth: body.scrollWidth, clientWidth: body.clientWidth,
          naturalLines, clampLines: Number(body.style.webkitLineClamp),
          shownLines: Math.max(1, Math.floor(node.offsetHeight / lineHeight + 0.01)),
          lines, bars: [...node.querySelectorAll('.line-bar')].map((b) => rect(b.getBoundingClientRect())),
          box: rect(box), scale});
      }
      return out;
    }
    """
}
