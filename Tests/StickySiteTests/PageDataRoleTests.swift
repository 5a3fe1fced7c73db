import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

/// What Swift tells the page each element is for, so that the runtime tells
/// nothing by type names: what paints the screen under the status bar, which
/// part of SPEC section 12 places an element, which shadow is a hairline, and
/// what the phone shows over the screen.
@Suite struct PageDataRoleTests {
  static func json(_ screen: Screen, accent: Color = Palette.accent) throws -> [String: Any] {
    var data = PageData(solving: screen) { (value: String) throws(SiteError) in value }
    data.accent = accent
    let text = try data.json()
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func elements(_ object: [String: Any]) -> [String: [String: Any]] {
    let list = object["elements"] as? [[String: Any]] ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
  }

  static let everyKind = Screen.testing(
    id: "kinds", device: Screens.iphone15,
    topBar: .testing(edge: .top, height: 44, color: "#ffcc00"),
    bottomBar: .testing(edge: .bottom, height: 50),
    scroll: Scroll.testing(
      header: .testing(id: "cover", height: 200),
      children: [
        Block.testing(id: "plain", kind: .stack(.testing())),
        Block.testing(id: "tinted", kind: .stack(.testing(color: "#232d32"))),
        Block.testing(id: "card", kind: .box(.init(height: 50))),
        Block.testing(id: "words", kind: .text(.testing(text: "Some words"))),
        Block.testing(id: "go", kind: .button(.testing(label: "Go"))),
        Block.testing(id: "stop", kind: .button(.testing(label: "Stop", color: "#ffffff"))),
        Block.testing(id: "gap", kind: .spacer(.testing())),
        Block.testing(id: "items", kind: .list(.testing(count: 30))),
      ]))

  /// Each element that paints the screen says with which ink, as the
  /// drawings' `SurfaceInk` finds it; a button without a colour takes the
  /// theme's accent; a list paints through its rows.
  @Test func everyElementThatPaintsSaysItsInk() throws {
    let elements = Self.elements(try Self.json(Self.everyKind))
    let surfaces = elements.mapValues { $0["surface"] as? String }
    #expect(
      surfaces == [
        "bar-top": "dark", "bar-bottom": "theme", "content": "theme",
        "cover": "light", "plain": nil, "tinted": "light", "card": "theme",
        "words": nil, "go": Ink.button(Palette.accent).ink.rawValue, "stop": "dark", "gap": nil,
        "items": "rows",
      ])
    let accent: Color = "#ffd60a"
    let themed = Self.elements(try Self.json(Self.everyKind, accent: accent))
    #expect(themed["go"]?["surface"] as? String == Ink.button(accent).ink.rawValue)
    #expect(Ink.button(accent).ink != Ink.button(Palette.accent).ink)
  }

  /// A bar that hides and the floating header name their member of
  /// `hiding` (a bar its place in `hiding.bars`); nothing else does, and
  /// nothing on a screen where nothing hides.
  @Test func whatHidesSaysWhichPartItIs() throws {
    var screen = Self.everyKind
    let still = Self.elements(try Self.json(screen))
    #expect(still.values.allSatisfy { $0["hides"] == nil })

    screen.topBars[0].hide = .scroll
    screen.scroll.header?.floating = true
    let object = try Self.json(screen)
    let hiding = try #require(object["hiding"] as? [String: Any])
    let hides = Self.elements(object).compactMapValues { $0["hides"] as? String }
    #expect(hides == ["bar-top": "bar", "cover": "header"])
    #expect(Self.elements(object)["bar-top"]?["bar"] as? Int == 0)
    #expect((hiding["bars"] as? [Any])?.count == 1 && hiding["header"] != nil)

    screen.topBars[0].hide = .none
    screen.bottomBars[0].hide = .scroll
    screen.scroll.header?.floating = false
    #expect(
      Self.elements(try Self.json(screen)).compactMapValues { $0["hides"] as? String }
        == ["bar-bottom": "bar"])
  }

  /// A bar's own shadow is drawn as its hairline; a shadow on its text, or on
  /// any other element, is a drop shadow.
  @Test func onlyABarsOwnShadowIsAHairline() throws {
    let shadow = { (part: Effect.Part) in
      Effect(part: part, property: .shadow, timeline: .scroll(start: 0, end: 40), values: [0, 1])
    }
    var bar = Bar.testing(edge: .top, height: 44, label: "Title")
    bar.effects = [shadow(.self), shadow(.text)]
    var card = Block.testing(id: "card", kind: .box(.init(height: 80, label: "Card")))
    card.effects = [shadow(.self)]
    let screen = Screen.testing(
      id: "shadows", device: Screens.iphone15, topBar: bar,
      scroll: Scroll.testing(children: [
        card, Block.testing(id: "rest", kind: .box(.init(height: 2000))),
      ]))
    let elements = Self.elements(try Self.json(screen))
    let hairlines = { (id: String) in
      (elements[id]?["effects"] as? [[String: Any]] ?? []).map { $0["hairline"] as? Bool }
    }
    #expect(hairlines("bar-top") == [true, nil])
    #expect(hairlines("card") == [nil])
  }

  /// The status bar over a top safe area and the camera over the screen, as
  /// the device's frame has them.
  @Test(
    arguments: [
      ("iphone-15", 59.0, "9:41", false, "island"),
      ("iphone-15", 30, "9:41", false, "island"),
      ("iphone-15", 80, "9:41", false, "island"),
      ("iphone-se", 20, "9:41", false, nil),
      ("pixel-8", 24, "12:00", true, "punch-hole"),
    ] as [(String, Double, String, Bool, String?)])
  func theDecorIsTheFramesOwn(
    device: String, safeTop: Double, clock: String, signal: Bool, camera: String?
  ) throws {
    let screen = Screen.testing(
      id: "s", device: try #require(Device.named(device)), safeTop: safeTop,
      scroll: Scroll.testing())
    let object = try Self.json(screen)
    let status = try #require(object["status"] as? [String: Any])
    #expect(status["height"] as? Double == min(safeTop, FrameMetrics.statusBarMaxHeight))
    #expect(status["clock"] as? String == clock)
    #expect(status["signal"] as? Bool == (signal ? true : nil))
    #expect(object["camera"] as? String == camera)
  }

  /// Without a top safe area there is no status bar, but the camera, which
  /// is hardware, stays where the frame has one.
  @Test(arguments: [("iphone-15", "island"), ("iphone-se", nil), ("pixel-8", "punch-hole")])
  func noSafeAreaNoStatusBar(device: String, camera: String?) throws {
    let screen = Screen.testing(
      id: "s", device: try #require(Device.named(device)), safeTop: 0, scroll: Scroll.testing())
    let object = try Self.json(screen)
    #expect(object["status"] == nil && object["camera"] as? String == camera)
  }
}
