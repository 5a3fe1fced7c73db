/// A long list under a bar and a header with pins spread over it, as a JSON
/// layout: the size that the page's size and DOM bounds are checked at.
///
/// The pins hold the top edge, so that as the page opens none is on screen:
/// pins that are (say at both edges, overlapping, every one held at a pin
/// line) each need a node by the page's contract, and would measure that
/// rather than what surrounds the screen.
public enum ManyPinsLayout {
  /// `rows` rows with a pin every `every` rows.
  public static func json(rows: Int, every: Int) -> String {
    let pins = stride(from: every / 2, to: rows, by: every).map { row in
      #"{"type": "pin", "index": \#(row), "edge": "top"}"#
    }
    return """
      {"type": "screen", "id": "big", "device": "iphone-15", "children": [
        {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
        {"type": "scroll", "children": [
          {"type": "header", "height": 200, "title": "Header"},
          {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 60, 52],
           "label": "Row {n}", "children": [\(pins.joined(separator: ","))]}]}]}
      """
  }
}
