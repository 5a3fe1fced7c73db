import StickyCore

/// `stickypreview animate`: the screen scrolled along a path, in a phone, as a
/// self-playing SVG (SMIL, no script). See `Keyframes` for why it is exact.
public struct ScrollAnimation: Sendable {
  public var drawing: ScreenDrawing
  public var path: ScrollPath
  /// Starts over when the path ends, instead of holding its last frame.
  public var loop: Bool

  public init(drawing: ScreenDrawing, path: ScrollPath, loop: Bool) {
    self.drawing = drawing
    self.path = path
    self.loop = loop
  }

  public func svg() throws(DrawingTooLarge) -> String {
    let device = DeviceFrame(screen: drawing.screen)
    let title =
      "\(drawing.title), scrolled from offset \(NumberFormat.string(path.points[0].offset))"
    return try SVGDocument.make(
      width: device.width, height: device.height, title: title, appearance: .light
    ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
      try device.write(into: &svg, x: 0, y: 0) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(
          into: &svg, x: device.side, y: device.top, timing: .path(path, loop: loop),
          shapes: &shapes, decor: true)
      }
    }
  }
}
