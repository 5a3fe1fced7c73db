import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

/// Reads page data back as the runtime does.
private struct Decoded {
  var object: [String: Any]

  init(_ screen: Screen) throws {
    let data = PageData(solving: screen) {
      (value: String) throws(SiteError) in "../_images/" + value
    }
    let text = try data.json()
    object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  var elements: [[String: Any]] { object["elements"] as? [[String: Any]] ?? [] }

  func element(_ id: String) -> [String: Any]? {
    elements.first { $0["id"] as? String == id }
  }

  /// The runtime's lookup: piece k applies from its start, piece 0 also before.
  static func value(of track: [Double], at offset: Double) -> Double {
    var index = 0
    while (index + 1) * 3 < track.count && offset >= track[(index + 1) * 3] { index += 1 }
    let base = index * 3
    return track[base + 1] + track[base + 2] * (offset - track[base])
  }
}

@Suite struct PageDataTests {
  /// The numbers the runtime gets as data are those the CSS gets as custom
  /// properties, both from the one device table, and the CSS reads them
  /// rather than repeating them.
  @Test func sharedNumbersComeFromOnePlace() throws {
    let metrics = try #require(try Decoded(Screens.stickyCell).object["metrics"] as? [String: Any])
    #expect(metrics["z"] as? [Int] == ElementLayer.allCases.map(PageMetrics.zIndex))
    let (modern, classic) = (FrameMetrics(.modern), FrameMetrics(.classic))
    #expect(metrics["bezel"] as? Double == modern.side)
    #expect(metrics["classicBezelSide"] as? Double == classic.side)
    #expect(metrics["classicBezelEnd"] as? Double == classic.end)
    let rules = PageMetrics.frameRules
    for style in Device.FrameStyle.allCases {
      let frame = FrameMetrics(style)
      let lengths = [frame.side, frame.end, frame.radius, frame.screenRadius].map {
        NumberFormat.string($0) + "px"
      }
      #expect(
        rules.contains(
          "{--bezel-side:\(lengths[0]);--bezel-end:\(lengths[1]);--device-radius:\(lengths[2]);"
            + "--screen-radius:\(lengths[3])"), "\(style)")
    }
    #expect(PageMetrics.cssProperties.contains("--z-decor:\(PageMetrics.decorZIndex)"))
    let css = try #require(SiteResources.text(at: "Templates/site.css"))
    for property in [
      "--bezel-side", "--bezel-end", "--device-radius", "--screen-radius", "--speaker-top",
      "--home-button", "--camera-top", "--home-width", "--z-decor",
    ] {
      #expect(css.contains("var(\(property))"), "site.css does not read \(property)")
    }
  }

  @Test func topLevelShape() throws {
    let data = try Decoded(Screens.stickyCell)
    #expect(data.object["version"] as? Int == 7)
    #expect(data.object["screen"] as? String == "sticky-cell")
    #expect(data.object["device"] as? String == "iphone-se")
    #expect(data.object["frame"] as? String == "classic")
    #expect(data.object["width"] as? Double == 375)
    #expect(data.object["height"] as? Double == 667)
    #expect(data.object["maxOffset"] as? Double == 1353)
    #expect(data.object["overscroll"] as? Double == 200)
    let viewport = try #require(data.object["viewport"] as? [String: Double])
    #expect(viewport == ["top": 0, "bottom": 667, "insetTop": 20, "insetBottom": 0])
  }

  @Test func listsAreCompact() throws {
    let data = try Decoded(Screens.stickyCell)
    #expect(data.elements.map { $0["id"] as? String } == ["content", "items"])
    let rows = try #require(data.element("items")?["rows"] as? [String: Any])
    #expect(rows["count"] as? Int == 50)
    #expect(rows["heights"] as? [Double] == [40])
    #expect(rows["label"] as? String == "{i}")
    let pins = try #require(rows["pins"] as? [[String: Any]])
    #expect(pins.count == 1)
    #expect(pins[0]["index"] as? Int == 25)
    #expect(pins[0]["edge"] as? String == "both")
    let track = try #require(pins[0]["y"] as? [Double])
    // SPEC's example: row 25 sits at the bottom edge at offsets 0 and 100.
    #expect(Decoded.value(of: track, at: 0) == 627)
    #expect(Decoded.value(of: track, at: 100) == 627)

    // A million rows cost no more than a few.
    let huge = Screens.longList(count: 1_000_000)
    let text = try PageData(solving: huge) {
      (value: String) throws(SiteError) in value
    }.json()
    #expect(text.utf8.count < 2_000)
  }

  @Test func tracksReplayTheFrameTable() throws {
    for screen in Screens.gallery {
      let table = Scene(screen: screen)
      let data = try Decoded(screen)
      #expect(data.elements.count == table.tracks.count)
      for (element, track) in zip(data.elements, table.tracks) {
        #expect(element["id"] as? String == track.id)
        #expect(element["type"] as? String == track.kind.rawValue)
        #expect(element["x"] as? Double == track.x)
        #expect(element["w"] as? Double == track.width)
        let y = try #require(element["y"] as? [Double])
        let height = try #require(element["h"] as? [Double])
        #expect(y.count % 3 == 0 && height.count % 3 == 0)
        for offset in stride(from: table.lowestOffset, through: table.highestOffset, by: 7.25) {
          #expect(abs(Decoded.value(of: y, at: offset) - track.y.value(at: offset)) < 0.001)
          #expect(
            abs(Decoded.value(of: height, at: offset) - track.height.value(at: offset)) < 0.001)
        }
      }
    }
  }

  /// Each effect is its part, its property and its track, exact enough for
  /// slopes of a fraction per point; elements without effects have no member.
  @Test func effectsCarryTheirTracks() throws {
    var card = Block.testing(id: "card", kind: .box(.init(height: 120, label: "Card")))
    card.effects = [
      Effect(
        part: .text, property: .opacity, timeline: .scroll(start: 0, end: 30), values: [0, 1]),
      Effect(
        part: .self, property: .scale,
        timeline: .view(start: .init(.cover, 0), end: .init(.cover, 1)),
        values: [0.5, 1, 0.75]),
    ]
    let screen = Screen.testing(
      id: "effects", device: Screens.iphoneSE,
      scroll: Scroll.testing(children: [
        card, Block.testing(id: "rest", kind: .box(.init(height: 2000))),
      ]))
    let table = Scene(screen: screen)
    let data = try Decoded(screen)
    #expect(data.element("rest")?["effects"] == nil)
    #expect(data.element("content")?["effects"] == nil)
    let effects = try #require(data.element("card")?["effects"] as? [[String: Any]])
    let tracks = try #require(table.tracks.first { $0.id == "card" }?.effects)
    #expect(effects.map { $0["part"] as? String } == ["text", "self"])
    #expect(effects.map { $0["property"] as? String } == ["opacity", "scale"])
    for (effect, track) in zip(effects, tracks) {
      let values = try #require(effect["v"] as? [Double])
      #expect(values.count == track.value.pieces.count * 3)
      for offset in stride(from: table.lowestOffset, through: table.highestOffset, by: 0.37) {
        #expect(abs(Decoded.value(of: values, at: offset) - track.value.value(at: offset)) < 1e-9)
      }
    }
  }

  @Test func displayPropertiesAndLayers() throws {
    let header = try Decoded(Screens.stretchyHeader)
    let cover = try #require(header.element("cover"))
    #expect(cover["title"] as? String == "Joshua Tree")
    #expect(cover["subtitle"] as? String == "California")
    #expect(cover["color"] as? String == "#232d32")
    #expect(cover["z"] as? Int == 3)
    #expect(header.element("content")?["z"] as? Int == 0)
    #expect(header.element("trail-1")?["label"] as? String == "Trail 1")
    #expect(header.element("trail-1")?["detail"] as? String == "1 miles")
    #expect(header.element("trail-1")?["z"] as? Int == 1)

    let sections = try Decoded(Screens.sectionHeaders)
    #expect(sections.elements.first?["id"] as? String == "bar-top")
    #expect(sections.element("bar-top")?["z"] as? Int == 4)
    #expect(sections.element("bar-top")?["label"] as? String == "Top view")
    #expect(sections.element("bar-top")?["edge"] as? String == "top")
    #expect(sections.element("header-1")?["z"] as? Int == 2)
    #expect(sections.element("section-1")?["z"] as? Int == 1)
    #expect(sections.element("text-1")?["text"] as? String == "Long text 1")
    #expect(sections.element("text-1")?["lines"] as? Int == 14)
    #expect(sections.element("text-1")?["lineHeight"] as? Int == 22)

    let full = try Decoded(Screens.fullScreen(lines: 3))
    #expect(full.element("continue")?["label"] as? String == "Click to continue")
    #expect(full.element("gap")?["type"] as? String == "spacer")
  }

  @Test func insideStickyMeansStickyLayer() throws {
    let screen = Screen.testing(
      id: "nested", device: Screens.iphoneSE,
      scroll: Scroll.testing(children: [
        Block.testing(
          id: "pinned", sticky: .top,
          kind: .stack(
            Block.Stack.testing(children: [
              Block.testing(id: "inner", kind: .box(.init(height: 20)))
            ]))),
        Block.testing(id: "after", kind: .box(.init(height: 900))),
      ]))
    let data = try Decoded(screen)
    #expect(data.element("pinned")?["z"] as? Int == 2)
    #expect(data.element("inner")?["z"] as? Int == 2)
    #expect(data.element("after")?["z"] as? Int == 1)
  }
}
