import StickyCore
import Testing

@testable import StickyDrawing

/// An image fills its element as the page's `object-fit: cover` does. A
/// browser honours an `<image>`'s `preserveAspectRatio` for a bitmap but keeps
/// an SVG image's own, so an SVG image is drawn through a viewBox of its
/// natural size, read from its root element.
@Suite struct ImageCoverTests {
  static func svg(_ root: String) -> ImageFile {
    ImageFile(Array("<?xml version=\"1.0\"?>\n<svg \(root)><rect/></svg>".utf8), kind: .svg)
  }

  @Test func theNaturalSizeIsTheRootsWidthAndHeightElseItsViewBox() {
    #expect(Self.svg(#"width="400" height="300" viewBox="0 0 40 30""#).svgSize! == (400, 300))
    #expect(Self.svg(#"width='400px' height='300px'"#).svgSize! == (400, 300))
    #expect(Self.svg("viewBox=\"-5 -5 200,100\"\n  width=\"100%\"").svgSize! == (200, 100))
    #expect(Self.svg(#"xmlns:xlink="x" data-width="9" data-height="9""#).svgSize == nil)
    #expect(Self.svg(#"viewBox="0 0 0 10""#).svgSize == nil)
    #expect(ImageFile(Array("<svg".utf8), kind: .svg).svgSize == nil)
    #expect(DrawnImage(href: "a.png", file: Self.svg(#"width="1" height="1""#)).svgSize! == (1, 1))
    #expect(
      DrawnImage(href: "a.png", file: ImageFile([1, 2], kind: .png)).svgSize == nil)
  }

  /// Inside a clip of the element's frame (rounded, for a card), an SVG image
  /// is an `<svg>` the frame's size whose viewBox is the image's and which
  /// slices it; a bitmap is one `<image>` that slices itself.
  @Test func imagesCoverTheirCards() throws {
    var drawing = try DrawingFixture.drawing("image-cards.xml")
    drawing.images = [
      "pic.svg": DrawnImage(href: "pic.svg", file: Self.svg(#"viewBox="0 0 400 300""#)),
      "pic.png": DrawnImage(href: "pic.png", file: ImageFile([1, 2], kind: .png)),
    ]
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    for (id, href) in [("drawn", "pic.svg"), ("photo", "pic.png")] {
      let frame = try #require(root.all.first { $0["data-id"] == id })
      let element = try #require(frame.parent)
      let clipped = try #require(element.children.first { $0["clip-path"] != nil })
      let clip = try #require(
        root.all.first { "url(#\($0["id"] ?? ""))" == clipped["clip-path"] })
      let shape = try #require(clip.children.first)
      #expect(shape.number("width") == frame.number("width"))
      #expect(shape.number("height") == frame.number("height"))
      #expect(shape.number("rx") == Corners.card && frame.number("rx") == Corners.card)
      let image = try #require(clipped.all.first { $0.name == "image" })
      #expect(image["href"] == href)
      if href.hasSuffix(".svg") {
        let box = try #require(image.parent)
        #expect(box.name == "svg" && box["viewBox"] == "0 0 400 300")
        #expect(box["preserveAspectRatio"] == "xMidYMid slice")
        #expect(box.number("width") == frame.number("width"))
        #expect(box.number("height") == frame.number("height"))
        #expect(image.number("width") == 400 && image.number("height") == 300)
      } else {
        #expect(image["preserveAspectRatio"] == "xMidYMid slice")
        #expect(image.number("height") == frame.number("height"))
      }
    }
  }
}
