import StickyCore

extension ScreenDrawing {
  /// A separator's thickness: the page draws one screen pixel, which is a
  /// point at the size a drawing is made at.
  static let hairline = 1.0

  /// The list's rows that are not pinned, in one group that moves with the
  /// list: only the rows on screen at some moment of `timeline` are drawn, so
  /// a list of a million rows costs what a screenful does, and a path that
  /// sweeps it all stops once the rows pass `room` bytes.
  func plainRows(
    _ rows: DrawnRows, list: RowList, track: DrawnTrack, timeline: Timeline,
    shapes: inout SharedShapes, room: Int
  ) throws(DrawingTooLarge) -> SVGWriter {
    var group = ElementWriter(timeline: timeline, y: rows.origin, height: .constant(0))
    group.begin(x: track.x)
    var labels = RowLabels()
    let origins = timeline.extent(of: rows.origin)
    let geometry = rows.tracks.geometry
    var index = geometry.firstRow(below: -origins.upperBound)
    while index < rows.tracks.count {
      let top = geometry.rowTop(index)
      if origins.lowerBound + top >= height { break }
      if rows.tracks.pinPosition(of: index) == nil {
        row(
          index, of: geometry, list: list, top: top, width: track.width, pinned: false,
          into: &group, labels: &labels, shapes: &shapes)
        if group.svg.text.utf8.count + labels.bytes > room { throw DrawingTooLarge() }
      }
      index += 1
    }
    labels.write(into: &group.svg)
    group.end()
    return group.svg
  }

  /// The pinned rows, each moving on its own track, drawn above the content.
  func pinnedRows(
    _ rows: DrawnRows, list: RowList, track: DrawnTrack, timeline: Timeline,
    shapes: inout SharedShapes, room: Int
  ) throws(DrawingTooLarge) -> SVGWriter {
    var result = SVGWriter()
    let geometry = rows.tracks.geometry
    for (pin, y) in zip(rows.tracks.pins, rows.pins) {
      let height = PiecewiseLinear.constant(geometry.rowHeight(pin.index))
      guard let y, timeline.shows(y: y, height: height, screenHeight: self.height) else {
        continue
      }
      var element = ElementWriter(timeline: timeline, y: y, height: height)
      element.begin(x: track.x)
      var labels = RowLabels()
      row(
        pin.index, of: geometry, list: list, top: 0, width: track.width, pinned: true,
        into: &element,
        labels: &labels, shapes: &shapes)
      labels.write(into: &element.svg)
      element.end()
      result.append(element.svg)
      if result.text.utf8.count > room { throw DrawingTooLarge() }
    }
    return result
  }

  /// One row `top` below the top of its group: a `use` of the background and
  /// separator that every row of its size and color shares, and its label.
  private func row(
    _ index: Int, of geometry: RowGeometry, list: RowList, top: Double, width: Double,
    pinned: Bool, into element: inout ElementWriter, labels: inout RowLabels,
    shapes: inout SharedShapes
  ) {
    let height = geometry.rowHeight(index)
    let color = pinned ? nil : (index % 2 == 1 ? (list.altColor ?? list.color) : list.color)
    var shape = SVGWriter()
    shape.leaf(
      "rect",
      [("width", NumberFormat.string(width)), ("height", NumberFormat.string(height))]
        + paint(color, kind: pinned ? "pinned" : "row"))
    // The page's separators: a line across the whole row at its bottom, and
    // one at its top for a pinned row, each inside the row, so that the box
    // of the `use` is the row's frame.
    let line = min(Self.hairline, height)
    for y in pinned ? [0, height - line] : [height - line] {
      shape.leaf(
        "rect",
        [
          ("y", NumberFormat.string(y)), ("width", NumberFormat.string(width)),
          ("height", NumberFormat.string(line)), ("class", "s-separator"),
        ])
    }
    element.shape(
      "use",
      [
        ("data-id", geometry.rowID(index)), ("href", "#" + shapes.id(of: shape)),
        ("y", NumberFormat.string(top)),
      ])
    let size = RowLabel.size(rowHeight: height)
    if size > 0 {
      labels.add(
        list.rowLabel(index), baseline: top + height / 2 + 6, size: size,
        room: width - 2 * RowLabels.inset, ink: Ink.className(on: color))
    }
  }
}
