import Foundation
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A phone-sized window, as the issue measured it.
  static let phone = (width: 390, height: 844)

  /// What the panel of one preview page shows in a phone-sized window.
  struct PanelLook: Decodable {
    var width, height: Double
    /// `[left, top, right, bottom]` of the screen and of the slider.
    var screen, scrubber: [Double]
    /// The slider's range and the labels under it.
    var scrubberRange: [Double]
    var rangeLabels: [String]
    /// The plot's range and the labels at the ends of its axis; empty without a plot.
    var plotRange: [Double]
    var plotEnds: [String]
    /// The sentence shown instead of a plot.
    var sentence: String
    /// The smallest text on the plot, in CSS px as shown.
    var smallestPlotText: Double
    /// The breakpoints' offsets and names (their text; the offset before it is
    /// drawn by CSS), and those of the ticks' data.
    var buttons: [Double]
    var names: [String]
    var ticks: [Double]
    var labels: [String]
    var hidden: Bool
  }

  static let panelSource = """
    () => {
      const box = (node) => {
        const r = node.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
      };
      const scrubber = document.getElementById('scrubber');
      const plot = document.getElementById('plot');
      const buttons = Array.from(document.querySelectorAll('#breakpoints button'));
      const list = document.getElementById('breakpoints');
      let smallest = Infinity;
      const plotEnds = [];
      if (plot) {
        const shown = plot.getBoundingClientRect().width / plot.viewBox.baseVal.width;
        for (const text of plot.querySelectorAll('text')) {
          smallest = Math.min(smallest, parseFloat(getComputedStyle(text).fontSize) * shown);
        }
        const x0 = Number(plot.dataset.x0), x1 = Number(plot.dataset.x1);
        for (const x of [x0, x1]) {
          const label = Array.from(plot.querySelectorAll('text.plot-label')).find((t) =>
            Math.abs(Number(t.getAttribute('x')) - x) < 1e-6 &&
            t.getAttribute('text-anchor') === (x === x0 ? 'start' : 'end'));
          plotEnds.push(label ? label.textContent : 'none');
        }
      }
      return {
        width: document.documentElement.clientWidth, height: innerHeight,
        screen: box(document.getElementById('screen')), scrubber: box(scrubber),
        scrubberRange: [Number(scrubber.min), Number(scrubber.max)],
        rangeLabels: [document.getElementById('lowest').textContent,
          document.getElementById('highest').textContent],
        plotRange: plot ? [Number(plot.dataset.lowest), Number(plot.dataset.highest)] : [],
        plotEnds,
        sentence: (document.getElementById('plot-empty') || {textContent: ''}).textContent,
        smallestPlotText: plot ? smallest : 0,
        buttons: buttons.map((b) => Number(b.dataset.offset)),
        names: buttons.map((b) => b.textContent.trim()),
        ticks: JSON.parse(document.getElementById('sticky-data').textContent).ticks.map((t) => t.o),
        labels: JSON.parse(document.getElementById('sticky-data').textContent).ticks.map((t) => t.label),
        hidden: list !== null && list.closest('[aria-hidden="true"]') !== null,
      };
    }
    """

  /// In a phone-sized window every gallery page shows its whole screen and its
  /// slider without scrolling; the breakpoints are buttons reached with Tab
  /// and activated with Enter; the plot's text is at least 11 px as shown and
  /// its axis has the slider's range; the embed paints no background; a
  /// screen where nothing moves says so instead of drawing a plot.
  @Test(arguments: BrowserKind.allCases)
  func aPhoneSizedWindowShowsTheScreenAndItsControls(_ kind: BrowserKind) async throws {
    if !BrowserTools.shouldRun(kind) {
      try Test.cancel(Comment(rawValue: "\(kind) page tests skipped: \(kind.installHint)"))
    }
    let site = try await SiteTool.gallery()
    let still = try SiteTool.temporaryDirectory(named: "still")
    defer { try? FileManager.default.removeItem(at: still) }
    let layout = still.appendingPathComponent("still.xml")
    try Data(
      """
      <screen id="still" device="iphone-15">
        <scroll><box id="card" height="120" label="Nothing moves"/></scroll>
      </screen>
      """.utf8
    ).write(to: layout)
    let stillSite = try await SiteTool.build([layout], into: still.appendingPathComponent("site"))
    let screens = try Self.galleryScreens()
    try #require(!screens.isEmpty)
    // Browsers keep their windows wider than a phone (Chromium 500 px, WebKit
    // 447 px): the page is shown in a frame of the phone's size instead.
    let host = still.appendingPathComponent("phone.html")
    let options = Browser.Options(kind, reducedMotion: true)
    try await BrowserLanes.withSession(options) { browser in
      var problems: [String] = []
      var activated = 0
      var plots = 0
      for screen in screens {
        let name = "\(kind) \(screen.id)"
        try Data(
          """
          <!DOCTYPE html><html><body style="margin:0">
          <iframe src="\(Self.page(site, screen.id).absoluteString)" title="phone"
            style="display:block;border:0;width:\(Self.phone.width)px;height:\(Self.phone.height)px"></iframe>
          </body></html>
          """.utf8
        ).write(to: host)
        try await browser.navigate(to: host)
        try await browser.switchToFrame(0)
        let look: PanelLook = try await browser.run(Self.panelSource)
        try #require(
          look.width <= Double(Self.phone.width) && look.height == Double(Self.phone.height),
          "\(name): a \(look.width) × \(look.height) px window")
        for (part, box) in [("screen", look.screen), ("slider", look.scrubber)] {
          if box[0] < 0 || box[1] < 0 || box[2] > look.width || box[3] > look.height {
            problems.append(
              "\(name): the \(part) \(box) is not inside the \(look.width) × \(look.height) window")
          }
        }
        if look.plotRange.isEmpty {
          // The sentence of a still screen, or of still content beside carousels.
          let sentences = ["Nothing on this screen moves", "Nothing moves on its own"]
          if !sentences.contains(where: look.sentence.hasPrefix) {
            problems.append("\(name): neither a plot nor the sentence")
          }
        } else if look.plotRange != look.scrubberRange {
          problems.append(
            "\(name): the plot spans \(look.plotRange), the slider \(look.scrubberRange)")
        }
        if !look.plotRange.isEmpty { plots += 1 }
        if !look.plotRange.isEmpty && look.plotEnds != look.rangeLabels {
          problems.append(
            "\(name): the plot's axis ends at \(look.plotEnds), the slider's at \(look.rangeLabels)"
          )
        }
        if !look.plotRange.isEmpty && look.smallestPlotText < 11 {
          problems.append("\(name): plot text of \(look.smallestPlotText) px")
        }
        if look.buttons != look.ticks || look.hidden {
          problems.append("\(name): breakpoint buttons at \(look.buttons), ticks at \(look.ticks)")
        }
        if look.names != look.labels || look.names.contains(where: \.isEmpty) {
          problems.append(
            "\(name): the breakpoints are named \(look.names), the ticks \(look.labels)")
        }
        // Tab from the control before the list reaches the first breakpoint;
        // Enter goes to its offset.
        guard let first = look.buttons.first else { continue }
        struct Focus: Decodable {
          var focused: Double?
          var offset: Double
        }
        let focus =
          "() => ({focused: document.activeElement.dataset.offset === undefined ? null : Number(document.activeElement.dataset.offset), offset: window.stickyPreview.offset})"
        let _: Bool = try await browser.run(
          "() => { window.stickyPreview.setOffset(-1); document.querySelector('[data-zoom=\"0.5\"]').focus(); return true; }"
        )
        try await browser.press([Key.tab])
        let reached: Focus = try await browser.run(focus)
        try await browser.press(["\u{E007}"])
        let entered: Focus = try await browser.run(focus)
        if reached.focused != first || abs(entered.offset - first) > 1e-6 {
          problems.append(
            "\(name): Tab focused the breakpoint at \(String(describing: reached.focused)), Enter went to \(entered.offset), not \(first)"
          )
        }
        activated += 1
      }
      #expect(activated > 0, "\(kind): no gallery screen has a breakpoint")
      #expect(plots > 0, "\(kind): no gallery screen has a plot")

      // The embed: transparent around the device, which keeps its bezel.
      struct Embed: Decodable {
        var backgrounds: [String]
        var bezel: String
      }
      for screen in screens {
        try await browser.navigate(
          to: site.appendingPathComponent(screen.id).appendingPathComponent("embed.html"))
        let embed: Embed = try await browser.run(
          """
          () => {
            const paint = (node) => {
              const style = getComputedStyle(node);
              return style.backgroundImage === 'none' ? style.backgroundColor : style.backgroundImage;
            };
            return {
              backgrounds: ['html', 'body', '.embed', '.stage', '.embed-bar']
                .map((s) => s + ' ' + paint(document.querySelector(s))),
              bezel: paint(document.getElementById('device')),
            };
          }
          """)
        for background in embed.backgrounds where !background.hasSuffix(" rgba(0, 0, 0, 0)") {
          problems.append("\(kind) \(screen.id) embed: \(background)")
        }
        if embed.bezel == "rgba(0, 0, 0, 0)" {
          problems.append("\(kind) \(screen.id) embed: the device has no bezel")
        }
      }

      // Nothing moves: a sentence, no plot, and the page still works.
      try await browser.navigate(to: Self.page(stillSite, "still"))
      struct Still: Decodable {
        var sentence: String
        var plots: Int
        var offset: Double
      }
      let shown: Still = try await browser.run(
        """
        () => {
          window.stickyPreview.setOffset(-50);
          const p = document.getElementById('plot-empty');
          return {sentence: p ? p.textContent : '', plots: document.querySelectorAll('svg.plot').length,
            offset: window.stickyPreview.offset};
        }
        """)
      if !shown.sentence.contains("Nothing on this screen moves") || shown.plots != 0
        || shown.offset != -50
      {
        problems.append("\(kind) still: \(shown)")
      }

      // A click focuses the screen without a focus ring; Tab away and back
      // shows it.
      let center: [Double] = try await browser.run(
        "() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }"
      )
      try await browser.drag(
        fromX: center[0], y: center[1], toX: center[0], y: center[1], durationMS: 0, steps: 1)
      let ring =
        "() => { const s = document.getElementById('screen'); return [document.activeElement === s, s.matches(':focus-visible')]; }"
      let clicked: [Bool] = try await browser.run(ring)
      try await browser.press([Key.tab])
      let shift = "\u{E008}"
      try await browser.perform([
        .keyboard([.keyDown(shift), .keyDown(Key.tab), .keyUp(Key.tab), .keyUp(shift)])
      ])
      let tabbed: [Bool] = try await browser.run(ring)
      if clicked != [true, false] || tabbed != [true, true] {
        problems.append(
          "\(kind) still: focused and ringed after a click \(clicked), after Shift-Tab \(tabbed)")
      }
      Self.record(problems)
    }
  }
}
