import Foundation
import StickyCore
import StickyDrawing
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.SVGDrawings {
  /// The gallery's layouts with their device set to `device`, in `folder`
  /// beside the files they refer to (images).
  static func gallery(on device: String, into folder: URL) throws -> [URL] {
    let layouts = SiteTool.galleryLayouts()
    let files = FileManager.default
    var written: [URL] = []
    for layout in layouts {
      let target = folder.appendingPathComponent(layout.lastPathComponent)
      let text = try String(contentsOf: layout, encoding: .utf8)
      let pattern =
        layout.pathExtension == "xml" ? #"device="[^"]*""# : #""device"\s*:\s*"[^"]*""#
      let spelled =
        layout.pathExtension == "xml" ? "device=\"\(device)\"" : "\"device\": \"\(device)\""
      let changed = text.replacingOccurrences(
        of: pattern, with: spelled, options: .regularExpression)
      try #require(
        changed != text || text.contains(spelled), "\(layout.lastPathComponent) names no device")
      try Data(changed.utf8).write(to: target)
      written.append(target)
    }
    let screens = SiteTool.packageRoot.appendingPathComponent("site/screens")
    for name in try files.contentsOfDirectory(atPath: screens.path)
    where !["xml", "json"].contains((name as NSString).pathExtension) {
      let target = folder.appendingPathComponent(name)
      if !files.fileExists(atPath: target.path) {
        try files.copyItem(at: screens.appendingPathComponent(name), to: target)
      }
    }
    return written
  }

  /// A `<text>` of a drawing in the screen's user space: its box, where its
  /// anchor falls, how it is anchored, and the smallest `[data-id]` box that
  /// holds its anchor (its element, or its row).
  struct DrawnText: Decodable {
    var text: String
    var owner: String
    var anchor: String
    var anchorX: Double
    /// Its font size on the screen, in points.
    var size: Double
    var left, top, right, bottom: Double
    var ownerLeft, ownerTop, ownerRight, ownerBottom: Double
  }

  /// No line of text in a snapshot passes its element's padding: the text of
  /// a box, bar, row or button keeps `TextWidth.inset` from the sides when
  /// centred and as much on the right as on the left when it starts at a
  /// padding; a text block keeps inside its width; and every text but a
  /// header's titles keeps inside its element's height. Every gallery screen,
  /// and the page test's blocks of text that try not to fit, on every device
  /// preset that draws differently, at rest and at the end of the range.
  @Test func noDrawnTextPassesItsPadding() async throws {
    let folder = try SiteTool.temporaryDirectory(named: "svg-text")
    defer { try? FileManager.default.removeItem(at: folder) }
    var problems: [String] = []
    var checked = 0
    try await BrowserLanes.withSession { browser in
      // Presets that differ only in name draw alike: one of each.
      var seen: Set<String> = []
      let devices = Device.presets.filter {
        seen.insert("\($0.width) \($0.height) \($0.safeTop) \($0.safeBottom) \($0.frame)").inserted
      }.map(\.name)
      for device in devices {
        let deviceFolder = folder.appendingPathComponent(device)
        try FileManager.default.createDirectory(
          at: deviceFolder, withIntermediateDirectories: true)
        let textFit = deviceFolder.appendingPathComponent("text-fit.json")
        try Data(
          BrowserTests.Pages.textFitLayout.replacingOccurrences(
            of: #""device": "iphone-se""#, with: "\"device\": \"\(device)\""
          ).utf8
        ).write(to: textFit)
        for layout in try Self.gallery(on: device, into: deviceFolder) + [textFit] {
          let range = try await SiteTool.frames(of: layout)
          let headers = Set(range.elements.filter { $0.type == "header" }.map(\.id))
          for offset in [0, range.maxOffset] {
            let name = "\(device) \(layout.lastPathComponent) at \(cssNumber(offset))"
            let file = try await Self.draw(
              ["snapshot", layout.path, "--offset", cssNumber(offset), "--frame", "none"],
              into: deviceFolder, name: "\(layout.lastPathComponent)-\(cssNumber(offset)).svg")
            try await browser.navigate(to: file)
            let texts: [DrawnText] = try await browser.run(Self.drawnTexts)
            for text in texts {
              checked += 1
              let inset =
                text.anchor == "middle" ? TextWidth.inset : text.anchorX - text.ownerLeft
              // A glyph may start left of its pen position: by up to 0.11 em,
              // a bold "J"'s side bearing (0.067 em in DejaVu Sans Bold) and
              // the pixel its ink box is measured to (2 points at 20, 3 at 30).
              let bearing = max(1.5, 0.11 * text.size)
              let (low, high) = (text.ownerLeft + inset - bearing, text.ownerRight - inset + 0.5)
              if text.left < low || text.right > high {
                problems.append(
                  "\(name): \"\(text.text)\" in \(text.owner) spans x \(text.left)-\(text.right), outside \(low)-\(high)"
                )
              }
              // Whether a header's titles stay inside it is the title test's.
              if !headers.contains(text.owner)
                && (text.top < text.ownerTop - 0.5 || text.bottom > text.ownerBottom + 0.5)
              {
                problems.append(
                  "\(name): \"\(text.text)\" in \(text.owner) spans y \(text.top)-\(text.bottom), outside \(text.ownerTop)-\(text.ownerBottom)"
                )
              }
            }
          }
        }
      }
    }
    BrowserTests.Pages.record(problems)
    #expect(checked > 500, "only \(checked) texts checked")
  }

  /// Reads every `<text>` of the page's one screen (see `DrawnText`).
  static let drawnTexts = """
    () => {
      const screen = document.querySelector('[data-screen]');
      const toScreen = screen.getScreenCTM().inverse();
      const boxOf = (node) => {
        const matrix = toScreen.multiply(node.getScreenCTM());
        const box = node.getBBox();
        const a = new DOMPoint(box.x, box.y).matrixTransform(matrix);
        const b = new DOMPoint(box.x + box.width, box.y + box.height).matrixTransform(matrix);
        return {left: Math.min(a.x, b.x), top: Math.min(a.y, b.y),
                right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y)};
      };
      const contains = (b, p) =>
        p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;
      // The element's group is the nearest one whose first rectangle is its
      // frame; row labels sit in a group beside their rows' frames.
      const ownerOf = (text, anchor) => {
        for (let g = text.parentElement; g && g !== screen; g = g.parentElement) {
          const frame = g.querySelector(':scope > rect[data-id]');
          if (frame) return {id: frame.getAttribute('data-id'), box: boxOf(frame)};
          const rows = [...g.querySelectorAll(':scope > use[data-id]')]
            .map((row) => ({id: row.getAttribute('data-id'), box: boxOf(row)}))
            .filter((row) => contains(row.box, anchor));
          if (rows.length) return rows[0];
        }
        return null;
      };
      return [...screen.querySelectorAll('text')].map((text) => {
        const matrix = toScreen.multiply(text.getScreenCTM());
        const x = text.x.baseVal.length ? text.x.baseVal[0].value : 0;
        const y = text.y.baseVal.length ? text.y.baseVal[0].value : 0;
        const anchor = new DOMPoint(x, y).matrixTransform(matrix);
        const owner = ownerOf(text, anchor);
        const box = boxOf(text);
        const o = owner ? owner.box : {left: 0, top: 0, right: 0, bottom: 0};
        return {text: text.textContent, owner: owner ? owner.id : '(none)',
                anchor: getComputedStyle(text).textAnchor, anchorX: anchor.x,
                size: parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b),
                left: box.left, top: box.top, right: box.right, bottom: box.bottom,
                ownerLeft: o.left, ownerTop: o.top, ownerRight: o.right, ownerBottom: o.bottom};
      });
    }
    """
}
