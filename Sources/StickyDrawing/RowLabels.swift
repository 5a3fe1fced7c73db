import StickyCore

/// The labels of a run of rows, in one group for each look (font size and
/// ink), so that a label costs its baseline and its text. Rows do not overlap,
/// so drawing the labels after all of their rows paints what drawing each
/// after its own row would.
struct RowLabels {
  /// Where a label starts, and its row's separator, from the row's left edge.
  static let inset = 16.0

  private struct Look: Equatable {
    var size: Double
    var ink: String
  }

  private var groups: [(look: Look, labels: SVGWriter)] = []

  mutating func add(_ label: String, baseline: Double, size: Double, ink: String) {
    let look = Look(size: size, ink: ink)
    let index = groups.firstIndex { $0.look == look } ?? groups.endIndex
    if index == groups.endIndex { groups.append((look, SVGWriter())) }
    groups[index].labels.leaf("text", [("y", NumberFormat.string(baseline))], text: label)
  }

  func write(into svg: inout SVGWriter) {
    for (look, labels) in groups {
      svg.open(
        "g",
        [
          ("transform", "translate(\(NumberFormat.string(Self.inset)))"),
          ("font-size", NumberFormat.string(look.size)), ("class", look.ink),
        ])
      svg.append(labels)
      svg.close("g")
    }
  }
}
