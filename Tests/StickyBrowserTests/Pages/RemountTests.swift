import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

@testable import StickySite

extension BrowserTests.Pages {
  /// A screen with something of every module that mounts: a bar that hides
  /// with a state effect, a header, an effect on a part, a text block, a
  /// sticky header and a list with a pinned row.
  static let remountLayout = """
    <screen id="remount" title="Mounted again" device="iphone-15">
      <bar edge="top" height="88" hide="scroll" snap="true" color="#00675b" label="Inbox">
        <effect property="shadow" timeline="state" range="scrolled" values="0 1"/>
      </bar>
      <scroll>
        <header id="hero" height="220" title="Hero" subtitle="Mounted again"/>
        <box id="card" height="90" label="Card" detail="Fades">
          <effect part="text" property="opacity" range="0 200" values="1 0.2"/>
        </box>
        <text id="words" lines="4" text="Words that wrap over more than one line of the screen"/>
        <stack id="section">
          <box id="section-head" height="40" sticky="top" label="Section" color="#e5e5ea"/>
          <list id="rows" count="300" rowHeight="44" label="Row {n}"><pin index="40" edge="both"/></list>
        </stack>
      </scroll>
    </screen>
    """

  /// Another screen, on another device, for a page given data that is not its own.
  static let otherLayout = """
    <screen id="other" title="Another screen" device="iphone-se">
      <bar edge="top" height="44" label="Other"/>
      <scroll>
        <box id="lead" height="120" label="Lead" color="#5856d6"/>
        <list id="items" count="60" rowHeight="50" label="Item {n}"><pin index="12" edge="top"/></list>
      </scroll>
    </screen>
    """

  /// Builds the remount layouts into a site and hands it over in a browser.
  static func withRemountSite(
    in kind: BrowserKind, _ body: (Browser, URL, URL) async throws -> Void
  ) async throws {
    let folder = try await SiteTool.temporaryDirectory(named: "remount")
    defer { try? FileManager.default.removeItem(at: folder) }
    var layouts: [URL] = []
    for (name, text) in [("remount", remountLayout), ("other", otherLayout)] {
      let url = folder.appendingPathComponent(name + ".xml")
      try Data(text.utf8).write(to: url)
      layouts.append(url)
    }
    let site = try await SiteTool.build(layouts, into: folder.appendingPathComponent("site"))
    try await Self.withBrowser(kind) { browser in try await body(browser, site, layouts[0]) }
  }

  /// Counts the page's live event listeners from now on: each added one until
  /// it is removed, by `removeEventListener` or by the abort of its signal.
  static let countListeners = """
    () => {
      const live = new Set();
      const add = EventTarget.prototype.addEventListener;
      const remove = EventTarget.prototype.removeEventListener;
      const capture = (o) => (typeof o === 'boolean' ? o : Boolean(o && o.capture));
      EventTarget.prototype.addEventListener = function (type, listener, options) {
        const signal = options && typeof options === 'object' ? options.signal : undefined;
        if (listener && !(signal && signal.aborted)) {
          const entry = { target: this, type, listener, capture: capture(options) };
          live.add(entry);
          if (signal) add.call(signal, 'abort', () => live.delete(entry));
        }
        return add.call(this, type, listener, options);
      };
      EventTarget.prototype.removeEventListener = function (type, listener, options) {
        for (const e of live) {
          if (e.target === this && e.type === type && e.listener === listener
            && e.capture === capture(options)) live.delete(e);
        }
        return remove.call(this, type, listener, options);
      };
      window.liveListeners = () => live.size;
      return true;
    }
    """

  /// What a page shows that a load must keep, read by `readPage`.
  struct Remounted: Decodable {
    var nodes: Int
    var listeners: Int
    var offset: Double
    var scale: Double
    var label: String
    var zoomPressed: String?
    var inspecting: Bool
    var inspected: String
    var highlighted: [String]
    var cursor: String
    var sourceDrawn: Int
    var scrubber: String
  }

  /// `readPage()`, which reads a `Remounted` from the page, as JavaScript
  /// source.
  static let readPage = """
    const readPage = () => {
      const sp = window.stickyPreview;
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let nodes = 1;
      while (walker.nextNode()) nodes++;
      const text = (selector) => {
        const node = document.querySelector(selector);
        return node ? node.textContent : '';
      };
      const cursor = document.getElementById('plot-cursor');
      const source = document.getElementById('source-xml');
      const zoom = document.querySelector('[data-zoom="0.5"]');
      const inspector = document.getElementById('inspector');
      return {
        nodes, listeners: window.liveListeners(), offset: sp.offset, scale: sp.scale,
        label: text('[data-id="card"] .label'),
        zoomPressed: zoom ? zoom.getAttribute('aria-pressed') : null,
        inspecting: Boolean(document.querySelector('[data-screen].inspecting'))
          && Boolean(inspector) && !inspector.hidden,
        inspected: text('#inspected'),
        highlighted: Array.from(document.querySelectorAll('.highlighted'), (n) => n.dataset.id),
        cursor: cursor ? cursor.style.transform : '',
        sourceDrawn: source ? source.childNodes.length : 0,
        scrubber: (document.getElementById('scrubber')
          || document.getElementById('embed-scrubber')).value,
      };
    };
    """

  /// Loads the page's own data, and a copy with the card's label changed to
  /// `label`, in turn, `loads` times; the page as read after each.
  static let loadAgain = """
    (a) => {
      \(readPage)
      const own = JSON.parse(document.getElementById('sticky-data').textContent);
      const changed = JSON.parse(JSON.stringify(own));
      changed.elements.find((e) => e.id === 'card').label = a.label;
      const rounds = [];
      for (let k = 0; k < a.loads; k++) {
        window.stickyPreview.load(k % 2 === 0 ? changed : own);
        rounds.push(readPage());
      }
      return rounds;
    }
    """

  /// Loads data that cannot be mounted, then the page's own data marked with
  /// the next contract version: what each threw, and the page as read
  /// afterwards.
  static let loadBroken = """
    () => {
      \(readPage)
      const own = JSON.parse(document.querySelector('#sticky-data').textContent);
      const errors = [{ width: 1, version: own.version }, { ...own, version: own.version + 1 }]
        .map((data) => {
          try {
            window.stickyPreview.load(data);
            return null;
          } catch (error) {
            return String(error.message);
          }
        });
      return { errors, page: readPage() };
    }
    """

  struct LoadRequest: Encodable {
    var loads: Int
    var label: String
  }

  /// Frame loops or timers still asked for once the page has come to rest:
  /// what the page requests over ten animation frames in which nothing moves.
  static let idleRequests = """
    () => new Promise((resolve) => {
      const frame = window.requestAnimationFrame.bind(window);
      const asked = [];
      for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval']) {
        const original = window[name];
        window[name] = function (...args) {
          asked.push(name);
          return original.apply(window, args);
        };
      }
      let left = 10;
      const tick = () => (--left > 0 ? frame(tick) : resolve(asked));
      frame(tick);
    })
    """

  /// What every load keeps on either page: its size, its listeners and its
  /// offset, with the new data shown each time; returns the first reading.
  static func expectSteady(
    _ rounds: [Remounted], offset: Double, in kind: BrowserKind,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Remounted {
    let first = try #require(rounds.first, sourceLocation: sourceLocation)
    #expect(first.nodes > 0 && first.listeners > 0, sourceLocation: sourceLocation)
    for (index, round) in rounds.enumerated() {
      let context = "\(kind), load \(index + 1)"
      #expect(
        round.nodes == first.nodes, "\(context): \(round.nodes) nodes, not \(first.nodes)",
        sourceLocation: sourceLocation)
      #expect(
        round.listeners == first.listeners,
        "\(context): \(round.listeners) listeners, not \(first.listeners)",
        sourceLocation: sourceLocation)
      #expect(
        round.label == (index % 2 == 0 ? "Card, again" : "Card"), "\(context)",
        sourceLocation: sourceLocation)
      #expect(
        abs(round.offset - offset) <= PageProbe.offsetTolerance, "\(context)",
        sourceLocation: sourceLocation)
      #expect(
        round.scrubber == cssNumber(offset), "\(context): the scrubber reads \(round.scrubber)",
        sourceLocation: sourceLocation)
    }
    return first
  }

  /// What differs between the screen `screen` of the page open in `browser`
  /// and the frames of `layout`, at offsets across its range.
  static func frameProblems(
    _ browser: Browser, screen: String, layout: URL, in kind: BrowserKind
  ) async throws -> [String] {
    let natural = try await SiteTool.frames(of: layout)
    let offsets = PageProbe.offsets(
      breakpoints: natural.offsets, lowest: natural.minOffset - natural.overscroll,
      highest: natural.maxOffset + natural.overscroll, limit: 40)
    let expected = ExpectedFrames(frames: try await SiteTool.frames(of: layout, offsets: offsets))
    var problems: [String] = []
    for snapshot in try await PageProbe(browser: browser).snapshots(
      screen: screen, offsets: offsets, carriers: expected.carriers)
    {
      problems += PageProbe.problems(in: snapshot, expected: expected, context: "\(kind)")
    }
    return problems
  }

  /// The preview page given new data 100 times keeps its size, its listeners
  /// and what the reader chose: the offset, the zoom, the inspector on the
  /// element it showed, its outline and the plot's cursor; the new data
  /// shows each time, and the page still shows the frames afterwards.
  @Test(arguments: BrowserKind.allCases)
  func aPreviewPageMountedAgainKeepsItsSizeListenersAndWhatTheReaderChose(
    _ kind: BrowserKind
  ) async throws {
    try await Self.withRemountSite(in: kind) { browser, site, layout in
      try await browser.navigate(to: Self.page(site, "remount"))
      let _: Bool = try await browser.run(Self.countListeners)
      let _: Bool = try await browser.run(
        """
        () => {
          window.stickyPreview.setOffset(300);
          document.querySelector('[data-zoom="0.5"]').click();
          window.stickyPreview.inspect('card');
          const view = document.getElementById('source-view');
          view.open = true;
          view.dispatchEvent(new Event('toggle'));
          return true;
        }
        """)
      let rounds: [Remounted] = try await browser.run(
        Self.loadAgain, LoadRequest(loads: 100, label: "Card, again"))
      let first = try Self.expectSteady(rounds, offset: 300, in: kind)
      for (index, round) in rounds.enumerated() {
        let context = "\(kind), load \(index + 1)"
        #expect(round.scale == 0.5 && round.zoomPressed == "true", "\(context)")
        #expect(round.inspecting, "\(context): the inspector is off")
        #expect(round.inspected == "card at offset 300", "\(context): \(round.inspected)")
        #expect(round.highlighted == ["card"], "\(context): \(round.highlighted)")
        #expect(round.cursor == first.cursor && !first.cursor.isEmpty, "\(context)")
        #expect(round.sourceDrawn > 0, "\(context): the open source view is empty")
      }
      let idle: [String] = try await browser.runAsync(Self.idleRequests)
      #expect(idle.isEmpty, "\(kind): at rest after the loads the page asked for \(idle)")
      // Data that cannot be mounted throws, and the page keeps what it showed.
      struct Broken: Decodable {
        var errors: [String?]
        var page: Remounted
      }
      let broken: Broken = try await browser.run(Self.loadBroken)
      let last = try #require(rounds.last)
      #expect(
        broken.errors.count == 2 && broken.errors[0] != nil,
        "\(kind): loading data that cannot be mounted did not throw")
      #expect(
        broken.errors.last == "page data of contract version \(PageScene.version + 1): "
          + "this page reads version \(PageScene.version)",
        "\(kind): data of the next contract version gave \(broken.errors)")
      #expect(
        broken.page.nodes == last.nodes && broken.page.listeners == last.listeners
          && broken.page.label == last.label && broken.page.inspecting
          && abs(broken.page.offset - 300) <= PageProbe.offsetTolerance,
        "\(kind): after a failed load the page reads \(broken.page)")
      // The last load was the page's own data: its frames, at 1:1 again.
      let _: Bool = try await browser.run(
        "() => { document.querySelector('[data-zoom=\"fit\"]').click(); return true; }")
      Self.record(
        try await Self.frameProblems(browser, screen: "remount", layout: layout, in: kind))
    }
  }

  /// The embed page given new data 100 times keeps its size, its listeners
  /// and its offset, which its scrubber shows.
  @Test(arguments: BrowserKind.allCases)
  func anEmbedPageMountedAgainKeepsItsSizeListenersAndOffset(_ kind: BrowserKind) async throws {
    try await Self.withRemountSite(in: kind) { browser, site, _ in
      try await browser.navigate(to: Self.embed(site, "remount"))
      let _: Bool = try await browser.run(Self.countListeners)
      let _: Double = try await browser.run("() => window.stickyPreview.setOffset(250)")
      let rounds: [Remounted] = try await browser.run(
        Self.loadAgain, LoadRequest(loads: 100, label: "Card, again"))
      let first = try Self.expectSteady(rounds, offset: 250, in: kind)
      for (index, round) in rounds.enumerated() {
        #expect(round.scale == first.scale, "\(kind), load \(index + 1)")
      }
      let idle: [String] = try await browser.runAsync(Self.idleRequests)
      #expect(idle.isEmpty, "\(kind): at rest after the loads the page asked for \(idle)")
    }
  }

  /// A page given another screen's data shows that screen: its frames, its
  /// device's frame and decoration, the offset clamped to its range.
  @Test(arguments: BrowserKind.allCases)
  func aPageGivenAnotherScreensDataShowsThatScreen(_ kind: BrowserKind) async throws {
    try await Self.withRemountSite(in: kind) { browser, site, layout in
      let other = layout.deletingLastPathComponent().appendingPathComponent("other.xml")
      let data = try SiteTool.pageData(site, "other")
      try await browser.navigate(to: Self.page(site, "remount"))
      struct Shown: Decodable {
        var screen: String
        var offset: Double
        var device: [String]
        var islands: Int
        var clock: String
      }
      let shown: Shown = try await browser.run(
        """
        (data) => {
          const sp = window.stickyPreview;
          sp.setOffset(99999);
          sp.load(JSON.parse(data));
          return {screen: sp.screen, offset: sp.offset,
            device: Array.from(document.getElementById('device').classList),
            islands: document.querySelectorAll('.island').length,
            clock: document.querySelector('.status .time').textContent};
        }
        """, data)
      let natural = try await SiteTool.frames(of: other)
      #expect(shown.screen == "other")
      #expect(abs(shown.offset - (natural.maxOffset + natural.overscroll)) <= 1e-3)
      #expect(shown.device.contains("classic") && !shown.device.contains("modern"))
      #expect(shown.islands == 0 && shown.clock == "9:41")
      Self.record(try await Self.frameProblems(browser, screen: "other", layout: other, in: kind))
    }
  }
}
