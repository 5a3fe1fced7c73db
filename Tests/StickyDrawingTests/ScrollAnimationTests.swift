import StickyCore
import Testing

@testable import StickyDrawing

/// What `animate` writes for a simple path: each moving element's group gets
/// one `animateTransform` with the path's key times, a key frame where its
/// track bends, and the ease's splines cut there.
@Suite struct ScrollAnimationTests {
  /// The group of the element `id`, and its animation's attributes.
  static func animation(of id: String, in root: SVGElement) throws -> [String: String]? {
    let frame = try #require(root.all.first { $0["data-id"] == id })
    let group = try #require(frame.ancestors.first { $0.name == "g" })
    return group.children.first { $0.name == "animateTransform" }?.attributes
  }

  static func draw(_ points: [(offset: Double, time: Double)], loop: Bool = false) throws
    -> SVGElement
  {
    let drawing = try DrawingFixture.drawing("sticky-box.xml")
    let path = ScrollPath(points: points.map { .init(offset: $0.offset, time: $0.time) })
    return try #require(
      SVGElement.parse(try ScrollAnimation(drawing: drawing, path: path, loop: loop).svg()))
  }

  /// Every attribute of an `animateTransform` of the translation through `values`.
  static func translation(
    _ values: String, keyTimes: String, keySplines: String, duration: String,
    loop: Bool = false
  ) -> [String: String] {
    [
      "type": "translate", "attributeName": "transform", "values": values,
      "keyTimes": keyTimes, "calcMode": "spline", "keySplines": keySplines, "dur": duration,
      loop ? "repeatCount" : "fill": loop ? "indefinite" : "freeze",
    ]
  }

  @Test func anElementThatMovesWithTheContentFollowsThePathsEase() throws {
    let root = try Self.draw([(0, 0), (400, 1)])
    // Content starts at the top safe area, y = 20, and moves up 400.
    #expect(
      try Self.animation(of: "content", in: root)
        == Self.translation(
          "0 20;0 -380", keyTimes: "0;1", keySplines: "0.42 0 0.58 1", duration: "1s"))
  }

  /// The tab sticks at offset 200, half way in offset and, the ease being
  /// symmetric, half way in time; de Casteljau at 1/2 cuts the ease into these
  /// two splines.
  @Test func aStickyElementGetsAKeyFrameWhereItSticks() throws {
    let root = try Self.draw([(0, 0), (400, 1)])
    #expect(
      try Self.animation(of: "tab", in: root)
        == Self.translation(
          "0 220;0 20;0 20", keyTimes: "0;0.5;1",
          keySplines: "0.42 0 0.71 0.5;0.29 0.5 0.58 1", duration: "1s"))
    let group = try #require(root.all.first { $0["data-id"] == "tab" }?.parent)
    // Still at the path's first offset until the animation starts.
    #expect(group["transform"] == "translate(0 220)")
  }

  @Test func aLoopRepeatsAndALateStartHoldsTheFirstOffset() throws {
    let root = try Self.draw([(0, 0.5), (400, 1.5)], loop: true)
    #expect(
      try Self.animation(of: "content", in: root)
        == Self.translation(
          "0 20;0 20;0 -380", keyTimes: "0;0.333333333;1",
          keySplines: "0 0 1 1;0.42 0 0.58 1", duration: "1.5s", loop: true))
  }

  @Test func anElementThatStaysPutIsNotAnimated() throws {
    let root = try Self.draw([(0, 0), (0, 1)])
    #expect(!root.all.contains { $0.name.hasPrefix("animate") })
  }

  @Test func theAnimationIsInItsDeviceAndTitledByItsStart() throws {
    let root = try Self.draw([(-50, 0), (400, 1)])
    #expect(root.all.first { $0.name == "title" }?.text == "sticky-box, scrolled from offset -50")
    #expect(root.children.contains { $0["class"] == "s-bezel" })
    let screen = try #require(root.screens.first)
    #expect(screen.number("x") == 16 && screen.number("y") == 78)
  }
}
