import StickyCore
import Testing

@testable import StickyDrawing

/// An element clips what its text effects move outside its frame, as the
/// page's element box does (docs/effects.md, "Clipping"): the text part's
/// groups sit in a group clipped to the frame, corners included, and an effect
/// of `self` moves that clip with the element.
@Suite struct EffectClipTests {
  /// The clipped group around `id`'s text part, and the clip's shape.
  static func clip(of id: String, in root: SVGElement) throws -> (
    frame: SVGElement, group: SVGElement, shape: SVGElement
  )? {
    let frame = try #require(root.all.first { $0["data-id"] == id })
    let element = try #require(frame.parent)
    let part = try #require(element.all.first { $0["data-part"] == "text" })
    guard
      let group = part.ancestors.prefix(while: { $0 !== element })
        .first(where: { $0["clip-path"] != nil })
    else { return nil }
    let clip = try #require(root.all.first { "url(#\($0["id"] ?? ""))" == group["clip-path"] })
    #expect(clip.name == "clipPath")
    return (frame, group, try #require(clip.children.first))
  }

  @Test(arguments: [0.0, 50, 100])
  func textMovedByItsEffectsIsClippedToTheFrame(offset: Double) throws {
    let drawing = try DrawingFixture.drawing("moving-text.xml")
    let svg = try Snapshot(drawing: drawing, offset: offset, framing: .none, appearance: .light)
      .svg()
    let root = try #require(SVGElement.parse(svg))
    for id in ["card", "grow", "note", "sliding"] {
      let (frame, group, shape) = try #require(try Self.clip(of: id, in: root), "\(id)")
      #expect(shape.name == "rect", "\(id)")
      #expect(shape.number("x") ?? 0 == 0 && shape.number("y") ?? 0 == 0, "\(id)")
      #expect(shape.number("width") == frame.number("width"), "\(id)")
      #expect(shape.number("height") == frame.number("height"), "\(id)")
      #expect(shape["rx"] == frame["rx"], "\(id)")
      // The clip stays at the frame while the text moves inside it...
      #expect(group["transform"] == nil, "\(id)")
      if id == "sliding" {
        // ...and an effect of self carries the clip along with the element.
        #expect(group.ancestors.contains { $0["data-part"] == "self" })
      }
    }
    #expect(try #require(try Self.clip(of: "card", in: root)).shape.number("rx") == Corners.card)
    #expect(try Self.clip(of: "fading", in: root) == nil)
  }

  /// A filmstrip draws each element once per frame: every clip has an id of
  /// its own in the document.
  @Test func aFilmstripsClipsHaveIdsOfTheirOwn() throws {
    let drawing = try DrawingFixture.drawing("moving-text.xml")
    let svg = try Filmstrip(drawing: drawing, offsets: [0, 50, 100], columns: 3).svg()
    let root = try #require(SVGElement.parse(svg))
    let clips = root.all.filter { $0.name == "clipPath" }.compactMap { $0["id"] }
    #expect(clips.count >= 12)
    #expect(Set(clips).count == clips.count)
  }
}

extension EffectClipTests {
  /// Along an animation the clip's height follows the frame's: a stretchy
  /// header's image stays clipped to the header as it is pulled and released.
  @Test func anAnimatedClipFollowsTheFrame() throws {
    let screen = try #require(try HeaderTitleTests.screens().first { $0.id == "stretchy-blur" })
    var drawing = ScreenDrawing(screen: screen, table: Scene(screen: screen))
    drawing.images = [
      "landscape.svg": DrawnImage(
        href: "landscape.svg", file: ImageCoverTests.svg(#"viewBox="0 0 400 300""#))
    ]
    let path = ScrollPath(points: [.init(offset: 0, time: 0), .init(offset: -150, time: 1)])
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let root = try #require(SVGElement.parse(svg))
    let frame = try #require(root.all.first { $0["data-id"] == "sunset" })
    let clipped = try #require(frame.parent?.children.first { $0["clip-path"] != nil })
    let clip = try #require(root.all.first { "url(#\($0["id"] ?? ""))" == clipped["clip-path"] })
    let shape = try #require(clip.children.first)
    func heights(_ element: SVGElement) -> String? {
      element.children.first { $0["attributeName"] == "height" }?["values"]
    }
    #expect(heights(frame) != nil)
    #expect(heights(shape) == heights(frame))
  }
}
