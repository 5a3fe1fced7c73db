import StickyCore

/// The labels of a run of rows, in one group for each look (font size and
/// ink), so that a label costs its baseline and its text. Rows do not overlap,
/// so drawing the labels after all of their rows paints what drawing each
/// after its own row would.
struct RowLabels {
  /// Where a label starts, and its row's separator, from the row's left edge.
  static let inset = TextWidth.inset

  private struct Look: Equatable {
    var size: Double
    var ink: String
  }

  private var groups: [(look: Look, labels: SVGWriter)] = []
  /// What the labels' text takes so far, their groups aside.
  private(set) var bytes = 0

  /// A label at most `room` points wide: one that `TextWidth` finds wider is
  /// squeezed to it.
  mutating func add(_ label: String, baseline: Double, size: Double, room: Double, ink: String) {
    let look = Look(size: size, ink: ink)
    let index = groups.firstIndex { $0.look == look } ?? groups.endIndex
    if index == groups.endIndex { groups.append((look, SVGWriter())) }
    let attributes =
      [("y", NumberFormat.string(baseline))] + TextWidth.squeezed(label, size: size, room: room)
    let before = groups[index].labels.text.utf8.count
    groups[index].labels.leaf("text", attributes, text: label)
    bytes += groups[index].labels.text.utf8.count - before
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
