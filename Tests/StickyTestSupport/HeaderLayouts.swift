import Foundation
import StickyCore
import StickyFormats

/// Headers of every kind, as JSON layouts: stretchy or not, pinned or not,
/// tall and short, collapsing to less than the title needs, under bars and
/// status bars of several heights, some with effects that do not move the
/// text. What the title placement is checked on, beside the gallery.
public enum HeaderLayouts {
  /// Each layout's id and JSON text.
  public static let all: [(id: String, json: String)] = (0..<24).map(layout)

  /// The screens of `all`.
  public static func screens() throws -> [Screen] {
    try all.map { try ScreenLoader.load(Array($0.json.utf8), file: "\($0.id).json") }
  }

  /// What is wrong, if anything, with a title block spanning `block` inside a
  /// header spanning `header` (tops and bottoms on one axis): it must lie
  /// inside, except that a header shorter than the block shows the block's top
  /// and clips the rest.
  public static func problem(
    block: (top: Double, bottom: Double), header: (top: Double, bottom: Double),
    tolerance: Double = 0.5
  ) -> String? {
    let above = block.top < header.top - tolerance
    let below = block.bottom > header.bottom + tolerance
    let clipped =
      abs(block.top - header.top) <= tolerance
      && block.bottom - block.top > header.bottom - header.top
    guard above || (below && !clipped) else { return nil }
    func text(_ span: (top: Double, bottom: Double)) -> String {
      NumberFormat.string(span.top) + "..." + NumberFormat.string(span.bottom)
    }
    return "the titles span y \(text(block)), the header \(text(header))"
  }

  private static let devices = [
    #""device": "iphone-15""#, #""device": "iphone-se""#, #""device": "pixel-8""#,
    #""device": "iphone-15", "safeTop": 0"#,
  ]
  private static let bars = [
    "", #"{"type": "bar", "edge": "top", "height": 44, "label": "Bar"},"#,
    #"{"type": "bar", "edge": "top", "height": 100, "translucent": true, "label": "Glass"},"#,
    #"{"type": "bar", "edge": "bottom", "height": 83, "label": "Tabs"},"#,
  ]
  private static let heights = [320.0, 80, 200, 140, 30]
  /// Shares of the height the header collapses to.
  private static let collapses = [1.0, 0.15, 0.5, 0.3, 0.05, 0.8]
  private static let titles = [
    #""title": "Joshua Tree", "subtitle": "California""#, #""title": "Albums""#,
    #""subtitle": "Only a subtitle""#,
  ]
  private static let effects = [
    "",
    #"{"type": "effect", "part": "text", "property": "opacity", "range": "-100 0", "values": [0, 1]}"#,
    #"{"type": "effect", "part": "image", "property": "translateY", "range": "0 200", "values": [0, -100]}, {"type": "effect", "part": "image", "property": "opacity", "range": "0 100", "values": [1, 0]}"#,
    #"{"type": "effect", "property": "opacity", "range": "0 150", "values": [1, 0.5]}"#,
  ]

  private static func layout(_ index: Int) -> (id: String, json: String) {
    let id = "headers-\(index)"
    let height = heights[index % heights.count]
    let collapsed = (height * collapses[(index * 5 / 2) % collapses.count]).rounded()
    let stretch = index % 2 == 0
    let pinned = (index / 2) % 3 != 0
    let effect = effects[(index / 3) % effects.count]
    let json = """
      {"type": "screen", "id": "\(id)", \(devices[index % devices.count]), "children": [
        \(bars[(index / 4) % bars.count])
        {"type": "scroll", "children": [
          {"type": "header", "height": \(height), "collapsedHeight": \(collapsed),
           "pinned": \(pinned), "stretch": \(stretch), \(titles[index % titles.count]),
           "children": [\(effect)]},
          {"type": "list", "id": "rows", "count": 40, "rowHeights": [44, 60], "label": "Row {n}"}]}]}
      """
    return (id, json)
  }
}
