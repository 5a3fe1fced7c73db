import StickyCore

/// `stickypreview film`: snapshots at several offsets side by side, each
/// captioned with its offset, in rows of `columns`.
public struct Filmstrip: Sendable {
  public var drawing: ScreenDrawing
  public var offsets: [Double]
  public var columns: Int
  public var appearance: Appearance
  /// Each carousel's offset in every screen (SPEC section 15); 0 where not named.
  public var carousels: [ScrollerID: Double]

  static let gap = 24.0
  static let caption = 32.0

  public init(
    drawing: ScreenDrawing, offsets: [Double], columns: Int, appearance: Appearance = .light,
    carousels: [ScrollerID: Double] = [:]
  ) {
    precondition(columns > 0 && !offsets.isEmpty, "a filmstrip needs a screen and a column")
    self.drawing = drawing
    self.offsets = offsets
    self.columns = columns
    self.appearance = appearance
    self.carousels = carousels
  }

  public func svg() throws(DrawingTooLarge) -> String {
    let columns = min(columns, offsets.count)
    let rows = (offsets.count + columns - 1) / columns
    let cellWidth = drawing.width + Self.gap
    let cellHeight = drawing.height + Self.caption + Self.gap
    let width = Double(columns) * cellWidth + Self.gap
    let height = Double(rows) * cellHeight + Self.gap
    let title =
      "\(drawing.title) at offsets "
      + offsets.map(NumberFormat.string).joined(separator: ", ") + Snapshot.caption(of: carousels)
    return try SVGDocument.make(width: width, height: height, title: title, appearance: appearance)
    {
      (svg: inout SVGWriter) throws(DrawingTooLarge) in
      svg.leaf(
        "rect",
        [("width", NumberFormat.string(width)), ("height", NumberFormat.string(height))]
          + [("class", "s-page")])
      // Every screen draws the same rows, so the first defines their shapes for all.
      var shapes = SharedShapes()
      for (index, offset) in offsets.enumerated() {
        let x = Self.gap + Double(index % columns) * cellWidth
        let y = Self.gap + Double(index / columns) * cellHeight
        svg.leaf(
          "text",
          [
            ("x", NumberFormat.string(x + drawing.width / 2)),
            ("y", NumberFormat.string(y + Self.caption - 12)), ("font-size", "15"),
            ("font-weight", "600"), ("text-anchor", "middle"), ("class", "s-caption"),
          ], text: "offset \(NumberFormat.string(offset))")
        try drawing.write(
          into: &svg, x: x, y: y + Self.caption, timing: .offset(offset, carousels: carousels),
          attributes: [("data-offset", NumberFormat.string(offset))], shapes: &shapes)
      }
    }
  }
}
