import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// The gallery's screens with carousels (SPEC section 15), on the gallery
  /// site the run builds once: `app-shelves`, three shelves that snap at a
  /// card's start (`proximity`), the third of stacks that hold two texts and
  /// a button, above a list that takes them all off the screen;
  /// `photo-pager`, photos a page wide that page (`page`), with markers,
  /// each fading as the content scrolls (an effect on the content's offset
  /// inside a carousel); `growing-card`, cards that snap centred
  /// (`mandatory`), each growing as it crosses the snapport and showing its
  /// name near its middle (`view` timelines along x, of the card and of its
  /// text alone).
  static let carouselGallery = ["24-app-shelves", "25-photo-pager", "26-growing-card"].map {
    SiteTool.packageRoot.appendingPathComponent("site/screens/\($0).xml")
  }

  /// The scene of a carousel screen of the gallery.
  static func carouselScene(_ layout: URL) throws -> Scene {
    Scene(screen: try ScreenBuilder.build(LayoutParser.read(contentsOf: layout.path)).screen)
  }

  /// A moment of a carousel screen: the content's offset and each carousel's.
  struct CarouselPair: Encodable {
    var o: Double
    var x: [String: Double]
  }

  /// The page at one moment: its boxes, what it says its offsets are, and the
  /// target of each carousel's active marker dot.
  struct CarouselMoment: Decodable {
    var snapshot: PageProbe.Snapshot
    var carousels: [String: Double]
    var markers: [String: String?]
  }

  struct CarouselParity: Decodable {
    var moments: [CarouselMoment]
    /// `#offset=N;ID:X` as the page opened at it.
    var opened: Double
    var openedCarousels: [String: Double]
    /// setCarousel far past either end of the first carousel, and for an id
    /// that names no carousel.
    var lowest: Double
    var highest: Double
    var refused: String?
    /// `seek` along a path that gives a carousel its own.
    var pathRefused: String?
    /// The first lines of the XML the Source section shows when opened, on
    /// the first screen.
    var source: String?
    /// After the last moment: where each carousel's plot puts its cursor (a
    /// share of its axis, in percent), and the inspector on one element: its
    /// heading and the x and scale it shows (no scale where it has none).
    var cursors: [String: Double]
    var heading: String
    var inspectedX: String
    var inspectedScale: String?
  }

  /// Ten moments spread over the content's range and each carousel's,
  /// overscroll included: at the seventh all the screen's carousels are off
  /// the screen, at the eighth back; carousel k at the ((7i + 3k) mod
  /// 10)/9 share of its range at moment i.
  static func carouselPairs(_ table: Scene) -> [CarouselPair] {
    let far = 0.9 * table.highestOffset
    let contents = [-80, 0, 37.5, 100, 160, 220, 300, far, 12, 250.25]
    return contents.enumerated().map { index, o in
      var x: [String: Double] = [:]
      for (k, carousel) in table.carousels.enumerated() {
        let scroller = table.scrollers[carousel.scroller]
        let share = Double((7 * index + 3 * k) % 10) / 9
        x[scroller.id.rawValue] =
          scroller.lowestOffset + share * (scroller.highestOffset - scroller.lowestOffset)
      }
      return CarouselPair(o: o, x: x)
    }
  }

  /// What the parity script does on one screen.
  struct CarouselParityRequest: Encodable {
    var screen: String
    var carriers: [String]
    var pairs: [CarouselPair]
    /// The first carousel's id, which setCarousel and seek are tried on.
    var first: String
    /// The element the inspector is put on.
    var inspect: String
    var source: Bool
  }

  static let carouselParityScript = """
    async (a) => {
      \(PageProbe.measureSource)
      \(PageProbe.settleSource)
      const sp = window.stickyPreview;
      const opened = sp.offset;
      const openedCarousels = sp.carousels;
      const active = () => {
        const found = {};
        for (const row of document.querySelectorAll('[data-carousel] .markers')) {
          // Off the screen, a carousel's markers are hidden until it is back.
          if (getComputedStyle(row).display === 'none') continue;
          const on = row.querySelector('.on');
          found[row.parentElement.dataset.carousel] = on ? on.dataset.for : null;
        }
        return found;
      };
      const moments = [];
      for (const pair of a.pairs) {
        sp.setOffset(pair.o);
        for (const [id, x] of Object.entries(pair.x)) sp.setCarousel(id, x);
        if (sp.transitions > 0) await settle();
        moments.push({ snapshot: measure(a.screen, a.carriers), carousels: sp.carousels,
          markers: active() });
      }
      const lowest = sp.setCarousel(a.first, -1e6);
      const highest = sp.setCarousel(a.first, 1e6);
      const last = a.pairs[a.pairs.length - 1];
      sp.setCarousel(a.first, last.x[a.first]);
      let refused = null;
      try { sp.setCarousel('nothing', 1); } catch (e) { refused = String(e.message); }
      let pathRefused = null;
      try { sp.seek('0@0,100@1;' + a.first + ':0@0,50@1', 0.5); } catch (e) { pathRefused = String(e.message); }
      const cursors = {};
      for (const id of Object.keys(sp.carousels)) {
        const cursor = document.querySelector('#plot-' + id + '-cursor');
        if (cursor) cursors[id] = Number(/translateX\\(([^%]*)%\\)/.exec(cursor.style.transform)[1]);
      }
      sp.inspect(a.inspect);
      const field = (name) => {
        const node = document.querySelector('#inspected-frame [data-field="' + name + '"]');
        return node ? node.textContent : null;
      };
      const heading = document.querySelector('#inspected').textContent;
      const inspectedX = field('x');
      const inspectedScale = field('scale');
      let source = null;
      if (a.source) {
        document.querySelector('#source-view').open = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        source = document.querySelector('#source-xml').textContent;
      }
      return { moments, opened, openedCarousels, lowest, highest, refused, pathRefused, source,
        cursors, heading, inspectedX, inspectedScale };
    }
    """

  /// The page = the Scene (SPEC sections 7 and 15) on the gallery's three
  /// carousel screens, at ten moments of the content's offset and the
  /// carousels' each: every element's box (the carousels' children slid by
  /// their own offset, effects along either axis drawn), the offsets
  /// `carousels` reports, and the active marker; `#offset=N;ID:X` opens the
  /// page there; `setCarousel` clamps to the carousel's overscroll range and
  /// refuses an id that names no carousel; `seek` refuses a carousel's own
  /// path; the plots' cursors and the inspector follow the carousels; the
  /// Source section shows them.
  @Test(arguments: BrowserKind.allCases)
  func carouselPagesMatchTheSceneAtPairsOfOffsets(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let screens = try Self.carouselGallery.map(Self.carouselScene)
    let inspected = [
      "app-shelves": "sketch-name", "photo-pager": "river", "growing-card": "glacier-card",
    ]
    let runs: [CarouselParity] = try await Self.withBrowser(kind) { browser in
      var runs: [CarouselParity] = []
      for (index, table) in screens.enumerated() {
        let ids = table.carousels.map { table.scrollers[$0.scroller].id.rawValue }
        let link = ["offset=120", "\(ids[0]):50.5"] + ids.dropFirst().prefix(1).map { "\($0):393" }
        let page = Self.page(site, table.screenID)
        try await browser.navigate(
          to: URL(
            string: page.absoluteString + "#" + (link + ["nothing:4"]).joined(separator: ";"))!)
        runs.append(
          try await browser.runAsync(
            Self.carouselParityScript,
            CarouselParityRequest(
              screen: table.screenID, carriers: ExpectedFrames(table: table).carriers,
              pairs: Self.carouselPairs(table), first: ids[0],
              inspect: inspected[table.screenID] ?? "", source: index == 0)))
      }
      return runs
    }
    try #require(runs.count == screens.count)
    var markersSeen = 0
    for (table, run) in zip(screens, runs) {
      markersSeen += Self.checkCarouselParity(run, table, inspect: inspected[table.screenID], kind)
    }
    #expect(markersSeen >= 5, "\(kind): the pager's markers were shown at \(markersSeen) moments")
  }

  /// Checks one screen's run; returns at how many moments its markers showed.
  static func checkCarouselParity(
    _ run: CarouselParity, _ table: Scene, inspect: String?, _ kind: BrowserKind
  ) -> Int {
    let screen = table.screenID
    let ids = table.carousels.map { table.scrollers[$0.scroller].id }
    var opened = Dictionary(uniqueKeysWithValues: ids.map { ($0.rawValue, 0.0) })
    opened[ids[0].rawValue] = 50.5
    if ids.count > 1 { opened[ids[1].rawValue] = 393 }
    #expect(
      run.opened == 120 && run.openedCarousels == opened,
      "\(kind) \(screen): #offset opened at \(run.opened), \(run.openedCarousels)")
    let first = table.scrollers[table.carousels[0].scroller]
    #expect(
      abs(run.lowest - first.lowestOffset) <= PageProbe.offsetTolerance
        && abs(run.highest - first.highestOffset) <= PageProbe.offsetTolerance,
      "\(kind) \(screen): setCarousel clamped to \(run.lowest) and \(run.highest)")
    #expect(
      run.refused == "no carousel \"nothing\" on this screen",
      "\(kind) \(screen): \(run.refused ?? "")")
    let path = "0@0,100@1;\(first.id):0@0,50@1"
    #expect(
      run.pathRefused
        == "invalid path \"\(path)\": carousel '\(first.id)' has a path of its own, which frames --path plays and a page does not",
      "\(kind) \(screen): seek along a carousel's path: \(run.pathRefused ?? "no error")")
    if let source = run.source {
      #expect(
        source.contains("<carousel id=\"\(first.id)\""),
        "\(kind) \(screen): the Source section shows \(source.prefix(400))")
    }
    // The plots' cursors and the inspector show the last moment.
    let pairs = Self.carouselPairs(table)
    guard let last = pairs.last, run.moments.count == pairs.count else {
      Issue.record("\(kind) \(screen): \(run.moments.count) moments of \(pairs.count)")
      return 0
    }
    for carousel in table.scrollers.dropFirst() {
      let id = carousel.id.rawValue
      let share =
        (last.x[id]! - carousel.lowestOffset) / (carousel.highestOffset - carousel.lowestOffset)
        * 100
      let cursor = run.cursors[id]
      #expect(
        // Browsers print a style's numbers to six significant digits.
        cursor.map { abs($0 - share) <= 1e-3 } ?? false,
        "\(kind) \(screen): \(id)'s plot cursor at \(cursor ?? .nan)%, not \(share)%")
    }
    let atLast = ScrollOffsets(
      content: last.o,
      carousels: Dictionary(uniqueKeysWithValues: last.x.map { (ScrollerID($0), $1) }))
    if let inspect, let track = table.trackIndex(of: inspect),
      let slide = table.tracks[track].slide
    {
      let x = table.frame(of: .track(track), at: atLast).x
      let scale = table.tracks[track].effects.first { $0.effect.property == .scale }
        .map { table.value(of: $0, at: atLast) }
      let near = { (text: String?, value: Double) in
        text.flatMap(Double.init).map { abs($0 - value) <= 0.005 } ?? false
      }
      // The inspector's heading shows hundredths.
      let shownOffset = { (value: Double) in cssNumber((value * 100).rounded() / 100) }
      var shown = near(run.inspectedX, x)
      if case .number(let value) = scale { shown = shown && near(run.inspectedScale, value) }
      #expect(
        run.heading
          == "\(inspect) at offset \(shownOffset(last.o)), \(slide.rawValue) at \(shownOffset(atLast.carousel(slide)))"
          && shown,
        "\(kind) \(screen): the inspector shows \(run.heading), x \(run.inspectedX), scale \(run.inspectedScale ?? "none"); the Scene x \(x), \(String(describing: scale))"
      )
    } else {
      Issue.record("\(kind) \(screen): no element \(inspect ?? "") that slides to inspect")
    }
    let expected = ExpectedFrames(table: table)
    let references = Array(table.allElements)
    var problems: [String] = []
    var markersSeen = 0
    for (pair, moment) in zip(pairs, run.moments) {
      let at = ScrollOffsets(
        content: pair.o,
        carousels: Dictionary(uniqueKeysWithValues: pair.x.map { (ScrollerID($0), $1) }))
      let context =
        "\(kind) \(screen) at o \(cssNumber(pair.o)), \(pair.x.sorted { $0.key < $1.key })"
      for (id, x) in pair.x where !(abs((moment.carousels[id] ?? .nan) - x) <= 1e-9) {
        problems.append("\(context): carousels.\(id) is \(moment.carousels[id] ?? .nan)")
      }
      var now = expected
      now.frame = { index, _ in table.frame(of: references[index], at: at) }
      now.effects = { index, _ in
        guard case .track(let track) = references[index] else { return [:] }
        return Dictionary(
          table.tracks[track].effects.compactMap { effect in
            guard case .number(let value) = table.value(of: effect, at: at) else { return nil }
            return (effect.effect.key, value)
          }, uniquingKeysWith: { first, _ in first })
      }
      problems += PageProbe.problems(in: moment.snapshot, expected: now, context: context)
      // Markers are compared where the page shows them: on the screen.
      for carousel in table.carousels where carousel.markers != nil {
        let id = table.scrollers[carousel.scroller].id
        let want = carousel.activeTarget(at: at.carousel(id)).map { table.tracks[$0].id }
        guard let shown = moment.markers[id.rawValue] else { continue }
        markersSeen += 1
        if shown != want {
          problems.append(
            "\(context): \(id)'s active marker is \(shown ?? "none"), the Scene's \(want ?? "none")"
          )
        }
      }
    }
    Self.record(problems)
    return markersSeen
  }
}
