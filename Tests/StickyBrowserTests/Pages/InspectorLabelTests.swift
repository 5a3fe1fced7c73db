import Foundation
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// What the inspector shows at one offset: the label boxes in window pixels,
  /// the screen's safe rectangle and corner radius in the same pixels.
  struct InspectorLabels: Decodable {
    var labels: [[Double]]
    var names: [String]
    var opaque: [Bool]
    var safe: [Double]
    var screen: [Double]
    var radius: Double
  }

  /// What is left of the inspector once it is off.
  struct InspectorOff: Decodable {
    var outlined: [String]
    var shownLabels: Int
    var overlayShown: Bool
  }

  /// The inspector's labels lie inside the screen's safe rectangle, clear of
  /// its rounded corners, on opaque chips, and never over one another; turning
  /// it off leaves no outline, even the one `inspect(id)` made. A few gallery
  /// screens, one of them on the Pixel's rounded corners, at a pull, at rest,
  /// mid-way and at the end.
  @Test(arguments: BrowserKind.allCases)
  func inspectorLabelsStayInsideTheSafeAreaApart(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let folder = try SiteTool.temporaryDirectory(named: "inspector")
    defer {
      try? FileManager.default.removeItem(at: folder)
    }
    let pixel = try BrowserTests.SVGDrawings.gallery(on: "pixel-8", into: folder)
      .filter { $0.lastPathComponent.hasPrefix("03-") }
    let pixelSite = try await SiteTool.build(pixel, into: folder.appendingPathComponent("site"))
    let pages =
      [
        ("sticky-section-header", "header-2"), ("pinned-header-with-tabs", "tabs"),
        ("collapsing-header", "content"), ("sticky-cell", "items"),
      ].map { (Self.page(site, $0.0), $0.1) } + [
        (Self.page(pixelSite, "sticky-section-header"), "header-3")
      ]
    var problems: [String] = []
    var labelsSeen = 0
    try await Self.withBrowser(kind) { browser in
      for (page, id) in pages {
        try await browser.navigate(to: page)
        let name = "\(kind) \(page.deletingLastPathComponent().lastPathComponent)"
        for fraction in [-0.1, 0, 0.5, 1] {
          let shown: InspectorLabels = try await browser.runAsync(Self.inspectorLabels, fraction)
          labelsSeen += shown.labels.count
          problems += Self.labelProblems(shown, "\(name) at \(fraction) of the range")
        }
        let off: InspectorOff = try await browser.run(Self.inspectorOff, id)
        if !off.outlined.isEmpty || off.shownLabels > 0 || off.overlayShown {
          problems.append(
            "\(name): after inspect('\(id)') and off, outlined \(off.outlined), \(off.shownLabels) labels shown, overlay shown \(off.overlayShown)"
          )
        }
      }
    }
    Self.record(problems)
    #expect(labelsSeen > 60, "only \(labelsSeen) labels seen")
  }

  static func labelProblems(_ shown: InspectorLabels, _ context: String) -> [String] {
    var problems: [String] = []
    let slack = 0.5
    let (left, top, right, bottom) = (shown.safe[0], shown.safe[1], shown.safe[2], shown.safe[3])
    if shown.labels.isEmpty { problems.append("\(context): no labels") }
    // Whether a point is inside the screen's rounded rectangle.
    func inside(_ x: Double, _ y: Double) -> Bool {
      let r = shown.radius
      let (l, t, rr, b) = (shown.screen[0], shown.screen[1], shown.screen[2], shown.screen[3])
      let cx = x < l + r ? l + r : x > rr - r ? rr - r : x
      let cy = y < t + r ? t + r : y > b - r ? b - r : y
      return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= (r + slack) * (r + slack)
    }
    for (k, box) in shown.labels.enumerated() {
      let name =
        "\(context): label \"\(shown.names[k])\" at \(box.map { ($0 * 10).rounded() / 10 })"
      if box[0] < left - slack || box[1] < top - slack || box[2] > right + slack
        || box[3] > bottom + slack
      {
        problems.append("\(name) leaves the safe rectangle \(shown.safe)")
      }
      for (x, y) in [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
      where !inside(x, y) {
        problems.append("\(name) reaches into a rounded corner at (\(x), \(y))")
      }
      if !shown.opaque[k] { problems.append("\(name) lets the text under it show through") }
      for (j, other) in shown.labels.enumerated().dropFirst(k + 1)
      where box[0] < other[2] - slack && other[0] < box[2] - slack && box[1] < other[3] - slack
        && other[1] < box[3] - slack
      {
        problems.append("\(name) overlaps \"\(shown.names[j])\" at \(other)")
      }
    }
    return problems
  }

  /// Turns the inspector on at `fraction` of the scroll range and reads it
  /// (see `InspectorLabels`).
  static let inspectorLabels = """
    async (fraction) => {
      const api = window.stickyPreview;
      const data = JSON.parse(document.getElementById('sticky-data').textContent);
      if (!document.querySelector('[data-screen]').classList.contains('inspecting')) {
        document.getElementById('inspect').click();
      }
      api.setOffset(api.maxOffset * fraction);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const screen = document.querySelector('[data-screen]');
      const r = screen.getBoundingClientRect();
      const scale = r.width / screen.offsetWidth;
      const labels = [...screen.querySelectorAll('.inspect-label')]
        .filter((node) => node.getClientRects().length > 0);
      const opaque = (node) => {
        const c = getComputedStyle(node).backgroundColor;
        const alpha = c.startsWith('rgba') ? Number(c.split(',')[3].replace(')', '')) : 1;
        return c !== 'transparent' && alpha === 1;
      };
      return {
        labels: labels.map((node) => {
          const b = node.getBoundingClientRect();
          return [b.left, b.top, b.right, b.bottom];
        }),
        names: labels.map((node) => node.textContent),
        opaque: labels.map(opaque),
        safe: [r.left, r.top + data.safeTop * scale, r.right, r.bottom - data.safeBottom * scale],
        screen: [r.left, r.top, r.right, r.bottom],
        radius: parseFloat(getComputedStyle(screen).borderTopLeftRadius) * scale,
      };
    }
    """

  /// Outlines `id` with `inspect`, switches the inspector off with its button,
  /// and reads what stays (see `InspectorOff`).
  static let inspectorOff = """
    (id) => {
      window.stickyPreview.inspect(id);
      document.getElementById('inspect').click();
      const screen = document.querySelector('[data-screen]');
      const outlined = [...screen.querySelectorAll('*')].filter((node) => {
        const s = getComputedStyle(node);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      }).map((node) => node.dataset.id || node.className);
      const overlay = screen.querySelector('.inspect-overlay');
      return {
        outlined,
        shownLabels: [...screen.querySelectorAll('.inspect-label')]
          .filter((node) => node.getClientRects().length > 0).length,
        overlayShown: Boolean(overlay && overlay.getClientRects().length > 0),
      };
    }
    """
}

extension BrowserTests.Pages {
  /// The readout beside the pointer: its box in window pixels, its text, and
  /// the screen's box.
  struct PointerReadout: Decodable {
    var box: [Double]?
    var text: String
    var screen: [Double]
  }

  /// With the inspector on, the element under the pointer is named with its
  /// frame beside the pointer, inside the screen, on whichever side of the
  /// pointer leaves room; it goes when the pointer leaves the screen.
  @Test(arguments: BrowserKind.allCases)
  func theReadoutFollowsThePointer(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    try await Self.withBrowser(kind) { browser in
      try await browser.navigate(to: Self.page(site, "sticky-cell"))
      // The inspector on, and the screen's box.
      let screen: [Double] = try await browser.run(
        """
        () => {
          const screen = document.querySelector('[data-screen]');
          document.getElementById('inspect').click();
          const s = screen.getBoundingClientRect();
          return [s.x, s.y, s.width, s.height];
        }
        """)
      let (left, top, width, height) = (screen[0], screen[1], screen[2], screen[3])
      for (fx, fy) in [(0.3, 0.3), (0.8, 0.9), (0.8, 0.2), (0.2, 0.85)] {
        let x = left + width * fx
        let y = top + height * fy
        try await browser.perform([InputSource.mouse([.pointerMove(x: x, y: y, durationMS: 0)])])
        let shown: PointerReadout = try await browser.runAsync(
          """
          async () => {
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            const node = document.querySelector('.inspect-readout');
            const s = document.querySelector('[data-screen]').getBoundingClientRect();
            const b = node.hidden ? null : node.getBoundingClientRect();
            return {box: b && [b.x, b.y, b.width, b.height], text: node.textContent,
              screen: [s.x, s.y, s.width, s.height]};
          }
          """)
        let context = "\(kind) with the pointer at \(fx), \(fy) of the screen"
        let box = try #require(shown.box, "\(context): no readout")
        let id = try #require(
          shown.text.split(separator: " ").first.map(String.init), "\(context): \(shown.text)")
        let hovered: String? = try await browser.run(
          """
          (p) => {
            const node = document.elementFromPoint(p[0], p[1]);
            const e = node && node.closest('[data-id]');
            return e ? e.dataset.id : null;
          }
          """, [x, y])
        #expect(
          id == hovered,
          "\(context): the readout names \(shown.text), the pointer is on \(hovered ?? "nothing")")
        #expect(
          shown.text.contains(" y ") && shown.text.contains(" h "), "\(context): \(shown.text)")
        // Its nearest corner is near the pointer, and it lies on the screen.
        let dx = max(box[0] - x, 0, x - (box[0] + box[2]))
        let dy = max(box[1] - y, 0, y - (box[1] + box[3]))
        #expect(dx <= 20 && dy <= 20, "\(context): the readout at \(box)")
        #expect(
          box[0] >= left - 0.5 && box[1] >= top - 0.5 && box[0] + box[2] <= left + width + 0.5
            && box[1] + box[3] <= top + height + 0.5,
          "\(context): the readout at \(box) passes the screen at \(shown.screen)")
      }
      try await browser.perform([
        InputSource.mouse([.pointerMove(x: left + width + 40, y: top + 10, durationMS: 0)])
      ])
      let hidden: Bool = try await browser.run(
        "() => document.querySelector('.inspect-readout').hidden")
      #expect(hidden, "\(kind): the readout stays once the pointer has left the screen")
    }
  }
}
