import StickyCore
import StickyFormats
import Testing

/// A view timeline of the pinned header reads CSS's sticky header (SPEC
/// section 13): held at the top until the end of the scroll content pushes
/// it out, beyond the scroll range, not its natural box, which would leave
/// at once.
struct PinnedHeaderViewTests {
  /// iphone-se: insetTop 20, so the header is held at A = 20; the content's
  /// bottom is at 20 + 1100 - o, which pushes the 100-point header from
  /// o = 1000 and has it gone from the top of the visible area at 1100.
  static let layout = """
    <screen id="s" device="iphone-se">
      <scroll>
        <header id="h" height="100" pinned="true" stretch="false">
          <effect property="opacity" timeline="view" range="exit 0% exit 100%" values="1 0"/>
        </header>
        <box id="tall" height="1000">
          <effect property="opacity" timeline="view" subject="h" range="exit 0% exit 100%" values="1 0"/>
        </box>
      </scroll>
    </screen>
    """

  @Test func exitRunsWhileTheContentsEndPushesTheHeaderOut() throws {
    let table = Scene(screen: try ScreenLoader.load(Array(Self.layout.utf8), file: "s.xml"))
    for id in ["h", "tall"] {
      let effect = try #require(table.tracks.first { $0.id == id }?.effects.first)
      #expect(Array(effect.value.breakpoints) == [1000, 1100], "\(id)")
      // The natural box would have left the top by o = 100: 0 there.
      #expect([50.0, 100, 1050, 1100].map(effect.value.value(at:)) == [1, 1, 0.5, 0], "\(id)")
    }
  }
}
