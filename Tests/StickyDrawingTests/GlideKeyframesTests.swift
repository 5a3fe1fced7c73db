import StickyCore
import StickyFormats
import Testing

@testable import StickyDrawing

/// `animate` draws a glide to where the content rests (SPEC section 14) with
/// key frames cut at its ends and the scroll's easing as SMIL `keySplines`,
/// exactly: the numbers below are worked out by hand.
@Suite struct GlideKeyframesTests {
  /// Cards 300 tall that snap at their start, gliding for 1 s along `ease-out`,
  /// `cubic-bezier(0, 0, 0.58, 1)`, on a 667-point screen under a 20-point
  /// status bar: card `a` is at `y = 20 - o`.
  static let cards = """
    <screen id="cards" device="iphone-se">
      <scroll snapType="mandatory" snapDuration="1" snapEasing="ease-out">
        <box id="a" height="300" snapAlign="start"/>
        <box id="b" height="300" snapAlign="start"/>
        <box id="c" height="300" snapAlign="start"/>
        <box id="d" height="300" snapAlign="start"/>
        <box id="e" height="300" snapAlign="start"/>
        <box id="f" height="300" snapAlign="start"/>
      </scroll>
    </screen>
    """

  /// The `animateTransform` that moves card `a`.
  static func animation(along path: String) throws -> [String: String] {
    let screen = try ScreenLoader.load(Array(cards.utf8), file: "cards.xml")
    let drawing = ScreenDrawing(screen: screen, table: Scene(screen: screen))
    let svg = try ScrollAnimation(
      drawing: drawing, path: try ScrollPath(parsing: path), loop: false
    ).svg()
    let root = try #require(SVGElement.parse(svg))
    let card = try #require(root.all.first { $0["data-id"] == "a" })
    let moving = try #require(card.parent?.children.first { $0.name == "animateTransform" })
    return moving.attributes
  }

  /// Down to 400 in 1 s, a lift: the content glides back to card `b` at 300
  /// from 1 s to 2 s, then holds.
  @Test func aGlideIsOneKeyFrameToItsEndAlongTheEasing() throws {
    let moving = try Self.animation(along: "0@0,400@1!,400@3")
    #expect(moving["values"] == "0 20;0 -380;0 -280;0 -280")
    #expect(moving["keyTimes"] == "0;0.333333333;0.666666667;1")
    #expect(moving["keySplines"] == "0.42 0 0.58 1;0 0 0.58 1;0.42 0 0.58 1")
    #expect(moving["dur"] == "3s")
  }

  /// The path moves again 0.3425 s into the glide, where the curve's
  /// parameter is 1/2 (`X(1/2) = 3 * 1/4 * 0.58 + 1/8`): the glide stops
  /// halfway (`Y(1/2) = 1/2`), at 350, and its key frame's spline is the
  /// curve's first half scaled to the unit square, `(0, 0)` and
  /// `(0.145, 0.25) / (0.3425, 0.5)`. The path then carries the content by
  /// its own 100 points, to 450.
  @Test func aGlideStoppedByThePathEndsWithThePieceOfItsCurve() throws {
    let moving = try Self.animation(along: "0@0,400@1!,400@1.3425,500@2.3425")
    #expect(moving["values"] == "0 20;0 -380;0 -330;0 -430")
    #expect(moving["keyTimes"] == "0;0.426894344;0.573105656;1")
    #expect(moving["keySplines"] == "0.42 0 0.58 1;0 0 0.423357664 0.5;0.42 0 0.58 1")
  }

  /// A fling of 500 from 400 lands on card `d` at 900 (the nearest to 900
  /// ahead), and the glide runs on past the path's last point: the
  /// animation lasts until it ends.
  @Test func aGlideFromTheLastPointLengthensTheAnimation() throws {
    let moving = try Self.animation(along: "0@0,400@1!+500")
    #expect(moving["values"] == "0 20;0 -380;0 -880")
    #expect(moving["keyTimes"] == "0;0.5;1")
    #expect(moving["keySplines"] == "0.42 0 0.58 1;0 0 0.58 1")
    #expect(moving["dur"] == "2s")
  }
}
