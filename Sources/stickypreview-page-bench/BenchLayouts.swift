/// A long list under a bar, as a layout file: pinned rows at `pins`, their
/// edges taken from `edges` in turn; with a stretchy header when `header`, and
/// the screen's `stacking` when given.
func layout(
  id: String, rows: Int, pins: [Int], edges: [String], header: Bool, stacking: String? = nil
) -> String {
  let pinNodes = pins.enumerated().map { number, index in
    "{\"type\": \"pin\", \"index\": \(index), \"edge\": \"\(edges[number % edges.count])\"}"
  }
  let headerNode = header ? "{\"type\": \"header\", \"height\": 200, \"title\": \"Header\"}," : ""
  let stackingKey = stacking.map { "\"stacking\": \"\($0)\", " } ?? ""
  return """
    {"type": "screen", "id": "\(id)", "device": "iphone-15", \(stackingKey)"children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
      {"type": "scroll", "children": [\(headerNode)
        {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 60, 52],
         "label": "Row {n}", "children": [\(pinNodes.joined(separator: ","))]}]}]}
    """
}

/// A long list after `carriers` small boxes that are sticky on both edges and
/// overlap, so that every one of them is on screen at every offset, each with
/// effects on its own node and its label on scroll and view timelines.
func effectLayout(id: String, rows: Int, carriers: Int) -> String {
  let boxes = (0..<carriers).map { index in
    let start = index * 150
    return """
      {"type": "box", "id": "fx-\(index)", "height": 8, "label": "\(index)", "sticky": "both",
       "children": [
        {"type": "effect", "property": "opacity", "timeline": "view",
         "range": "cover 0% cover 100%", "values": [0.4, 1, 0.4]},
        {"type": "effect", "property": "scale", "range": "\(start) \(start + 5000)",
         "values": [1, 0.9, 1.1]},
        {"type": "effect", "part": "text", "property": "translateX", "range": "0 200000",
         "values": [0, 40, -40, 0]}]}
      """
  }
  return """
    {"type": "screen", "id": "\(id)", "device": "iphone-15", "stacking": "overlap", "children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
      {"type": "scroll", "children": [\(boxes.joined(separator: ",")),
        {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 60, 52],
         "label": "Row {n}"}]}]}
    """
}

/// A feed of `rows` rows (44/60/52 pt) under a bar, in `carousels` stretches
/// each followed by a title and a carousel of `cards` cards that snap (SPEC
/// section 15), as a designer builds one, in four kinds by turn (`CarouselKind`);
/// without `effects`, the cards of every kind have none.
func carouselLayout(id: String, rows: Int, carousels: Int, cards: Int, effects: Bool) -> String {
  let stretches = (0..<carousels).map { k in
    let kind = CarouselKind(k)
    let cardNodes = (0..<cards).map { i in
      let nodes = effects ? kind.effects(card: i) : []
      let children = nodes.isEmpty ? "" : ", \"children\": [\(nodes.joined(separator: ", "))]"
      return """
        {"type": "box", "id": "c\(k)-\(i)", "width": \(kind.cardWidth), "label": "Card \(i + 1)",
         "detail": "\(kind.name)", "color": "\(CarouselKind.colors[(k + i) % CarouselKind.colors.count])",
         "snapAlign": "\(kind.align)"\(children)}
        """
    }
    let markers = kind.markers ? ", \"markers\": true" : ""
    return """
      {"type": "list", "id": "rows-\(k)", "count": \(rows / carousels), "rowHeights": [44, 60, 52],
       "label": "Row {n}"},
      {"type": "text", "id": "title-\(k)", "text": "\(kind.name) \(k + 1)", "lines": 1, "lineHeight": 28},
      {"type": "carousel", "id": "\(kind.id(k))", "height": \(kind.height), "padding": "\(kind.padding)",
       "spacing": \(kind.spacing), "snapType": "\(kind.snapType)"\(markers), "children": [
        \(cardNodes.joined(separator: ",\n"))]}
      """
  }
  return """
    {"type": "screen", "id": "\(id)", "device": "iphone-15", "children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "Browse"},
      {"type": "scroll", "spacing": 8, "children": [\(stretches.joined(separator: ",\n"))]}]}
    """
}
