import StickyCore
import StickyFormats
import Testing

/// Carousels in the format (SPEC section 15): both spellings read into the
/// same model with the defaults the description gives, convert into each
/// other and back unchanged, and every mistake section 15 forbids is
/// reported where it is written.
struct CarouselFormatTests {
  static let xml = """
    <screen id="shelves">
      <scroll>
        <carousel id="cards" height="200" padding="10 16 30" spacing="12" snapType="mandatory"
          snapDuration="0.4" snapEasing="linear" markers="true" color="#f2f2f7">
          <box id="first" width="150" label="A" snapAlign="start">
            <effect property="scale" timeline="view" axis="x" range="cover 0% cover 100%" values="0.9 1"/>
          </box>
          <box id="second" width="150" height="120" snapAlign="center" snapStop="always"/>
          <stack id="column" width="200" padding="8">
            <text id="caption" text="Caption"/>
            <button id="open" label="Open">
              <effect property="opacity" axis="x" range="0 300" values="1 0"/>
            </button>
          </stack>
          <text id="note" width="100" text="More" lines="2"/>
        </carousel>
      </scroll>
    </screen>
    """

  static let json = """
    {"type": "screen", "id": "shelves", "children": [{"type": "scroll", "children": [
      {"type": "carousel", "id": "cards", "height": 200, "padding": "10 16 30", "spacing": 12,
       "snapType": "mandatory", "snapDuration": 0.4, "snapEasing": "linear", "markers": true,
       "color": "#f2f2f7", "children": [
        {"type": "box", "id": "first", "width": 150, "label": "A", "snapAlign": "start",
         "children": [{"type": "effect", "property": "scale", "timeline": "view", "axis": "x",
                       "range": "cover 0% cover 100%", "values": [0.9, 1]}]},
        {"type": "box", "id": "second", "width": 150, "height": 120, "snapAlign": "center",
         "snapStop": "always"},
        {"type": "stack", "id": "column", "width": 200, "padding": 8, "children": [
          {"type": "text", "id": "caption", "text": "Caption"},
          {"type": "button", "id": "open", "label": "Open", "children": [
            {"type": "effect", "property": "opacity", "axis": "x", "range": "0 300",
             "values": [1, 0]}]}]},
        {"type": "text", "id": "note", "width": 100, "text": "More", "lines": 2}]}]}]}
    """

  static func carousel(in screen: Screen) throws -> (Block, Carousel) {
    let block = try #require(screen.scroll.children.first)
    guard case .carousel(let carousel) = block.kind else {
      Issue.record("not a carousel: \(block.kind)")
      throw CarouselMissing()
    }
    return (block, carousel)
  }

  struct CarouselMissing: Error {}

  @Test func bothSpellingsReadIntoOneModel() throws {
    let fromXML = try ScreenLoader.load(Array(Self.xml.utf8), file: "c.xml")
    let fromJSON = try ScreenLoader.load(Array(Self.json.utf8), file: "c.json")
    #expect(fromXML == fromJSON)
    let (block, carousel) = try Self.carousel(in: fromXML)
    #expect(block.id == "cards" && block.sticky == .none && block.snap == .none)
    #expect(carousel.height == 200 && carousel.spacing == 12 && carousel.markers)
    #expect(carousel.padding == EdgeInsets(top: 10, right: 16, bottom: 30, left: 16))
    #expect(carousel.snap == CarouselSnap(type: .mandatory, duration: 0.4, easing: .linear))
    #expect(carousel.color == Color("#f2f2f7"))
    #expect(carousel.items.map(\.block.id) == ["first", "second", "column", "note"])
    #expect(carousel.items.map(\.width) == [150, 150, 200, 100])
    #expect(carousel.items.map(\.block.snap.align) == [.start, .center, .none, .none])
    #expect(carousel.items[1].block.snap.stop == .always)
  }

  /// A child without a height is as tall as the carousel's content (its
  /// height less the top and bottom padding), a box included; the block's
  /// own height is the child's.
  @Test func aChildIsAsTallAsTheCarouselsContentUnlessItSays() throws {
    let (_, carousel) = try Self.carousel(
      in: ScreenLoader.load(Array(Self.xml.utf8), file: "c.xml"))
    #expect(carousel.contentHeight == 160)
    #expect(carousel.items.map(\.height) == [160, 120, 160, 160])
    guard case .box(let first) = carousel.items[0].block.kind,
      case .box(let second) = carousel.items[1].block.kind,
      case .text(let note) = carousel.items[3].block.kind,
      case .stack(let column) = carousel.items[2].block.kind
    else {
      Issue.record("unexpected children")
      return
    }
    #expect(first.height == 160 && second.height == 120)
    #expect(note.height == 160 && note.lines == 2)
    // What a stack child holds keeps its own heights.
    #expect(column.children.map(\.id) == ["caption", "open"])
    guard case .text(let caption) = column.children[0].kind else {
      Issue.record("no caption")
      return
    }
    #expect(caption.height == 22)
  }

  /// Effects inside a carousel may run along its offset; elsewhere `axis`
  /// is `y` unless it says.
  @Test func effectsInsideACarouselRunAlongItsAxis() throws {
    let (_, carousel) = try Self.carousel(
      in: ScreenLoader.load(Array(Self.json.utf8), file: "c.json"))
    #expect(carousel.items[0].block.effects.map(\.axis) == [.x])
    #expect(carousel.items[2].block.children[1].effects.map(\.axis) == [.x])
    let plain = try ScreenLoader.load(
      Array(
        """
        <screen id="s"><scroll><carousel height="50"><box width="40">
          <effect property="opacity" range="0 10" values="1 0"/></box></carousel></scroll></screen>
        """.utf8), file: "p.xml")
    #expect(try Self.carousel(in: plain).1.items[0].block.effects.map(\.axis) == [.y])
  }

  /// XML to JSON and back, and JSON to XML and back, give the canonical form
  /// of the original; both spellings hold the same tree.
  @Test func conversionsComeBackUnchanged() throws {
    let xmlRoot = try LayoutParser.read(Array(Self.xml.utf8), file: "c.xml")
    let canonicalXML = try LayoutWriter.xml(xmlRoot)
    let json = LayoutWriter.json(xmlRoot)
    let back = try LayoutWriter.xml(LayoutParser.read(Array(json.utf8), file: "c.json"))
    #expect(back == canonicalXML)

    let jsonRoot = try LayoutParser.read(Array(Self.json.utf8), file: "c.json")
    let canonicalJSON = LayoutWriter.json(jsonRoot)
    let xml = try LayoutWriter.xml(jsonRoot)
    #expect(
      LayoutWriter.json(try LayoutParser.read(Array(xml.utf8), file: "c.xml")) == canonicalJSON)
    #expect(canonicalJSON == json)
    // A child's width and height come first, as the description orders them.
    #expect(canonicalXML.contains(#"<box id="second" width="150" height="120" snapAlign="center""#))
    #expect(canonicalJSON.contains(#""axis": "x","#))
  }

  static let xmlMistakes: [(String, [String])] = [
    (
      // Where a carousel may not stand, and what it may not hold.
      """
      <screen id="s"><scroll><carousel height="99"><list count="2"/><header height="9"/>
      <carousel height="9"/><stack width="9"><list count="2"/></stack></carousel></scroll></screen>
      """,
      [
        "bad.xml:1:47: error: \"list\" cannot be inside \"carousel\"; it belongs in \"scroll\" or \"stack\"",
        "bad.xml:1:64: error: \"header\" cannot be inside \"carousel\"; it belongs in \"scroll\"",
        "bad.xml:2:2: error: \"carousel\" cannot be inside \"carousel\"; it belongs in \"scroll\" or \"stack\"",
        "bad.xml:2:40: error: \"list\" \"list-1\" is inside carousel \"carousel-1\"; a carousel "
          + "holds no list or carousel, not even inside its children",
      ]
    ),
    (
      // Sticky around a carousel, and inside it.
      """
      <screen id="s"><scroll><stack sticky="top"><carousel height="9"/></stack>
      <carousel height="99"><box width="9" sticky="top"/><stack width="9"><box height="9" sticky="top"/></stack></carousel></scroll></screen>
      """,
      [
        "bad.xml:1:44: error: carousel \"carousel-1\" is inside sticky element \"stack-1\"; a "
          + "carousel scrolls in its place in the content, never sticky or inside a sticky element",
        "bad.xml:2:38: error: \"sticky\" is only for a \"box\" inside \"scroll\" or \"stack\"",
        "bad.xml:2:69: error: sticky element \"box-2\" is inside carousel \"carousel-2\"; what a "
          + "carousel holds slides with it and is never sticky",
      ]
    ),
    (
      // A width only in a carousel, and always there.
      """
      <screen id="s"><scroll><box height="9" width="9"/><carousel height="99"><text text="t"/></carousel></scroll></screen>
      """,
      [
        "bad.xml:1:40: error: \"width\" is only for a \"box\" inside \"carousel\"",
        "bad.xml:1:73: error: \"text\" is missing its required property \"width\"",
      ]
    ),
    (
      // Along x only inside a carousel, and no state but its own offset's.
      """
      <screen id="s"><scroll><carousel height="99"><effect property="opacity" range="0 9" values="0 1" axis="x"/>
      <box width="9"><effect property="opacity" timeline="state" range="stuck" values="0 1" axis="x"/></box></carousel></scroll></screen>
      """,
      [
        "bad.xml:1:104: error: \"axis\" \"x\" is only for an effect of a block inside a carousel: "
          + "its timeline runs along that carousel's offset",
        "bad.xml:2:93: error: \"axis\" \"x\" is only for a scroll or view timeline or a "
          + "\"scrolled\" or \"not-at-end\" state: a stuck state watches nothing along a carousel",
      ]
    ),
  ]

  /// Along x, a view timeline follows a box in the effect's own carousel,
  /// and a state watches the carousel's offset.
  @Test func alongXAViewTimelineFollowsABoxOfItsCarousel() throws {
    let layout = """
      <screen id="s"><scroll><box id="banner" height="9"/>
      <carousel id="a" height="99"><box id="a1" width="9"/><box width="9">
        <effect property="opacity" timeline="view" subject="a1" axis="x" range="cover 0% cover 100%" values="0 1"/>
        <effect property="scale" timeline="state" range="not-at-end" axis="x" values="1 2"/>
        <effect part="text" property="opacity" timeline="view" subject="b1" axis="x" range="cover 0% cover 100%" values="0 1"/>
        <effect part="image" property="opacity" timeline="view" subject="banner" axis="x" range="cover 0% cover 100%" values="0 1"/>
      </box></carousel>
      <carousel id="b" height="99"><stack width="9"><box id="b1" height="9"/></stack></carousel></scroll></screen>
      """
    #expect(
      ScreenBuilderTests.diagnostics(layout) == [
        "bad.xml:5:67: error: \"subject\" \"b1\" is not inside carousel \"a\": a view timeline "
          + "along x follows a box across that carousel's snapport",
        "bad.xml:6:68: error: \"subject\" \"banner\" is not inside carousel \"a\": a view "
          + "timeline along x follows a box across that carousel's snapport",
      ])
  }

  @Test(arguments: xmlMistakes)
  func reportsXMLMistakesWhereTheyAre(layout: String, expected: [String]) {
    #expect(ScreenBuilderTests.diagnostics(layout).sorted() == expected.sorted())
  }

  static let jsonMistakes: [(String, [String])] = [
    (
      // Snapping needs the carousel's type; a stop needs an alignment; below
      // the children nothing snaps.
      """
      {"type": "screen", "id": "s", "children": [{"type": "scroll", "children": [
        {"type": "carousel", "height": 99, "snapEasing": "linear", "children": [
          {"type": "box", "width": 9, "snapAlign": "end"}]},
        {"type": "carousel", "height": 99, "snapType": "page", "children": [
          {"type": "box", "width": 9, "snapStop": "always"},
          {"type": "stack", "width": 9, "children": [
            {"type": "box", "height": 9, "snapAlign": "start"}]}]}]}]}
      """,
      [
        "bad.json:2:52: error: \"snapEasing\" needs \"snapType\" on the carousel: give it "
          + "\"proximity\", \"mandatory\" or \"page\" for the row to snap",
        "bad.json:3:46: error: \"snapAlign\" needs \"snapType\" on the carousel: give it "
          + "\"proximity\", \"mandatory\" or \"page\" for the row to snap",
        "bad.json:5:45: error: \"snapStop\" needs \"snapAlign\": only a block that snaps can stop a fling",
        "bad.json:7:49: error: \"box-3\" snaps inside carousel \"carousel-2\"; only a carousel's "
          + "children snap, along the row",
      ]
    ),
    (
      // A carousel's child that is not a box, a stack or a text.
      """
      {"type": "screen", "id": "s", "children": [{"type": "scroll", "children": [
        {"type": "carousel", "height": 99, "children": [{"type": "spacer"}]}]}]}
      """,
      [
        "bad.json:2:60: error: \"spacer\" cannot be inside \"carousel\"; it belongs in \"scroll\" or \"stack\""
      ]
    ),
  ]

  @Test(arguments: jsonMistakes)
  func reportsJSONMistakesWhereTheyAre(layout: String, expected: [String]) {
    #expect(ScreenBuilderTests.diagnostics(layout, file: "bad.json").sorted() == expected.sorted())
  }
}
