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
  /// Each carousel's offset (SPEC section 15); 0 where not named.
  public var carousels: [ScrollerID: Double]

  public init(
    drawing: ScreenDrawing, offset: Double, framing: Framing,
    appearance: Appearance, carousels: [ScrollerID: Double] = [:]
  ) {
    self.drawing = drawing
    self.offset = offset
    self.framing = framing
    self.appearance = appearance
    self.carousels = carousels
  }

  public func svg() throws(DrawingTooLarge) -> String {
    let title =
      "\(drawing.title) at offset \(NumberFormat.string(offset))"
      + Self.caption(of: carousels)
    let timing = Timing.offset(offset, carousels: carousels)
    guard framing == .device else {
      return try SVGDocument.make(
        width: drawing.width, height: drawing.height, title: title, appearance: appearance
      ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(into: &svg, timing: timing, shapes: &shapes)
      }
    }
    let device = DeviceFrame(screen: drawing.screen)
    return try SVGDocument.make(
      width: device.width, height: device.height, title: title, appearance: appearance
    ) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
      try device.write(into: &svg, x: 0, y: 0) { (svg: inout SVGWriter) throws(DrawingTooLarge) in
        var shapes = SharedShapes()
        try drawing.write(
          into: &svg, x: device.side, y: device.top, timing: timing, shapes: &shapes,
          decor: true)
      }
    }
  }

  /// `, cards at 120` for each carousel given an offset, in id order.
  static func caption(of carousels: [ScrollerID: Double]) -> String {
    carousels.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { ", \($0.key.rawValue) at \(NumberFormat.string($0.value))" }.joined()
  }
}
