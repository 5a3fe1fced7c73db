import StickyCore

extension ScreenDrawing {
  /// The list's rows that are not pinned, in one group that moves with the
  /// list: only the rows on screen at some offset of `timing` are drawn, so a
  /// list of a million rows costs what a screenful does.
  func plainRows(_ rows: RowTracks, list: RowList, track: ElementTrack, timing: Timing)
    -> SVGWriter
  {
    var group = ElementWriter(timing: timing, y: rows.origin, height: .constant(0))
    group.begin(x: track.x)
    let origins = timing.extent(of: rows.origin)
    var index = rows.geometry.firstRow(below: -origins.upperBound)
    while index < rows.count {
      let top = rows.geometry.rowTop(index)
      if origins.lowerBound + top >= height { break }
      if rows.pinPosition(of: index) == nil {
        row(index, of: rows, list: list, top: top, width: track.width, pinned: false, into: &group)
      }
      index += 1
    }
    group.end()
    return group.svg
  }

  /// The pinned rows, each moving on its own track, drawn above the content.
  func pinnedRows(_ rows: RowTracks, list: RowList, track: ElementTrack, timing: Timing)
    -> SVGWriter
  {
    var result = SVGWriter()
    for (index, y) in zip(rows.pinnedRows, rows.pinnedY) {
      let height = PiecewiseLinear.constant(rows.geometry.rowHeight(index))
      guard timing.shows(y: y, height: height, screenHeight: self.height) else { continue }
      var element = ElementWriter(timing: timing, y: y, height: height)
      element.begin(x: track.x)
      row(index, of: rows, list: list, top: 0, width: track.width, pinned: true, into: &element)
      element.end()
      result.append(element.svg)
    }
    return result
  }

  /// One row `top` below the top of its group.
  private func row(
    _ index: Int, of rows: RowTracks, list: RowList, top: Double, width: Double, pinned: Bool,
    into element: inout ElementWriter
  ) {
    let height = rows.geometry.rowHeight(index)
    let color = pinned ? nil : (index % 2 == 1 ? (list.altColor ?? list.color) : list.color)
    element.shape(
      "rect",
      [("data-id", rows.geometry.rowID(index))]
        + [("width", SVGWriter.number(width))] + paint(color, kind: pinned ? "pinned" : "row"),
      lengths: [("y", .fixed(top)), ("height", .fixed(height))])
    element.shape(
      "rect",
      [("x", "16"), ("width", SVGWriter.number(max(0, width - 16))), ("height", "0.5")]
        + [("class", "s-separator")],
      lengths: [("y", .fixed(top + height - 0.5))])
    if height >= 16 {
      text(
        list.rowLabel(index), x: 16, y: .fixed(top + height / 2 + 6),
        size: min(17, height * 0.45), on: color, into: &element)
    }
  }
}
