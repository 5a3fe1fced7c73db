import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

/// What a track says of its element (its ride, its pins with their edges),
/// told once by the solver and read as it is by the page data, the plot, the
/// ticks and the gallery, on the screens of the built-in gallery.
@Suite struct TrackFactsTests {
  static let screens = (try? BuiltInGalleryTests.screens()) ?? []

  /// The elements that move or resize on their own, by screen; every other
  /// element rides with the content or stands still.
  @Test func theGalleryRidesAsItLooks() {
    let expected: [String: [String: String]] = [
      "stretchy-header": ["cover": "resizes"],
      "sticky-cell": [:],
      "sticky-section-header": [
        "header-1": "moves", "header-2": "moves", "header-3": "moves", "header-4": "moves",
      ],
      "full-screen-short": [:],
      "full-screen-long": [:],
      "parallax-header": ["cover": "resizes"],
      "fading-cards": [:],
      "stretchy-blur": ["sunset": "resizes"],
      "stacked-sticky-rows": [:],
      "overlapping-sticky": ["first": "moves", "second": "moves", "footer": "moves"],
      "pinned-header-with-tabs": ["profile": "resizes", "tabs": "moves"],
      "collapsing-header": ["hero": "resizes"],
      "two-spacers": [:],
      "reading-toolbar": ["bar-bottom": "moves"],
      "enter-always-tabs": ["bar-top": "moves", "tabs": "moves"],
      "floating-header": ["appbar": "resizes"],
      "large-title-bar": [:],
      "top-app-bar": [:],
      "collapsing-toolbar": ["toolbar": "resizes"],
      "stuck-headers": [
        "header-a": "moves", "header-b": "moves", "header-c": "moves", "header-d": "moves",
        "header-e": "moves", "header-f": "moves", "header-g": "moves",
      ],
      "video-feed": [:],
      "centred-cards": [:],
      "snapping-toolbar": ["toolbar": "resizes"],
      "app-shelves": [:],
      "photo-pager": [:],
      "growing-card": [:],
    ]
    #expect(Set(Self.screens.map(\.id)) == Set(expected.keys))
    for screen in Self.screens {
      let table = Scene(screen: screen)
      let own = table.tracks.filter(\.ride.isOnItsOwn)
      #expect(
        Dictionary(uniqueKeysWithValues: own.map { ($0.id, $0.ride.name) }) == expected[screen.id],
        "\(screen.id)")
      // A bar stands still unless it hides (SPEC section 12).
      for track in table.tracks {
        guard case .bar(let bar) = track.node else { continue }
        #expect((track.ride == .still) == (bar.hide == .none), "\(screen.id): \(track.id)")
      }
    }
  }

  /// Each ride holds at every breakpoint of the track, between them and past
  /// them: a ride is told of the whole track, also beyond the offsets a user
  /// can reach (a section header far down pins only there).
  @Test(arguments: screens.map(\.id))
  func everyRideIsWhatTheFramesDo(_ id: String) throws {
    let table = Scene(screen: try #require(Self.screens.first { $0.id == id }))
    for (index, track) in table.tracks.enumerated() {
      let breakpoints = Set([0] + track.y.breakpoints + track.height.breakpoints).sorted()
      let offsets =
        breakpoints + zip(breakpoints, breakpoints.dropFirst()).map { ($0 + $1) / 2 } + [
          breakpoints[0] - 100, breakpoints[breakpoints.count - 1] + 100,
        ]
      let frames = offsets.map { table.frame(of: .track(index), at: $0) }
      let heightStays = frames.allSatisfy { abs($0.height - frames[0].height) < 1e-6 }
      let yStays = frames.allSatisfy { abs($0.y - frames[0].y) < 1e-6 }
      let intercepts = zip(frames, offsets).map { $0.y + $1 }
      let ridesContent = intercepts.allSatisfy { abs($0 - intercepts[0]) < 1e-6 }
      let name = "\(id): \(track.id)"
      switch track.ride {
      case .content(let intercept):
        #expect(heightStays && ridesContent, "\(name)")
        #expect(abs(intercept - intercepts[0]) < 1e-6, "\(name)")
      case .still: #expect(heightStays && yStays, "\(name)")
      case .moves: #expect(heightStays && !yStays && !ridesContent, "\(name)")
      case .resizes: #expect(!heightStays, "\(name)")
      }
    }
  }

  /// The page data carries each track's ride, and the content's intercept
  /// with it, so the runtime classifies nothing; pins come with their edges.
  @Test(arguments: screens.map(\.id))
  func thePageDataCarriesEachRideAndPin(_ id: String) throws {
    let screen = try #require(Self.screens.first { $0.id == id })
    let table = Scene(screen: screen)
    let text = try PageData(solving: screen) { (value: String) throws(SiteError) in value }
      .json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(elements.count == table.tracks.count)
    for (element, track) in zip(elements, table.tracks) {
      #expect(element["ride"] as? String == track.ride.name, "\(track.id)")
      if case .content(let intercept) = track.ride {
        let c = try #require(element["c"] as? Double, "\(track.id)")
        #expect(abs(c - intercept) < 1e-4, "\(track.id)")
      } else {
        #expect(element["c"] == nil, "\(track.id)")
      }
      guard let rows = track.rows, case .block(let block) = track.node,
        case .list(let list) = block.kind
      else { continue }
      let pins = try #require((element["rows"] as? [String: Any])?["pins"] as? [[String: Any]])
      #expect(rows.pins.map(\.index) == list.pins.map(\.index), "\(track.id)")
      #expect(rows.pins.map(\.edge) == list.pins.map(\.edge), "\(track.id)")
      #expect(pins.compactMap { $0["index"] as? Int } == list.pins.map(\.index), "\(track.id)")
      #expect(
        pins.compactMap { $0["edge"] as? String } == list.pins.map(\.edge.rawValue), "\(track.id)")
    }
  }

  @Test func pinsKeepTheirEdges() throws {
    let screen = try #require(Self.screens.first { $0.id == "stacked-sticky-rows" })
    let table = Scene(screen: screen)
    let rows = try #require(table.tracks.compactMap(\.rows).first)
    #expect(
      rows.pins.map { "\($0.index) \($0.edge.rawValue)" } == [
        "10 top", "30 both", "60 bottom", "61 bottom",
      ])
  }

  /// Sticky views and pinned rows both pin, as the tracks' layers and pins say.
  @Test func theFactsNameThePinLinesWhenSomethingPins() throws {
    for (id, pins) in [
      ("sticky-cell", true), ("sticky-section-header", true), ("stretchy-header", false),
      ("full-screen-long", false),
    ] {
      let screen = try #require(Self.screens.first { $0.id == id })
      let facts = SiteBuilder.facts(screen, table: Scene(screen: screen))
      #expect(facts.contains("<dt>Sticky views pin</dt>") == pins, "\(id)")
    }
  }

  /// A page builds its ticks once: the content's plot marks the offsets the
  /// data lists (a carousel's plot marks its own offsets).
  @Test func thePageAndItsPlotShowTheSameTicks() throws {
    let builder = SiteBuilder.testing(
      screens: Self.screens.map { SiteScreen(screen: $0, imageFiles: SiteResources.galleryImages) })
    let texts = try builder.texts()
    let dataTag = "<script type=\"application/json\" id=\"sticky-data\">"
    for screen in Self.screens {
      let page = try #require(texts[screen.id + "/index.html"])
      let json = try #require(page.between(dataTag, "</script>"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      let ticks = try #require(object["ticks"] as? [[String: Any]]).compactMap {
        $0["o"] as? Double
      }
      let plot = page.between("<svg class=\"plot\" id=\"plot\" ", "</svg>") ?? ""
      let marked = plot.matches(of: /class="plot-break"[^>]*data-offset="([^"]*)"/).compactMap {
        Double($0.output.1)
      }
      #expect(marked == ticks, "\(screen.id)")
      #expect(ticks == BreakpointTicks(table: Scene(screen: screen)).ticks.map(\.offset))
    }
  }

  /// The card's features come from the tracks: their nodes, pins, rows and effects.
  @Test func theGalleryFeaturesAreReadFromTheTracks() {
    let expected: [String: [String]] = [
      "stretchy-header": ["stretchy header"],
      "sticky-cell": ["sticky row", "50 rows"],
      "sticky-section-header": ["4 sticky views", "bars"],
      "full-screen-short": ["fills the screen"],
      "parallax-header": ["stretchy header", "collapsing header", "scroll effects"],
      "fading-cards": ["bars", "scroll effects"],
      "stacked-sticky-rows": ["4 sticky rows", "120 rows"],
      "pinned-header-with-tabs": [
        "stretchy header", "collapsing header", "sticky view", "bars", "40 rows",
      ],
      "collapsing-header": ["collapsing header", "bars", "30 rows"],
      "reading-toolbar": ["bottom bar hides", "bars"],
      "enter-always-tabs": ["top bar hides and snaps", "sticky view", "bars", "40 rows"],
      "floating-header": ["stretchy header", "collapsing header", "floating, snapping header"],
      "large-title-bar": ["bars", "scroll effects", "state effects", "24 rows"],
      "top-app-bar": ["bars", "state effects", "30 rows"],
      "collapsing-toolbar": [
        "stretchy header", "collapsing header", "parallax image", "state effects", "30 rows",
      ],
      "stuck-headers": ["7 sticky views", "bars", "state effects", "33 rows"],
      "app-shelves": ["bars", "3 carousels", "20 rows"],
      "photo-pager": ["bars", "scroll effects", "carousel", "12 rows"],
      "growing-card": ["bars", "scroll effects", "carousel", "12 rows"],
    ]
    for screen in Self.screens {
      guard let features = expected[screen.id] else { continue }
      #expect(Gallery.features(of: Scene(screen: screen)) == features, "\(screen.id)")
    }
  }

  /// Bars stacked on an edge that hide alike name it once on the card.
  @Test func stackedBarsThatHideAreOneFeature() {
    var screen = Screen.testing(
      id: "stacked", device: Device.named("iphone-15")!, scroll: Scroll.testing(children: []))
    screen.bottomBars = [
      Bar(id: "bar-bottom", edge: .bottom, height: 83, translucent: false, hide: .scroll),
      Bar(id: "bar-bottom-2", edge: .bottom, height: 64, translucent: true, hide: .scroll),
    ]
    #expect(Gallery.features(of: Scene(screen: screen)) == ["bottom bar hides", "bars"])
  }
}
