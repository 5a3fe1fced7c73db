import StickyCore

/// The legend under a plot: its entries in two columns, one that is too wide
/// for its column on a row of its own, and none past the plot's right edge
/// (an entry wider than the whole row is squeezed into it).
struct PlotLegend {
  /// One entry: the width its key mark takes before the text, and the text.
  struct Entry {
    var key: Double
    var text: String
  }

  /// Room after an entry, before the next one in its row.
  static let gap = 8.0

  /// Where each entry's key starts (its vertical middle), in order.
  private(set) var places: [(x: Double, y: Double)] = []
  private(set) var rows = 0
  /// How wide each entry's text may be.
  private(set) var rooms: [Double] = []

  init(_ entries: [Entry], top: Double, left: Double, right: Double) {
    let column = (right - left) / 2
    var row = 0
    var next = 0
    for entry in entries {
      let width = entry.key + TextWidth.of(entry.text, size: MotionPlot.labelSize) + Self.gap
      let wide = width > column
      if next == 2 || (wide && next > 0) {
        row += 1
        next = 0
      }
      places.append((left + Double(next) * column, top + Double(row) * MotionPlot.legendRow + 8))
      rooms.append((wide ? right - left : column) - entry.key - Self.gap)
      next = wide ? 2 : next + 1
    }
    rows = entries.isEmpty ? 0 : row + 1
  }

  var height: Double { Double(rows) * MotionPlot.legendRow }

  /// Writes entry `index`'s text at (x, y), squeezed where it does not fit
  /// its room.
  func writeText(_ index: Int, _ text: String, x: Double, y: Double, into svg: inout SVGWriter) {
    let n = NumberFormat.string
    svg.leaf(
      "text",
      [("class", "plot-label"), ("x", n(x)), ("y", n(y)), ("text-anchor", "start")]
        + TextWidth.squeezed(text, size: MotionPlot.labelSize, room: rooms[index]),
      text: text)
  }
}
