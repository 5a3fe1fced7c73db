import StickyCore

/// `stickypreview snapshot`: the screen at one offset as a stand-alone SVG.
public struct Snapshot: Sendable {
  /// What goes around the screen.
  public enum Framing: String, Sendable, CaseIterable {
    case device
    case none
  }

  public var drawing: ScreenDrawing
  public var offset: Double
  public var framing: Framing
  public var appearance: Appearance

  public init(
    drawing: ScreenDrawing, offset: Double, framing: Framing,
    appearance: Appearance
  ) {
    self.drawing = drawing
    self.offset = offset
    self.framing = framing
    self.appearance = appearance
  }

  public func svg() throws(DrawingTooLarge) -> String {
    let title = "\(drawing.title) at offset \(NumberFormat.string(offset))"
    guard framing == .device else {
      return try SVGDocument.make(
        width: drawing.width, height: drawing.height, title: title, appearance: appearance
      ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(into: &svg, timing: .offset(offset), shapes: &shapes)
      }
    }
    let device = DeviceFrame(screen: drawing.screen)
    return try SVGDocument.make(
      width: device.width, height: device.height, title: title, appearance: appearance
    ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
      try device.write(into: &svg, x: 0, y: 0) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(
          into: &svg, x: device.side, y: device.top, timing: .offset(offset), shapes: &shapes,
          decor: true)
      }
    }
  }
}
