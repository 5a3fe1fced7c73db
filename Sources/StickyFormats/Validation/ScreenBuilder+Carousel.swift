import StickyCore

/// The carousel and its children (SPEC section 15).
extension ScreenBuilder {
  /// The carousel a block is inside: what its children and their
  /// descendants are checked against.
  struct CarouselParent {
    var id: String
    var snap: CarouselSnapType
    /// The height of a child that gives none.
    var contentHeight: Double
  }

  /// Builds a carousel and its children; nil without its height.
  mutating func carousel(
    _ properties: CheckedProperties, id: String, children: [RawNode]
  ) -> Carousel? {
    let height = properties.number("height")
    var carousel = Carousel(
      height: height ?? 0, padding: properties.padding(orDefault: "padding"),
      spacing: properties.number(orDefault: "spacing"), snap: carouselSnap(properties),
      markers: properties.bool(orDefault: "markers"), color: properties.color("color"))
    let parent = CarouselParent(
      id: id, snap: carousel.snap.type, contentHeight: carousel.contentHeight)
    // Children are checked even when the carousel itself cannot be built.
    carousel.items = children.compactMap { item($0, in: parent) }
    return height == nil ? nil : carousel
  }

  /// A carousel's child: its block, as wide as it says and as tall as it
  /// says or as the carousel's content.
  mutating func item(_ node: RawNode, in carousel: CarouselParent) -> CarouselItem? {
    guard let (type, properties, id) = checkedBlock(node, in: .carousel) else { return nil }
    let height = properties.number("height") ?? carousel.contentHeight
    let place = BlockPlace(parent: .carousel, carousel: carousel)
    guard let block = block(node, type, id: id, properties, at: place, height: height),
      let width = properties.number("width")
    else { return nil }
    return CarouselItem(block: block, width: width, height: height)
  }

  /// The carousel's snap type and glide; a glide given without a type is reported.
  mutating func carouselSnap(_ properties: CheckedProperties) -> CarouselSnap {
    let snap = CarouselSnap(
      type: CarouselSnapType(rawValue: properties.text(orDefault: "snapType")) ?? .none,
      duration: properties.number(orDefault: "snapDuration"),
      easing: properties.easing(orDefault: "snapEasing"))
    if snap.type == .none { reportGlide(properties, as: LayoutError.carouselSnapWithoutType) }
    return snap
  }

  /// How a carousel's child snaps along the row: only where the carousel
  /// has a snap type.
  mutating func childSnap(
    _ properties: CheckedProperties, in carousel: CarouselParent
  ) -> BlockSnap {
    let snap = writtenSnap(properties)
    if snap.snaps, carousel.snap == .none,
      let location = properties.location("snapAlign")
    {
      report(.carouselSnapWithoutType("snapAlign"), at: location)
    }
    return snap
  }
}
