import StickyCore

/// The layout format (SPEC section 3), described once: the readers' validation,
/// the JSON Schema and the docs all read this table.
public enum LayoutSchema {
  public static let blockTypes = ["stack", "box", "text", "button", "spacer", "list"]
  static let blockParents = ["scroll", "stack"]
  static let sticky = PropertySchema(
    "sticky", .choice(StickyEdge.allCases.map(\.rawValue)), default: "none",
    "Pins the element to the top, bottom or both edges while its place is off screen.")
  static let blockID = PropertySchema(
    "id", .id, default: "<type>-<k>", "Unique id; defaults to the type and its count.")

  public static let nodes: [NodeSchema] = [
    NodeSchema(
      type: "screen", summary: "One scrolling phone screen; the root of a layout.", parents: [],
      properties: [
        PropertySchema("id", .id, required: true, "Unique id of the screen; names its page."),
        PropertySchema("title", .text, "Title shown in the gallery."),
        PropertySchema(
          "device", .choice(Device.presets.map(\.name)), default: Device.defaultName,
          "Phone whose size and safe area the screen takes."),
        PropertySchema("width", .positiveLength, "Screen width; overrides the device."),
        PropertySchema("height", .positiveLength, "Screen height; overrides the device."),
        PropertySchema("safeTop", .length, "Top safe-area inset; overrides the device."),
        PropertySchema("safeBottom", .length, "Bottom safe-area inset; overrides the device."),
        PropertySchema(
          "overscroll", .length, default: "200",
          "How far the content can be pulled past either end."),
        PropertySchema(
          "stacking", .choice(Stacking.allCases.map(\.rawValue)), default: "stack",
          "Whether sticky elements stack on one another or overlap."),
        PropertySchema("background", .color, "Screen background color."),
      ]),
    NodeSchema(
      type: "bar", summary: "A fixed bar at the top or bottom edge.", parents: ["screen"],
      properties: [
        PropertySchema(
          "edge", .choice(BarEdge.allCases.map(\.rawValue)), required: true, "The edge it sits on."),
        PropertySchema("height", .length, required: true, "Bar height."),
        PropertySchema(
          "translucent", .boolean, default: "false",
          "Lets the content scroll under the bar instead of ending at it."),
        PropertySchema("color", .color, "Bar color."),
        PropertySchema("label", .text, "Text shown in the bar."),
        PropertySchema("id", .id, default: "bar-top or bar-bottom", "Unique id."),
      ]),
    NodeSchema(
      type: "scroll", summary: "The scrolling content; exactly one per screen.",
      parents: ["screen"],
      properties: [
        PropertySchema("id", .id, default: Scroll.defaultID, "Unique id."),
        PropertySchema("padding", .padding, default: "0", "Space inside the edges."),
        PropertySchema("spacing", .length, default: "0", "Space between children."),
        PropertySchema(
          "fill", .boolean, default: "false",
          "Makes the content at least as tall as the visible area, growing the spacers."),
        PropertySchema("background", .color, "Content background color."),
      ]),
    NodeSchema(
      type: "header", summary: "A header that stretches, collapses or pins; first child of scroll.",
      parents: ["scroll"],
      properties: [
        PropertySchema("id", .id, default: "header-1", "Unique id."),
        PropertySchema("height", .length, required: true, "Height at rest."),
        PropertySchema(
          "collapsedHeight", .length, default: "height", "Height it shrinks to as content scrolls."),
        PropertySchema(
          "pinned", .boolean, default: "false", "Keeps the collapsed header at the top."),
        PropertySchema(
          "stretch", .boolean, default: "true", "Grows into the gap when pulled past the top."),
        PropertySchema("title", .text, "Title text."),
        PropertySchema("subtitle", .text, "Subtitle text."),
        PropertySchema("color", .color, "Background color."),
        PropertySchema("image", .text, "Local image file, relative to the layout file."),
      ]),
    NodeSchema(
      type: "stack", summary: "Places its children top to bottom.", parents: blockParents,
      properties: [
        blockID,
        PropertySchema("padding", .padding, default: "0", "Space inside the edges."),
        PropertySchema("spacing", .length, default: "0", "Space between children."),
        PropertySchema("color", .color, "Background color."),
        sticky,
      ]),
    NodeSchema(
      type: "box", summary: "A plain block of a fixed height.", parents: blockParents,
      properties: [
        blockID,
        PropertySchema("height", .length, required: true, "Height."),
        PropertySchema("label", .text, "Main text."),
        PropertySchema("detail", .text, "Secondary text."),
        PropertySchema("color", .color, "Background color."),
        PropertySchema("image", .text, "Local image file, relative to the layout file."),
        sticky,
      ]),
    NodeSchema(
      type: "text", summary: "A paragraph of a given number of lines.", parents: blockParents,
      properties: [
        blockID,
        PropertySchema("text", .text, required: true, "The text."),
        PropertySchema(
          "lines", .integer(1...LayoutLimits.maximumLines), default: "1", "Number of lines."),
        PropertySchema("lineHeight", .length, default: "22", "Height of one line."),
        PropertySchema("height", .length, default: "lines * lineHeight", "Height of the block."),
        sticky,
      ]),
    NodeSchema(
      type: "button", summary: "A button.", parents: blockParents,
      properties: [
        blockID,
        PropertySchema("label", .text, required: true, "Button title."),
        PropertySchema("height", .length, default: "50", "Height."),
        PropertySchema("color", .color, "Button color."),
        sticky,
      ]),
    NodeSchema(
      type: "spacer", summary: "Empty space that grows when the content fills the screen.",
      parents: blockParents,
      properties: [
        blockID,
        PropertySchema("min", .length, default: "0", "Smallest height."),
      ]),
    NodeSchema(
      type: "list", summary: "Rows generated from a count and a height pattern.",
      parents: blockParents,
      properties: [
        blockID,
        PropertySchema(
          "count", .integer(1...RowList.maximumCount), required: true, "Number of rows."),
        PropertySchema("rowHeight", .length, default: "44", "Height of every row."),
        PropertySchema(
          "rowHeights", .lengthList, "Row heights used in turn (instead of rowHeight)."),
        PropertySchema(
          "label", .text, default: RowList.defaultLabel,
          "Row label; {i} is the 0-based index, {n} the 1-based one."),
        PropertySchema("color", .color, "Row color."),
        PropertySchema("altColor", .color, "Color of every other row."),
      ]),
    NodeSchema(
      type: "pin", summary: "Makes one row of its list sticky.", parents: ["list"],
      properties: [
        PropertySchema(
          "index", .integer(0...(RowList.maximumCount - 1)), required: true, "0-based row index."),
        PropertySchema(
          "edge", .choice(StickyEdge.allCases.filter { $0 != .none }.map(\.rawValue)),
          required: true, "The edges the row pins to."),
      ]),
  ]

  public static func node(_ type: String) -> NodeSchema? {
    nodes.first { $0.type == type }
  }
}
