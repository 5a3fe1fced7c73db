/// An image as a drawing shows it: where it is loaded from and, for an SVG
/// image, its natural size. A browser fills an `<image>` box by its
/// `preserveAspectRatio` only for a bitmap; an SVG image keeps its own
/// (`meet`), so the drawing covers the box itself, from that size.
public struct DrawnImage: Sendable {
  public var href: String
  public var svgSize: (width: Double, height: Double)?

  public init(href: String, file: ImageFile) {
    self.href = href
    svgSize = file.kind == .svg ? file.svgSize : nil
  }
}
