import StickyCore

/// `stickypreview animate`: the screen scrolled along a path, in a phone, as a
/// self-playing SVG (SMIL, no script). See `Keyframes` for why it is exact.
public struct ScrollAnimation: Sendable {
  public var drawing: ScreenDrawing
  /// The content's path and the carousels' own (SPEC section 15).
  public var path: ScenePath
  /// Starts over when the path ends, instead of holding its last frame.
  public var loop: Bool
  /// The offsets of the carousels the path does not move; 0 where not named.
  public var carousels: [ScrollerID: Double]

  public init(
    drawing: ScreenDrawing, path: ScenePath, loop: Bool, carousels: [ScrollerID: Double] = [:]
  ) {
    self.drawing = drawing
    self.path = path
    self.loop = loop
    self.carousels = carousels
  }

  /// The content scrolled along `path`, the carousels at rest.
  public init(drawing: ScreenDrawing, path: ScrollPath, loop: Bool) {
    self.init(drawing: drawing, path: ScenePath(content: path), loop: loop)
  }

  public func svg() throws(DrawingTooLarge) -> String {
    let device = DeviceFrame(screen: drawing.screen)
    let title =
      "\(drawing.title), scrolled from offset \(NumberFormat.string(path.content.points[0].offset))"
    return try SVGDocument.make(
      width: device.width, height: device.height, title: title, appearance: .light
    ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
      try device.write(into: &svg, x: 0, y: 0) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(
          into: &svg, x: device.side, y: device.top,
          timing: .path(path, loop: loop, carousels: carousels),
          shapes: &shapes, decor: true)
      }
    }
  }
}
