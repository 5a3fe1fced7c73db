import StickyCore

/// The layout format (SPEC section 3), described once: the builder's checks and
/// defaults, the writers' property order, the JSON Schema, help and the table
/// of docs/format.md all read this table.
public enum LayoutSchema {
  static let sticky = PropertySchema(
    "sticky", .choice(StickyEdge.allCases.map(\.rawValue)), default: .value(.text("none")),
    "Pins the element to the top, bottom or both edges while its place is off screen.")
  static let blockID = PropertySchema(
    "id", .id, default: .derived("`<type>-<k>`"), "Unique id; defaults to the type and its count.")
  static let padding = PropertySchema(
    "padding", .padding, default: .value(.padding(.zero)),
    "Space inside the edges: 1 to 4 lengths, top right bottom left as in CSS.")
  static let spacing = PropertySchema(
    "spacing", .length, default: .value(.number(0)), "Space between children.")

  /// Where the content may come to rest against a block (SPEC section 14).
  static let snapAlign = PropertySchema(
    "snapAlign", .choice(SnapAlign.allCases.map(\.rawValue)), default: .value(.text("none")),
    "The block's (on a list, each row's) edge or centre that aligns with the snapport's where the content may rest; "
      + "needs snapType on the scroll; not on a sticky block or inside a sticky or snapping one.")
  static let snapStop = PropertySchema(
    "snapStop", .choice(SnapStop.allCases.map(\.rawValue)), default: .value(.text("normal")),
    "always: a fling, arrow key or page key may not pass this block; needs snapAlign.")
  static let blockSnap = [snapAlign, snapStop]

  /// How what snaps (the content, a carousel) glides to its resting place.
  static func glide(
    of mover: String, _ duration: Double, _ easing: CubicBezier
  ) -> [PropertySchema] {
    [
      PropertySchema(
        "snapDuration", .seconds, default: .value(.number(duration)),
        "How long \(mover) glides to its resting place; needs snapType."),
      PropertySchema(
        "snapEasing", .easing, default: .value(.easing(easing)),
        "The glide's timing function; needs snapType."),
    ]
  }

  /// `snap` of a bar (which must hide) and of the header (which must float),
  /// and how it snaps (SPEC section 12).
  static func snap(requiring condition: PropertyCondition) -> [PropertySchema] {
    let snaps = PropertyCondition.requires("snap", .bool(true))
    let standard = SnapStyle.standard
    return [
      PropertySchema(
        "snap", .boolean, default: .value(.bool(false)), whenTrue: condition,
        "When the finger lifts, a partly hidden element completes its way."),
      PropertySchema(
        "snapDuration", .seconds, default: .value(.number(standard.duration)), whenGiven: snaps,
        "How long a snap takes; the same on every part of a screen that snaps."),
      PropertySchema(
        "snapEasing", .easing, default: .value(.easing(standard.easing)), whenGiven: snaps,
        "The snap's timing function; the same on every part of a screen that snaps."),
      PropertySchema(
        "snapTarget", .choice(SnapStyle.Target.allCases.map(\.rawValue)),
        default: .value(.text(standard.target.rawValue)), whenGiven: snaps,
        "half: away when half or more is hidden, else back; direction: away when the content last scrolled toward its end."
      ),
    ]
  }

  static let stackNode = NodeSchema(
    type: .stack, summary: "Places its children top to bottom.", parents: blockParents,
    place: "block",
    properties: [
      blockID, padding, spacing,
      PropertySchema("color", .color, "Background color."),
      sticky,
    ] + blockSnap)

  static let boxNode = NodeSchema(
    type: .box, summary: "A plain block of a fixed height.", parents: blockParents,
    place: "block",
    properties: [
      blockID,
      PropertySchema("height", .length, required: true, "Height."),
      PropertySchema("label", .text, "Main text."),
      PropertySchema("detail", .text, "Secondary text."),
      PropertySchema("color", .color, "Background color."),
      PropertySchema("image", .text, "Local image file, relative to the layout file."),
      sticky,
    ] + blockSnap)

  static let textNode = NodeSchema(
    type: .text, summary: "A paragraph of a given number of lines.", parents: blockParents,
    place: "block",
    properties: [
      blockID,
      PropertySchema("text", .text, required: true, "The text."),
      PropertySchema(
        "lines", .integer(1...LayoutLimits.maximumLines), default: .value(.integer(1)),
        "Number of lines."),
      PropertySchema(
        "lineHeight", .length, default: .value(.number(22)), "Height of one line."),
      PropertySchema(
        "height", .length, default: .derived("= `lines` × `lineHeight`"),
        "Height of the block."),
      sticky,
    ] + blockSnap)

  public static let nodes: [NodeSchema] =
    [
      NodeSchema(
        type: .screen, summary: "One scrolling phone screen; the root of a layout.", parents: [],
        place: "root",
        properties: [
          PropertySchema("id", .id, required: true, "Unique id of the screen; names its page."),
          PropertySchema("title", .text, "Title shown in the gallery."),
          PropertySchema(
            "device", .choice(Device.presets.map(\.name)), default: .value(.text("iphone-15")),
            "Phone whose size and safe area the screen takes."),
          PropertySchema("width", .positiveLength, "Screen width; overrides the device."),
          PropertySchema("height", .positiveLength, "Screen height; overrides the device."),
          PropertySchema("safeTop", .length, "Top safe-area inset; overrides the device."),
          PropertySchema("safeBottom", .length, "Bottom safe-area inset; overrides the device."),
          PropertySchema(
            "overscroll", .length, default: .value(.number(200)),
            "How far the content can be pulled past either end."),
          PropertySchema(
            "stacking", .choice(Stacking.allCases.map(\.rawValue)), default: .value(.text("stack")),
            "Whether sticky elements stack on one another or overlap."),
          PropertySchema("background", .color, "Screen background color."),
          PropertySchema(
            "statusBar", .color, default: .derived("none"),
            "A band of this colour behind the status bar, over the content and the bars, as Android's statusBarForeground."
          ),
          PropertySchema(
            "description", .text,
            "A short paragraph shown beside the preview and in the gallery: what to try."),
        ]),
      NodeSchema(
        type: .bar, summary: "A fixed bar at the top or bottom edge.", parents: [.screen],
        place: "in `screen`, any number per edge, stacked from the edge inward in document order",
        properties: [
          PropertySchema(
            "edge", .choice(BarEdge.allCases.map(\.rawValue)), required: true,
            "The edge it sits on."),
          PropertySchema("height", .length, required: true, "Bar height."),
          PropertySchema(
            "translucent", .boolean, default: .value(.bool(false)),
            "Lets the content scroll under the bar instead of ending at it."),
          PropertySchema(
            "hide", .choice(BarHiding.allCases.map(\.rawValue)), default: .value(.text("none")),
            "scroll: the bar leaves as the content scrolls toward its end and returns as it scrolls back."
          ),
        ] + snap(requiring: .requires("hide", .text(BarHiding.scroll.rawValue))) + [
          PropertySchema("color", .color, "Bar color."),
          PropertySchema("label", .text, "Text shown in the bar."),
          PropertySchema(
            "id", .id,
            default: .derived(
              "`bar-top` or `bar-bottom` for the first bar on its edge, `bar-top-2` or `bar-bottom-2` for the second, and so on"
            ), "Unique id."),
        ]),
      NodeSchema(
        type: .scroll, summary: "The scrolling content; exactly one per screen.",
        parents: [.screen], place: "exactly one in `screen`", occurrence: .exactlyOne,
        properties: [
          PropertySchema("id", .id, default: .value(.text("content")), "Unique id."),
          padding,
          spacing,
          PropertySchema(
            "fill", .boolean, default: .value(.bool(false)),
            "Makes the content at least as tall as the visible area, growing the spacers."),
          PropertySchema("background", .color, "Content background color."),
          PropertySchema(
            "snapType", .choice(SnapType.allCases.map(\.rawValue)), default: .value(.text("none")),
            "Where the content comes to rest: mandatory, always at a block's snapAlign position; "
              + "proximity, only within a third of the snapport of one."),
        ] + glide(of: "the content", ScrollSnap.none.duration, ScrollSnap.none.easing)),
      NodeSchema(
        type: .header,
        summary: "A header that stretches, collapses or pins; first child of scroll.",
        parents: [.scroll], place: "first child of `scroll`", occurrence: .firstOnly,
        properties: [
          PropertySchema("id", .id, default: .derived("`header-1`"), "Unique id."),
          PropertySchema("height", .length, required: true, "Height at rest."),
          PropertySchema(
            "collapsedHeight", .length, default: .derived("= `height`"),
            "Height it shrinks to as content scrolls."),
          PropertySchema(
            "pinned", .boolean, default: .value(.bool(false)),
            "Keeps the collapsed header at the top."),
          PropertySchema(
            "stretch", .boolean, default: .value(.bool(true)),
            "Grows into the gap when pulled past the top."),
          PropertySchema(
            "floating", .boolean, default: .value(.bool(false)),
            whenTrue: .forbids("pinned", .bool(true)),
            "Scrolls away and returns as soon as the content scrolls back; not with pinned."),
        ] + snap(requiring: .requires("floating", .bool(true))) + [
          PropertySchema("title", .text, "Title text."),
          PropertySchema("subtitle", .text, "Subtitle text."),
          PropertySchema(
            "titleAlignment", .choice(TitleAlignment.allCases.map(\.rawValue)),
            default: .derived("`center`; `start` on Android devices"),
            "Where the titles sit across the header, as the platform puts them."),
          PropertySchema("color", .color, "Background color."),
          PropertySchema("image", .text, "Local image file, relative to the layout file."),
          PropertySchema(
            "imageMode", .choice(ImageMode.allCases.map(\.rawValue)),
            default: .value(.text(ImageMode.cover.rawValue)),
            "cover: the image fills the header at every height; parallax: it keeps its size and follows the collapse in part; pin: it keeps its size and place."
          ),
          PropertySchema(
            "parallax", .fraction, default: .value(.number(0.5)),
            whenGiven: .requires("imageMode", .text(ImageMode.parallax.rawValue)),
            "With imageMode parallax, the share of the collapse the image does not follow (Android's parallaxMultiplier)."
          ),
        ] + blockSnap),
      stackNode, boxNode, textNode,
      NodeSchema(
        type: .button, summary: "A button.", parents: blockParents, place: "block",
        properties: [
          blockID,
          PropertySchema("label", .text, required: true, "Button title."),
          PropertySchema("height", .length, default: .value(.number(50)), "Height."),
          PropertySchema("color", .color, "Button color."),
          sticky,
        ] + blockSnap),
      NodeSchema(
        type: .spacer, summary: "Empty space that grows when the content fills the screen.",
        parents: blockParents, place: "block",
        properties: [
          blockID,
          PropertySchema("min", .length, default: .value(.number(0)), "Smallest height."),
        ] + blockSnap),
      NodeSchema(
        type: .list, summary: "Rows generated from a count and a height pattern.",
        parents: blockParents, place: "block",
        properties: [
          blockID,
          PropertySchema(
            "count", .integer(1...RowList.maximumCount), required: true, "Number of rows."),
          PropertySchema(
            "rowHeight", .length, default: .value(.number(44)), "Height of every row."),
          PropertySchema(
            "rowHeights", .lengthList, excludes: "rowHeight",
            "Row heights used in turn (instead of rowHeight)."),
          PropertySchema(
            "label", .text, default: .value(.text("Row {i}")),
            "Row label; {i} is the 0-based index, {n} the 1-based one."),
          PropertySchema("color", .color, "Row color."),
          PropertySchema("altColor", .color, "Color of every other row."),
        ] + blockSnap),
      carousel,
    ] + carouselChildren + [
      NodeSchema(
        type: .pin, summary: "Makes one row of its list sticky.", parents: [.list],
        place: "in `list`", occurrence: .uniqueBy(["index"]),
        properties: [
          PropertySchema(
            "index", .integer(0...(RowList.maximumCount - 1)), required: true, "0-based row index."),
          PropertySchema(
            "edge", .choice(StickyEdge.allCases.filter { $0 != .none }.map(\.rawValue)),
            required: true, "The edges the row pins to."),
        ]),
      NodeSchema(
        type: .effect,
        summary: "Drives one visual property of its element by the scroll offset or a state.",
        parents: [.bar, .header] + NodeType.blocks, place: "in a bar, the header or a block",
        occurrence: .uniqueBy(["part", "property"]),
        properties: [
          PropertySchema(
            "part", .choice(Effect.Part.allCases.map(\.rawValue)), default: .value(.text("self")),
            "The part it drives: the whole element, its image or its text."),
          PropertySchema(
            "property", .choice(Effect.Property.allCases.map(\.rawValue)), required: true,
            "opacity (0 to 1), scale (above 0), translateX, translateY (points), blur (points), "
              + "color (colours) or shadow (0 to 1)."),
          PropertySchema(
            "timeline", .choice(Effect.TimelineKind.allCases.map(\.rawValue)),
            default: .value(.text(Effect.TimelineKind.scroll.rawValue)),
            "What drives it: the offset, where the subject is in the visible area, or a state."),
          PropertySchema(
            "axis", .choice(Effect.Axis.allCases.map(\.rawValue)),
            default: .value(.text(Effect.Axis.y.rawValue)),
            "y: the timeline runs along the content's offset; x: along the offset of the carousel "
              + "the block is in, and only there."),
          PropertySchema(
            "range", .text, required: true,
            "scroll: two offsets \"a b\"; view: \"NAME P% NAME P%\" as CSS animation-range; "
              + "state: "
              + StateCondition.allCases.map(\.rawValue).joined(separator: ", ") + "."),
          PropertySchema(
            "values", .keyframes, required: true,
            "Two or more numbers, or colours for color, spread evenly over the range; "
              + "a state takes exactly two, while false and while true."),
          PropertySchema(
            "subject", .id, default: .derived("the effect's element"),
            "view: the element whose place drives it; stuck: the sticky element watched."),
          PropertySchema(
            "duration", .seconds, default: .value(.number(Effect.defaultDuration)),
            whenGiven: .requires("timeline", .text(Effect.TimelineKind.state.rawValue)),
            "state: how long the page takes to change, in seconds (a CSS transition)."),
        ]),
    ]

  static var blockParents: [NodeType] { [.scroll, .stack] }

  /// Each type's descriptions, in the order of `nodes`.
  private static let byType = Dictionary(grouping: nodes, by: \.type)

  /// The type's first description: where it stands in the content's flow, or
  /// its only place.
  public static func node(_ type: NodeType) -> NodeSchema {
    // Every type has an entry: the schema tests check the table covers NodeType.
    byType[type]![0]
  }

  /// The description of a node of the type inside a node of type `parent`
  /// (nil: at the root); nil where it may not stand.
  public static func node(_ type: NodeType, in parent: NodeType?) -> NodeSchema? {
    byType[type]?.first { node in parent.map(node.parents.contains) ?? node.parents.isEmpty }
  }

  /// Every type a node of the type may stand in, in the order of `nodes`.
  public static func parents(of type: NodeType) -> [NodeType] {
    var parents: [NodeType] = []
    for node in byType[type] ?? [] {
      parents += node.parents.filter { !parents.contains($0) }
    }
    return parents
  }

  /// The descriptions of the nodes a node of the type may hold.
  public static func children(of type: NodeType) -> [NodeSchema] {
    nodes.filter { $0.parents.contains(type) }
  }
}
