import StickyCore
import StickyFormats
import Testing

/// Effects (SPEC section 10) are checked where they are written: the range
/// their timeline reads, values their property takes, one per part and property.
struct EffectValidationTests {
  static let layout = """
    <screen id="e">
      <scroll>
        <box id="card" height="120">
          <effect property="opacity" range="10 0" values="1 0"/>
          <effect property="opacity" timeline="view" range="exit 0% nope 100%" values="1 0"/>
          <effect property="scale" range="0 10" values="1 0"/>
          <effect property="blur" range="0 10" values="1"/>
          <effect property="glow" range="0 10" values="1 2"/>
          <effect part="image" property="blur" range="0 10" values="1 2"/>
          <effect part="image" property="blur" range="0 20" values="1 2"/>
        </box>
        <effect property="opacity" range="0 1" values="0 1"/>
      </scroll>
    </screen>
    """

  @Test func everyMistakeIsReportedAtItsPlace() {
    #expect(
      ScreenBuilderTests.diagnostics(Self.layout) == [
        "bad.xml:4:41: error: \"range\" of a scroll effect must be two offsets \"a b\" from -1e12 "
          + "to 1e12 with a at least 0.001 below b, "
          + "not \"10 0\"",
        "bad.xml:5:57: error: \"range\" of a view effect must be \"NAME P% NAME P%\" with names "
          + "from cover, contain, entry, exit, entry-crossing, exit-crossing, not \"exit 0% nope 100%\"",
        "bad.xml:6:53: error: 0 is not a value \"scale\" can take (above 0)",
        "bad.xml:7:52: error: \"values\" is a list of 1 numbers, but it must be 2 to 1000 numbers",
        "bad.xml:8:25: error: \"glow\" is not a valid \"property\" (expected \"opacity\", "
          + "\"scale\", \"translateX\", \"translateY\", \"blur\", \"color\" or \"shadow\")",
        "bad.xml:10:7: error: a second effect on \"image.blur\"; each part and property takes one",
        "bad.xml:12:6: error: \"effect\" cannot be inside \"scroll\"; it belongs in \"bar\", \"header\", "
          + "\"stack\", \"box\", \"text\", \"button\", \"spacer\", \"list\" or \"carousel\"",
      ])
  }

  @Test func aHeaderAndEveryBlockTakeEffects() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        {"type": "screen", "id": "s", "children": [{"type": "scroll", "children": [
          {"type": "header", "height": 200, "children": [
            {"type": "effect", "part": "image", "property": "translateY", "range": "0 200",
             "values": [0, -100]}]},
          {"type": "list", "count": 3, "children": [
            {"type": "pin", "index": 1, "edge": "top"},
            {"type": "effect", "property": "opacity", "timeline": "view",
             "range": "entry 0% exit 100%", "values": [0, 1, 1, 0]}]}]}]}
        """.utf8), file: "s.json")
    let header = try #require(screen.scroll.header)
    #expect(
      header.effects == [
        Effect(
          part: .image, property: .translateY, timeline: .scroll(start: 0, end: 200),
          values: [0, -100])
      ])
    let list = try #require(screen.scroll.children.first)
    #expect(
      list.effects.first?.timeline == .view(start: .init(.entry, 0), end: .init(.exit, 1)))
    guard case .list(let rows) = list.kind else {
      Issue.record("not a list")
      return
    }
    #expect(rows.pins.count == 1)
  }

  /// SPEC section 13 in the XML spelling: a state with colours and a
  /// duration, a stuck state and a view timeline reading another element.
  @Test func statesColoursAndSubjectsAreRead() throws {
    let screen = try ScreenLoader.load(
      Array(
        """
        <screen id="s">
          <scroll>
            <box id="bar" height="50">
              <effect property="color" timeline="state" range="scrolled" values="#fff #00000080"
                duration="0.6"/>
              <effect part="text" property="opacity" timeline="view" subject="title"
                range="exit 0% exit 100%" values="0 1"/>
            </box>
            <box id="title" height="40" sticky="top">
              <effect property="shadow" timeline="state" range="stuck" values="0 1"/>
            </box>
          </scroll>
        </screen>
        """.utf8), file: "s.xml")
    let bar = try #require(screen.scroll.children.first)
    #expect(
      bar.effects == [
        Effect(
          part: .self, property: .color, timeline: .state(.scrolled),
          colors: ["#fff", "#00000080"], duration: 0.6),
        Effect(
          part: .text, property: .opacity,
          timeline: .view(start: .init(.exit, 0), end: .init(.exit, 1)), values: [0, 1],
          subject: "title"),
      ])
    #expect(
      screen.scroll.children.last?.effects == [
        Effect(part: .self, property: .shadow, timeline: .state(.stuck), values: [0, 1])
      ])
  }
}
