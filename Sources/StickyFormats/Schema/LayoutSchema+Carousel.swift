import StickyCore

/// The carousel and its children (SPEC section 15).
extension LayoutSchema {
  static let carousel = NodeSchema(
    type: .carousel,
    summary: "A row of boxes, stacks and texts side by side that scrolls sideways on its own.",
    parents: blockParents, place: "block; not inside a sticky element or a carousel",
    properties: [
      blockID,
      PropertySchema(
        "height", .length, required: true,
        "Height; its children are as tall as it less its top and bottom padding unless they say."),
      PropertySchema(
        "padding", .padding, default: .value(.padding(.zero)),
        "Space inside the edges, as in CSS: the left and right ones also keep the children's "
          + "snap positions off the edges (scroll-padding-inline)."),
      PropertySchema(
        "spacing", .length, default: .value(.number(0)), "Space between neighbouring children."),
      PropertySchema(
        "snapType", .choice(CarouselSnapType.allCases.map(\.rawValue)),
        default: .value(.text(CarouselSnapType.none.rawValue)),
        "Where the row comes to rest: mandatory, always at a child's snapAlign position; "
          + "proximity, only within a third of the snapport of one; page, at whole widths of "
          + "the snapport."),
    ] + glide(of: "the row", CarouselSnap.none.duration, CarouselSnap.none.easing) + [
      PropertySchema(
        "markers", .boolean, default: .value(.bool(false)),
        "A dot under the row for each child that snaps, the one it rests at marked."),
      PropertySchema("color", .color, "Background color."),
    ])

  /// The blocks a carousel holds, as its children.
  static let carouselChildren = [stackNode, boxNode, textNode].map(carouselChild)

  /// A block as a carousel's child: it takes a `width`, which no block takes
  /// elsewhere, and a `height` it need not give; it snaps along the row and
  /// never sticks.
  static func carouselChild(_ block: NodeSchema) -> NodeSchema {
    let type = block.type
    let own = block.properties.filter {
      $0 != blockID && $0 != sticky && !blockSnap.contains($0) && $0.name != "height"
    }
    return NodeSchema(
      type: type,
      name: "carousel" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst(),
      summary: block.summary + " Here a child of a carousel, side by side with the others.",
      parents: [.carousel], place: "in `carousel`",
      properties: [blockID] + carouselChildSize + own + carouselChildSnap)
  }

  static let carouselChildSize = [
    PropertySchema("width", .length, required: true, "Width; only a carousel's child has one."),
    PropertySchema(
      "height", .length, default: .derived("the carousel's content height"),
      "Height; by default the carousel's less its top and bottom padding."),
  ]

  /// Where the row may come to rest against a child.
  static let carouselChildSnap = [
    PropertySchema(
      "snapAlign", .choice(SnapAlign.allCases.map(\.rawValue)), default: .value(.text("none")),
      "The child's edge or centre that aligns with the carousel's snapport where the row may "
        + "rest; needs snapType on the carousel."),
    PropertySchema(
      "snapStop", .choice(SnapStop.allCases.map(\.rawValue)), default: .value(.text("normal")),
      "always: a swipe or arrow key may not pass this child; needs snapAlign."),
  ]
}
