import StickyCore
import StickyFormats
import Testing

/// The ink on a surface follows its colour effects, stepping exactly where
/// black and white tie (`InkTrack`), and the status bar over it with it.
struct InkTrackTests {
  static let layout = """
    <screen id="s" device="iphone-15">
      <bar id="nav" edge="top" height="103" color="#1b5e20" label="Library">
        <effect property="color" range="0 200" values="#1b5e20 #ffffff"/>
      </bar>
      <scroll>
        <box id="card" height="80" label="Card" color="#f2f2f7">
          <effect property="color" timeline="state" range="scrolled" values="#f2f2f7 #3a3a3c"/>
        </box>
        <box id="photo" height="200" image="photo.png" label="At dusk"/>
        <button id="go" label="Go"/>
        <box height="2000"/>
      </scroll>
    </screen>
    """

  static func table() throws -> Scene {
    Scene(screen: try ScreenLoader.load(Array(layout.utf8), file: "s.xml"))
  }

  static func ink(of id: String, in table: Scene) throws -> InkTrack {
    let track = try #require(table.tracks.first { $0.id == id })
    return try #require(
      InkTrack.text(
        of: track.node, effects: track.effects, over: nil, accent: Palette.accent))
  }

  /// A bar going from dark green to white: white text until the colour's
  /// luminance passes black and white's tie, black after, one step between.
  @Test func aColourEffectFlipsTheInkWhereBlackAndWhiteTie() throws {
    let table = try Self.table()
    let ink = try Self.ink(of: "nav", in: table)
    try #require(ink.steps.count == 1)
    let step = ink.steps[0]
    #expect(step.offset > 0 && step.offset < 200)
    #expect(ink.ink(at: 0) == .light && ink.ink(at: 200) == .dark)
    let effect = try #require(table.tracks.first { $0.id == "nav" }?.effects.first?.colors)
    func luminance(at o: Double) -> Double {
      Ink.luminance(
        red: effect.red.value(at: o), green: effect.green.value(at: o),
        blue: effect.blue.value(at: o))
    }
    #expect(abs(luminance(at: step.offset) - Ink.tie) < 1e-12)
    #expect(ink.ink(at: step.offset.nextDown) == .light)
    #expect(ink.ink(at: step.offset.nextUp) == .dark)
  }

  /// A state's two colours step where the state does: `scrolled` holds only
  /// past 0, so at 0 the first colour's ink still holds.
  @Test func aStateColourStepsAtItsThreshold() throws {
    let ink = try Self.ink(of: "card", in: try Self.table())
    #expect(ink.first == .dark)
    #expect(ink.steps == [.init(offset: 0, ink: .light, inclusive: false)])
    #expect([-1, 0, 0.001].map(ink.ink(at:)) == [.dark, .dark, .light])
  }

  /// Text on an image is white, and so is the status bar over it; a filled
  /// button is white on the system blue, its fill shaded to 4.5:1.
  @Test func imagesAndFilledButtonsTakeWhite() throws {
    let table = try Self.table()
    #expect(try Self.ink(of: "photo", in: table) == .constant(.light))
    #expect(try Self.ink(of: "go", in: table) == .constant(.light))
    let button = Ink.button(Palette.accent)
    #expect(Ink.contrast(button.fill.luminance, 1) >= 4.5)
    #expect(Ink.button("#ff3b30").ink == .light)
    #expect(Ink.button("#ffd60a") == ("#ffd60a", .dark))
  }

  /// The status bar over the bar takes the bar's ink as its colour changes.
  @Test func theStatusBarFollowsTheColourUnderIt() throws {
    let table = try Self.table()
    var inks = SurfaceInk(background: nil)
    for track in table.tracks {
      inks.add(
        SurfaceInk.Element(
          node: track.node, layer: track.layer, effects: track.effects, y: track.y,
          height: track.height, rows: nil))
    }
    let step = try Self.ink(of: "nav", in: table).steps[0].offset
    #expect(inks.className(line: 20, at: step.nextDown) == "ink-light")
    #expect(inks.className(line: 20, at: step.nextUp) == "ink-dark")
  }

  /// A text block has no surface of its own: it takes the ink of its nearest
  /// ancestor with a colour, or else of the scroll.
  @Test func aTextBlockTakesTheInkOfWhatPaintsUnderIt() throws {
    let layout = """
      <screen id="s" device="iphone-15">
        <scroll background="#f2f2f7">
          <text id="plain" text="On the scroll"/>
          <stack color="#1b5e20" padding="8">
            <stack padding="4"><text id="deep" text="On the green"/></stack>
          </stack>
        </scroll>
      </screen>
      """
    let table = Scene(screen: try ScreenLoader.load(Array(layout.utf8), file: "s.xml"))
    func ink(_ id: String) throws -> TextInk? {
      let track = try #require(table.tracks.first { $0.id == id })
      return InkTrack.text(
        of: track.node, effects: [], backdrop: try #require(table.backdrop(of: track)),
        over: table.under(track, screen: nil), accent: Palette.accent)?.first
    }
    #expect(try ink("plain") == .dark)
    #expect(try ink("deep") == .light)
    // Only the blocks of the content have one.
    #expect(
      table.tracks.allSatisfy {
        ($0.backdrop == nil) == [.bar, .scroll, .header].contains($0.kind)
      })
  }

  /// A translucent colour shows each appearance's screen through it: where
  /// light wants black and dark wants white, the theme's own ink.
  @Test func aTranslucentColourTakesTheThemesInk() {
    #expect(TextInk(on: "#00000000") == .theme)
    #expect(TextInk(on: "#1b5e2080") == .theme)
    #expect(TextInk(on: "#1b5e20") == .light)
    #expect(TextInk(on: "#1b5e2080", over: "#ffffff") == .dark)
  }
}
