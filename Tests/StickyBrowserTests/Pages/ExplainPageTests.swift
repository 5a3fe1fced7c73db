import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// What the page shows at one offset: the plot's cursor mapped back to an
  /// offset, and the inspector's x, y, width and height of each element.
  struct Explained: Decodable {
    var offset: Double
    /// Nil on a screen where nothing moves, which has no plot.
    var cursorOffset: Double?
    /// How far the drawn cursor is from the offset's place on the plot, in CSS px.
    var cursorPixels: Double?
    /// Four numbers per id, as the inspector displays them; empty when it shows none.
    var frames: [[Double]]
  }

  static let explainSource = """
    (a) => {
      const sp = window.stickyPreview;
      sp.setOffset(a.offset);
      const plot = document.getElementById('plot');
      const cursor = document.getElementById('plot-cursor');
      const frames = a.ids.map((id) => {
        sp.inspect(id);
        return ['x', 'y', 'width', 'height'].flatMap((field) => {
          const node = document.querySelector('#inspected-frame [data-field="' + field + '"]');
          return node ? [Number(node.textContent)] : [];
        });
      });
      if (!plot) return {offset: sp.offset, frames};
      const percent = Number(/^translateX\\(([^)]+)%\\)$/.exec(cursor.style.transform)[1]);
      const x0 = Number(plot.dataset.x0), x1 = Number(plot.dataset.x1);
      const low = Number(plot.dataset.lowest), high = Number(plot.dataset.highest);
      const cursorOffset = low + (percent / 100) * (high - low);
      // Where the line is drawn, against where the plot's own units put it.
      const box = plot.getBoundingClientRect();
      const units = box.width / plot.viewBox.baseVal.width;
      const line = cursor.getBoundingClientRect();
      const wantX = box.left + (x0 + ((a.offset - low) / (high - low)) * (x1 - x0)) * units;
      // The line is drawn centred on the cursor box's left edge.
      const cursorPixels = Math.abs(line.left - wantX);
      return {offset: sp.offset, cursorOffset, cursorPixels, frames};
    }
    """

  struct ExplainRequest: Encodable {
    var offset: Double
    var ids: [String]
  }

  /// The inspector rounds to 1/100 of a point.
  static let inspectorTolerance = 0.005 + 1e-9

  /// Builds the built-in gallery and hands its layouts and site to `body` in
  /// a fresh session of `kind`; records the problems `body` returns.
  static func withGallery(
    _ kind: BrowserKind, _ body: ([URL], URL, Browser, PageProbe) async throws -> [String]
  ) async throws {
    let layouts = SiteTool.galleryLayouts()
    try #require(!layouts.isEmpty, "no gallery layouts in site/")
    let site = try await SiteTool.gallery()
    try await Self.withBrowser(kind) { browser in
      let problems = try await body(layouts, site, browser, PageProbe(browser: browser))
      Self.record(problems.map { "\(kind): \($0)" })
    }
  }

  /// Whether an effect of the layout follows the content's offset.
  static func hasContentEffects(_ layout: URL) throws -> Bool {
    let table = Scene(screen: try ScreenLoader.load(contentsOf: layout.path))
    return table.tracks.contains { $0.effects.contains { $0.scroller == table.content.id } }
  }

  @Test(arguments: BrowserKind.allCases)
  func plotCursorAndInspectorMatchFrames(_ kind: BrowserKind) async throws {
    try await Self.withGallery(kind) { layouts, site, browser, probe in
      var problems: [String] = []
      for layout in layouts {
        let natural = try await SiteTool.frames(of: layout)
        let lowest = natural.minOffset - natural.overscroll
        let highest = natural.maxOffset + natural.overscroll
        let middle = (natural.maxOffset / 2).rounded()
        // Ascending, so that bars that hide show the state `frames` prints
        // at each offset: the one reached scrolling straight from the top.
        let offsets = Set(
          [lowest, lowest / 2, 0, middle, natural.maxOffset, highest]
            + natural.offsets.filter { $0 > lowest && $0 < highest }
        ).sorted()
        let expected = ExpectedFrames(
          frames: try await SiteTool.frames(of: layout, offsets: offsets))
        let name = expected.screen
        _ = try await probe.open(Self.page(site, name))
        // A tick at every breakpoint but the ends of the range.
        let ticks: [Double] = try await browser.run(
          "() => Array.from(document.querySelectorAll('#ticks .tick'), (t) => Number(t.dataset.offset))"
        )
        let breakpoints = natural.offsets.filter { $0 > lowest && $0 < highest }
        if ticks != breakpoints {
          problems.append("\(name): ticks at \(ticks), breakpoints at \(breakpoints)")
        }
        // No text of a plot (a legend's, a colour's value) passes its edges,
        // where the plot would cut it.
        let overflowing: [String] = try await browser.run(
          """
          () => Array.from(document.querySelectorAll('svg.plot'), (svg) => {
            const width = svg.viewBox.baseVal.width;
            return Array.from(svg.querySelectorAll('text'), (t) => {
              const b = t.getBBox();
              return b.x < -0.5 || b.x + b.width > width + 0.5
                ? svg.id + ': "' + t.textContent + '" spans ' + b.x + ' to ' + (b.x + b.width)
                  + ' of ' + width
                : null;
            }).filter(Boolean);
          }).flat()
          """)
        problems += overflowing.map { "\(name): \($0)" }
        for offset in offsets {
          let shown: Explained = try await browser.run(
            Self.explainSource, ExplainRequest(offset: offset, ids: expected.ids))
          // Browsers print a transform's percentage to six significant
          // digits: 1/100,000 of the range is under 0.01 px on the plot.
          // A screen without a plot is one where nothing moves on its own
          // or changes with the content's offset (a carousel's effects
          // follow its own, on a plot of its own).
          if let cursorOffset = shown.cursorOffset, let cursorPixels = shown.cursorPixels {
            if abs(cursorOffset - offset) > (highest - lowest) * 1e-5 {
              problems.append(
                "\(name): at offset \(offset) the plot cursor is at offset \(cursorOffset)")
            }
            if cursorPixels > 0.5 {
              problems.append(
                "\(name): at offset \(offset) the plot cursor is drawn \(cursorPixels) px away")
            }
          } else if try Self.hasContentEffects(layout) {
            problems.append("\(name): no plot on a screen with effects")
          }
          for (index, id) in expected.ids.enumerated() {
            guard let frame = expected.frame(index, offset) else { continue }
            let want = [frame.x, frame.y, frame.width, frame.height]
            let got = shown.frames[index]
            if got.count != 4
              || zip(got, want).contains(where: { abs($0 - $1) > Self.inspectorTolerance })
            {
              problems.append(
                "\(name): at offset \(offset) the inspector shows \(id) at \(got), frames say \(want)"
              )
            }
          }
        }
      }
      return problems
    }
  }

  /// Every effect value the inspector shows, as its text (a number, or a
  /// colour as `#rrggbbaa`), by the name it shows (`opacity`, `text
  /// opacity`), for each id at one offset.
  static let inspectedEffectsSource = """
    (a) => {
      const sp = window.stickyPreview;
      sp.setOffset(a.offset);
      return a.ids.map((id) => {
        sp.inspect(id);
        const shown = {};
        for (const dd of document.querySelectorAll('#inspected-frame dd[data-field]')) {
          shown[dd.dataset.field] = dd.textContent;
        }
        return shown;
      });
    }
    """

  /// The inspector shows each effect's value as `frames` prints it, at every
  /// breakpoint of the gallery screens that carry effects.
  @Test(arguments: BrowserKind.allCases)
  func inspectorShowsTheEffectsOfFrames(_ kind: BrowserKind) async throws {
    try await Self.withGallery(kind) { layouts, site, browser, probe in
      var problems: [String] = []
      var checked = 0
      for layout in layouts {
        let natural = try await SiteTool.frames(of: layout)
        guard natural.elements.contains(where: { !($0.effects ?? [:]).isEmpty }) else { continue }
        let frames = try await SiteTool.frames(of: layout, offsets: natural.offsets)
        let carriers = frames.elements.filter { !($0.effects ?? [:]).isEmpty }
        _ = try await probe.open(Self.page(site, frames.screen))
        for (position, offset) in frames.offsets.enumerated() {
          let shown: [[String: String]] = try await browser.run(
            Self.inspectedEffectsSource, ExplainRequest(offset: offset, ids: carriers.map(\.id)))
          for (element, fields) in zip(carriers, shown) {
            for (key, values) in element.effects ?? [:] {
              let name = key.replacingOccurrences(of: ".", with: " ")
              checked += 1
              guard let value = fields[name].flatMap(Double.init),
                abs(value - values[position]) <= Self.inspectorTolerance
              else {
                problems.append(
                  "\(frames.screen): at offset \(offset) the inspector shows \(element.id) "
                    + "\(name) as \(fields[name].map { "\($0)" } ?? "nothing"), frames say \(values[position])"
                )
                continue
              }
            }
          }
        }
      }
      if checked == 0 { problems.append("no gallery screen carries effects") }
      return problems
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func tickLabelsSayWhatChanges(_ kind: BrowserKind) async throws {
    try await Self.withGallery(kind) { _, site, browser, probe in
      var problems: [String] = []
      for (screen, label) in [
        ("sticky-cell", "items-25 pins to the top"), ("stretchy-header", "cover starts to stretch"),
        ("sticky-section-header", "header-1 is pushed away"),
      ] {
        _ = try await probe.open(Self.page(site, screen))
        let labels: [String] = try await browser.run(
          "() => Array.from(document.querySelectorAll('#ticks .tick'), (t) => t.dataset.label)")
        if !labels.contains(where: { $0.contains(label) }) {
          problems.append("\(screen): no tick says \(label), only \(labels)")
        }
      }
      return problems
    }
  }

  /// The phase text and the offset field after each input, once the panel has
  /// caught up (it is written at most every 100 ms).
  struct Panel: Decodable {
    var offset: Double
    var phase: String
    var field: String
    var inspecting: Bool
  }

  static func panel(_ browser: Browser) async throws -> Panel {
    try await browser.runAsync(
      """
      () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve({
        offset: window.stickyPreview.offset,
        phase: document.getElementById('phase').textContent,
        field: document.getElementById('readout').value,
        inspecting: document.getElementById('screen').classList.contains('inspecting'),
      })), 250))
      """)
  }

  @Test(arguments: BrowserKind.allCases)
  func phaseAndOffsetFieldSayWhereTheScreenIs(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, _, expected, _ in
      let end = expected.maxOffset
      for (offset, phase) in [
        (0, "at rest"), (end / 2, "scrolled"), (end, "at the end"),
        (-expected.overscroll / 2, "pulled past the top"),
        (end + expected.overscroll / 2, "pushed past the end"),
      ] {
        let _: Double = try await browser.run(
          "(o) => window.stickyPreview.setOffset(o)", offset)
        let panel = try await Self.panel(browser)
        #expect(panel.phase == phase, "\(kind) at \(offset)")
      }
      // Typing into the field: too far clamps, and the field says so; what is
      // not a number leaves the offset where it is and restores the field.
      let _: Double = try await browser.run("() => window.stickyPreview.setOffset(120)")
      let enter = "\u{E007}"
      for (typed, offset) in [
        ("99999", expected.highestOffset), ("abc", expected.highestOffset),
        ("", expected.highestOffset), ("300", 300),
      ] {
        let _: Bool = try await browser.run(
          """
          () => {
            const field = document.getElementById('readout');
            field.focus();
            field.value = '';
            return true;
          }
          """)
        try await browser.press(typed.map(String.init) + [enter])
        let panel = try await Self.panel(browser)
        #expect(abs(panel.offset - offset) < PageProbe.offsetTolerance, "\(kind) typed \(typed)")
        #expect(
          panel.field == cssNumber((offset * 10).rounded() / 10),
          "\(kind) typed \(typed): the field shows \(panel.field)")
      }
      // `i` toggles the inspector, except while typing in the field.
      try await browser.press(["i"])
      #expect(try await Self.panel(browser).inspecting == false, "\(kind): i typed in the field")
      let _: Bool = try await browser.run(
        "() => { document.activeElement.blur(); document.getElementById('screen').focus(); return true; }"
      )
      try await browser.press(["i"])
      #expect(try await Self.panel(browser).inspecting, "\(kind): i did not open the inspector")
      try await browser.press(["i"])
      #expect(try await Self.panel(browser).inspecting == false, "\(kind): i did not close it")
    }
  }
}

extension BrowserTests.Pages {
  /// Where on the page an offset of the plot is, and how many points one
  /// pixel of it spans.
  struct PlotPoint: Decodable {
    var x: Double
    var y: Double
    var pointsPerPixel: Double
  }

  @Test(arguments: BrowserKind.allCases)
  func hoveringAndClickingThePlot(_ kind: BrowserKind) async throws {
    try await Self.withPage(Self.inputScreen, in: kind) { browser, probe, expected, _ in
      let goal = (expected.maxOffset / 3).rounded()
      let point: PlotPoint = try await browser.run(
        """
        (o) => {
          const plot = document.getElementById('plot');
          plot.scrollIntoView({block: 'center', inline: 'center'});
          const box = plot.getBoundingClientRect();
          const x0 = Number(plot.dataset.x0), x1 = Number(plot.dataset.x1);
          const low = Number(plot.dataset.lowest), high = Number(plot.dataset.highest);
          const scale = box.width / plot.viewBox.baseVal.width;
          const x = x0 + ((o - low) / (high - low)) * (x1 - x0);
          return {x: box.left + x * scale, y: box.top + box.height / 3,
            pointsPerPixel: (high - low) / ((x1 - x0) * scale)};
        }
        """, goal)
      try await browser.perform([
        InputSource.mouse([
          .pointerMove(x: point.x, y: point.y, durationMS: 0), .pointerDown, .pointerUp,
        ])
      ])
      let settled = try await probe.waitUntilSettled()
      // Hovering a curve outlines its element on the screen.
      let outlined: [String] = try await browser.run(
        """
        () => {
          const key = document.querySelector('#plot [data-for="hero"] .plot-key');
          key.dispatchEvent(new PointerEvent('pointerover', {bubbles: true}));
          return Array.from(document.querySelectorAll('#screen .highlighted'), (e) => e.dataset.id);
        }
        """)
      #expect(outlined == ["hero"], "\(kind): hovering hero's curve outlined \(outlined)")
      // WebDriver places the pointer on whole pixels.
      #expect(
        abs(settled - goal) <= point.pointsPerPixel,
        "\(kind): clicked the plot at offset \(goal), went to \(settled)")
    }
  }
}
