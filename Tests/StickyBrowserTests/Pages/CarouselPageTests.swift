import Foundation
import StickyCore
import StickyFormats
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Three carousels in a feed (SPEC section 15): `shelf`, cards that snap at
  /// their start (`proximity`), the first fading as the content scrolls (an
  /// effect on the content's offset inside a carousel), the third's label as
  /// the shelf scrolls (a part's effect along x alone); `pager`, photos a
  /// page wide that page (`page`), with markers; `grow`, inside a padded
  /// stack, cards that snap centred (`mandatory`), each growing as it
  /// crosses the carousel's snapport (a `view` timeline along x), the second
  /// a stack that holds two texts. Glides take 0.1 s, so that the input tests
  /// wait little.
  static let carouselLayout = SiteTool.packageRoot.appendingPathComponent(
    "Tests/StickyBrowserTests/Pages/Fixtures/carousel-page.xml")

  static let carouselSite = Once<URL> {
    try await SiteTool.build(
      [carouselLayout],
      into: try SiteTool.temporaryDirectory(named: "carousels").appendingPathComponent("site"))
  }

  /// The scene of the carousel layout.
  static func carouselScene() throws -> Scene {
    Scene(
      screen: try ScreenBuilder.build(LayoutParser.read(contentsOf: carouselLayout.path)).screen)
  }

  /// A moment of the carousel screen: the content's offset and each carousel's.
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
    /// setCarousel far past either end, and for an id that names no carousel.
    var lowest: Double
    var highest: Double
    var refused: String?
    /// `seek` along a path that gives a carousel its own.
    var pathRefused: String?
    /// The first lines of the XML the Source section shows when opened.
    var source: String
    /// After the last moment: where each carousel's plot puts its cursor (a
    /// share of its axis, in percent), and the inspector on `grow-2`: its
    /// heading and the x and scale it shows.
    var cursors: [String: Double]
    var heading: String
    var inspectedX: String
    var inspectedScale: String
  }

  /// Ten moments spread over the content's range and each carousel's,
  /// overscroll included: carousel k at the ((7i + 3k) mod 10)/9 share of
  /// its range at moment i.
  static func carouselPairs(_ table: Scene) -> [CarouselPair] {
    let contents = [-80, 0, 37.5, 100, 160, 220, 300, 420, 12, 250.25]
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

  /// The page = the Scene (SPEC sections 7 and 15) on a screen with three
  /// carousels, at ten moments of the content's offset and the carousels':
  /// every element's box (the carousels' children slid by their own offset,
  /// effects along either axis drawn), the offsets `carousels` reports, and
  /// the active marker; `#offset=N;ID:X` opens the page there;
  /// `setCarousel` clamps to the carousel's overscroll range and refuses an
  /// id that names no carousel; `seek` refuses a carousel's own path; the
  /// Source section shows the carousels.
  @Test(arguments: BrowserKind.allCases)
  func carouselPagesMatchTheSceneAtPairsOfOffsets(_ kind: BrowserKind) async throws {
    let site = try await Self.carouselSite.value
    let table = try Self.carouselScene()
    let pairs = Self.carouselPairs(table)
    let expected = ExpectedFrames(table: table)
    let references = Array(table.allElements)
    struct Request: Encodable {
      var screen: String
      var carriers: [String]
      var pairs: [CarouselPair]
    }
    let page = Self.page(site, table.screenID)
    let run: CarouselParity = try await Self.withBrowser(kind) { browser in
      try await browser.navigate(
        to: URL(string: page.absoluteString + "#offset=120;shelf:50.5;pager:393;nothing:4")!)
      return try await browser.runAsync(
        """
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
          const lowest = sp.setCarousel('shelf', -1e6);
          const highest = sp.setCarousel('shelf', 1e6);
          const last = a.pairs[a.pairs.length - 1];
          sp.setCarousel('shelf', last.x.shelf);
          let refused = null;
          try { sp.setCarousel('nothing', 1); } catch (e) { refused = String(e.message); }
          let pathRefused = null;
          try { sp.seek('0@0,100@1;shelf:0@0,50@1', 0.5); } catch (e) { pathRefused = String(e.message); }
          const cursors = {};
          for (const id of Object.keys(sp.carousels)) {
            const cursor = document.querySelector('#plot-' + id + '-cursor');
            if (cursor) cursors[id] = Number(/translateX\\(([^%]*)%\\)/.exec(cursor.style.transform)[1]);
          }
          sp.inspect('grow-2');
          const field = (name) => document.querySelector('#inspected-frame [data-field="' + name + '"]').textContent;
          const heading = document.querySelector('#inspected').textContent;
          const inspectedX = field('x');
          const inspectedScale = field('scale');
          document.querySelector('#source-view').open = true;
          await new Promise((resolve) => setTimeout(resolve, 50));
          const source = document.querySelector('#source-xml').textContent;
          return { moments, opened, openedCarousels, lowest, highest, refused, pathRefused, source, cursors,
            heading, inspectedX, inspectedScale };
        }
        """, Request(screen: table.screenID, carriers: expected.carriers, pairs: pairs))
    }
    #expect(
      run.opened == 120 && run.openedCarousels == ["shelf": 50.5, "pager": 393, "grow": 0],
      "\(kind): #offset opened at \(run.opened), \(run.openedCarousels)")
    let shelf = try #require(table.scroller(ScrollerID("shelf")))
    #expect(
      abs(run.lowest - shelf.lowestOffset) <= PageProbe.offsetTolerance
        && abs(run.highest - shelf.highestOffset) <= PageProbe.offsetTolerance,
      "\(kind): setCarousel clamped to \(run.lowest) and \(run.highest)")
    #expect(
      run.refused == "no carousel \"nothing\" on this screen", "\(kind): \(run.refused ?? "")")
    #expect(
      run.pathRefused
        == "invalid path \"0@0,100@1;shelf:0@0,50@1\": carousel 'shelf' has a path of its own, which frames --path plays and a page does not",
      "\(kind): seek along a carousel's path: \(run.pathRefused ?? "no error")")
    // The plots' cursors and the inspector show the last moment.
    let last = try #require(pairs.last)
    for carousel in table.scrollers.dropFirst() {
      let id = carousel.id.rawValue
      let share =
        (last.x[id]! - carousel.lowestOffset) / (carousel.highestOffset - carousel.lowestOffset)
        * 100
      let cursor = run.cursors[id]
      #expect(
        // Browsers print a style's numbers to six significant digits.
        cursor.map { abs($0 - share) <= 1e-3 } ?? false,
        "\(kind): \(id)'s plot cursor at \(cursor ?? .nan)%, not \(share)%")
    }
    let atLast = ScrollOffsets(
      content: last.o,
      carousels: Dictionary(uniqueKeysWithValues: last.x.map { (ScrollerID($0), $1) }))
    let grown = try #require(table.trackIndex(of: "grow-2"))
    let scale = table.value(of: table.tracks[grown].effects[0], at: atLast)
    let x = table.frame(of: .track(grown), at: atLast).x
    let wantScale: Double
    if case .number(let value) = scale { wantScale = value } else { wantScale = .nan }
    let near = { (text: String, value: Double) in
      Double(text).map { abs($0 - value) <= 0.005 } ?? false
    }
    #expect(
      run.heading == "grow-2 at offset \(cssNumber(last.o)), grow at \(cssNumber(last.x["grow"]!))"
        && near(run.inspectedX, x) && near(run.inspectedScale, wantScale),
      "\(kind): the inspector shows \(run.heading), x \(run.inspectedX), scale \(run.inspectedScale); the Scene x \(x), scale \(wantScale)"
    )
    #expect(
      run.source.contains("<carousel id=\"shelf\""),
      "\(kind): the Source section shows \(run.source.prefix(400))")
    try #require(run.moments.count == pairs.count)
    var problems: [String] = []
    var markersSeen = 0
    for (pair, moment) in zip(pairs, run.moments) {
      let at = ScrollOffsets(
        content: pair.o,
        carousels: Dictionary(uniqueKeysWithValues: pair.x.map { (ScrollerID($0), $1) }))
      let context = "\(kind) at o \(cssNumber(pair.o)), \(pair.x.sorted { $0.key < $1.key })"
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
    #expect(markersSeen >= 5, "\(kind): the pager's markers were shown at \(markersSeen) moments")
    Self.record(problems)
  }
}
