import StickyCore
import Testing

@testable import StickyDrawing

/// A translucent bar blurs what lies under it, as the page's backdrop filter
/// does: the screen below the bars, named once, is drawn again under each
/// such bar, saturated and blurred by `GlassBackdrop`'s numbers and clipped to
/// the bar's frame as it moves; an opaque bar shows nothing through it.
@Suite struct BackdropTests {
  /// The group that holds the screen under the bars, and each backdrop's
  /// filter and clip rectangle.
  static func backdrops(_ svg: String) throws -> (
    under: SVGElement, uses: [(filter: SVGElement, clip: SVGElement)]
  ) {
    let root = try #require(SVGElement.parse(svg))
    let uses = root.all.filter { $0.name == "use" && $0["filter"] != nil }
    let under = try #require(
      uses.first.flatMap { root.element(withID: String($0["href"]!.dropFirst())) })
    #expect(uses.allSatisfy { $0["href"] == "#" + under["id"]! })
    return (
      under,
      try uses.map { use in
        let filterID = try #require(use["filter"]).dropFirst(5).dropLast()
        let filter = try #require(root.element(withID: String(filterID)))
        let group = try #require(use.parent)
        let clipID = try #require(group["clip-path"]).dropFirst(5).dropLast()
        let clip = try #require(root.element(withID: String(clipID))?.children.first)
        return (filter, clip)
      }
    )
  }

  @Test func eachTranslucentBarShowsTheScreenUnderItBlurred() throws {
    let drawing = try DrawingFixture.drawing("glass-bars.xml")
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light)
      .svg()
    let (under, uses) = try Self.backdrops(svg)
    #expect(uses.count == 2)
    // The screen under the bars: its background, the content, no bar.
    #expect(under.children.first?["class"] == "s-screen")
    #expect(under.dataIDs.contains("title") && under.dataIDs.contains("parks"))
    #expect(!under.dataIDs.contains("bar-top") && !under.dataIDs.contains("bar-bottom"))
    for (filter, clip) in uses {
      let blur = try #require(filter.all.first { $0.name == "feGaussianBlur" })
      #expect(blur.number("stdDeviation") == GlassBackdrop.blur)
      let saturate = try #require(filter.all.first { $0.name == "feColorMatrix" })
      #expect(saturate.number("values") == GlassBackdrop.saturation)
      #expect(clip.name == "rect" && clip.number("width") == 393)
    }
    // Each clip is its bar's frame.
    let frames = uses.map { [$0.clip.number("y"), $0.clip.number("height")] }
    #expect(frames == [[0, 100], [852 - 83, 83]])
  }

  /// A bar that hides moves its clip with it along a path.
  @Test func theClipOfABarThatHidesFollowsIt() throws {
    let drawing = try DrawingFixture.drawing("glass-bars.xml")
    let path = try ScrollPath(parsing: "0@0,300@1,0@2")
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let (_, uses) = try Self.backdrops(svg)
    let moving = uses.filter { use in use.clip.children.contains { $0["attributeName"] == "y" } }
    #expect(moving.count == 1)
    let values = moving.first?.clip.children.first { $0["attributeName"] == "y" }?["values"]
    #expect(values?.split(separator: ";").contains("852") == true, "\(values ?? "")")
  }

  @Test func anOpaqueBarShowsNothingThroughIt() throws {
    let drawing = try DrawingFixture.drawing("hiding-bars.xml")
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light)
      .svg()
    #expect(!svg.contains("<use href=\"#under"))
    #expect(!svg.contains("feGaussianBlur"))
  }
}
