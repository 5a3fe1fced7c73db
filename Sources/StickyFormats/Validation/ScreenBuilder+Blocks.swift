import StickyCore

extension ScreenBuilder {
  /// Where a block stands, as far as its checks need to know.
  struct BlockPlace {
    /// The type of the node it stands in.
    var parent: NodeType
    /// The sticky element it is inside, if any.
    var stickyAncestor: String? = nil
    /// The block that snaps it is inside, if any.
    var snapAncestor: String? = nil
    /// The carousel it is inside, at any depth, if any.
    var carousel: CarouselParent? = nil
  }

  /// Builds a block standing at `place`.
  mutating func block(_ node: RawNode, at place: BlockPlace) -> Block? {
    guard let (type, properties, id) = checkedBlock(node, in: place.parent) else { return nil }
    return block(node, type, id: id, properties, at: place)
  }

  /// A block's type, its properties checked against its description where
  /// it stands (in a node of type `parent`), and its id, registered.
  mutating func checkedBlock(
    _ node: RawNode, in parent: NodeType
  ) -> (NodeType, CheckedProperties, String)? {
    // `isAllowed` let only block types through, each where it may stand.
    guard let type = node.nodeType, let schema = LayoutSchema.node(type, in: parent) else {
      return nil
    }
    let properties = checkedProperties(of: node, schema)
    let id = register(
      defaultID(for: node, type, properties: properties), for: node, properties: properties)
    return (type, properties, id)
  }

  /// Builds a block whose properties are checked and whose id is registered;
  /// `height` is a carousel child's, which its own properties give or its
  /// carousel does.
  mutating func block(
    _ node: RawNode, _ type: NodeType, id: String, _ properties: CheckedProperties,
    at place: BlockPlace, height: Double? = nil
  ) -> Block? {
    // Lists and spacers cannot be sticky at all, nor can a carousel or its
    // children; for the rest it is a choice whose words are exactly StickyEdge's.
    let canStick = properties.schema.property(named: "sticky") != nil
    let sticky =
      canStick ? StickyEdge(rawValue: properties.text(orDefault: "sticky")) ?? .none : .none
    checkPlace(of: node, type, id: id, sticky: sticky, at: place)
    if let carousel = place.carousel { carouselOf[id] = carousel.id }
    let innerAncestor = place.stickyAncestor ?? (sticky != .none ? id : nil)
    let snap: BlockSnap
    if place.parent == .carousel, let carousel = place.carousel {
      snap = childSnap(properties, in: carousel)
    } else {
      snap = blockSnap(
        properties, of: id, sticky: sticky, stickyAncestor: place.stickyAncestor,
        snapAncestor: place.snapAncestor, carousel: place.carousel?.id)
    }
    let innerSnap = place.snapAncestor ?? (snap.snaps ? id : nil)
    let allowed = node.children.filter { isAllowed($0, in: node) }
    let effects = self.effects(in: allowed, of: id, carousel: place.carousel?.id)
    let children = allowed.filter { $0.nodeType != .effect }
    let kind: Block.Kind?
    switch type {
    case .stack:
      let inner = BlockPlace(
        parent: .stack, stickyAncestor: innerAncestor, snapAncestor: innerSnap,
        carousel: place.carousel)
      kind = .stack(
        Block.Stack(
          padding: properties.padding(orDefault: "padding"),
          spacing: properties.number(orDefault: "spacing"), color: properties.color("color"),
          children: children.compactMap { block($0, at: inner) }))
    case .box:
      kind = (height ?? properties.number("height")).map {
        .box(
          Block.Box(
            height: $0, label: properties.text("label"), detail: properties.text("detail"),
            color: properties.color("color"), image: properties.text("image")))
      }
    case .text:
      kind = properties.text("text").map {
        .text(
          Block.Text(
            text: $0, lines: properties.integer(orDefault: "lines"),
            lineHeight: properties.number(orDefault: "lineHeight"),
            height: height ?? properties.number("height")))
      }
    case .button:
      kind = properties.text("label").map {
        .button(
          Block.Button(
            label: $0, height: properties.number(orDefault: "height"),
            color: properties.color("color")))
      }
    case .spacer:
      kind = .spacer(Block.Spacer(min: properties.number(orDefault: "min")))
    case .list:
      let list = list(
        id: id, properties: properties, pins: children, stickyAncestor: place.stickyAncestor)
      if let list, snap.snaps { checkPinnedRows(of: list, id: id, properties) }
      kind = list.map { .list($0) }
    case .carousel:
      kind = carousel(properties, id: id, children: children).map { .carousel($0) }
    case .screen, .bar, .scroll, .header, .pin, .effect:
      kind = nil
    }
    return kind.map { Block(id: id, sticky: sticky, kind: $0, effects: effects, snap: snap) }
  }

  /// Reports a block that stands where it may not: a sticky one inside
  /// another, or inside a carousel; a carousel inside a sticky element; a
  /// list or carousel deeper inside a carousel than its children, which
  /// `isAllowed` sees.
  mutating func checkPlace(
    of node: RawNode, _ type: NodeType, id: String, sticky: StickyEdge, at place: BlockPlace
  ) {
    if sticky != .none, let outer = place.stickyAncestor {
      report(.nestedSticky(inner: id, outer: outer), at: node.location)
    } else if sticky != .none, let carousel = place.carousel {
      report(.stickyInCarousel(inner: id, carousel: carousel.id), at: node.location)
    }
    if type == .carousel, let outer = place.stickyAncestor {
      report(.carouselInSticky(id, sticky: outer), at: node.location)
    }
    if type == .list || type == .carousel, let carousel = place.carousel {
      report(.insideCarousel(type.rawValue, id: id, carousel: carousel.id), at: node.location)
    }
  }

  mutating func list(
    id: String, properties: CheckedProperties, pins: [RawNode], stickyAncestor: String?
  ) -> RowList? {
    guard let count = properties.integer("count") else { return nil }
    rowCounts[id] = count
    var pinned: [Int: SourceLocation] = [:]
    var built: [RowList.Pin] = []
    for node in pins {
      let pin = checkedProperties(of: node, LayoutSchema.node(.pin))
      guard let index = pin.integer("index"), let edge = pin.text("edge").flatMap(StickyEdge.init)
      else { continue }
      let location = pin.location("index") ?? node.location
      if let stickyAncestor {
        report(
          .nestedSticky(inner: RowID(list: id, index: index).description, outer: stickyAncestor),
          at: node.location)
      } else if index >= count {
        report(.pinOutOfRange(index: index, count: count), at: location)
      } else if pinned[index] != nil {
        report(.duplicatePin(index: index), at: location)
      } else {
        pinned[index] = location
        built.append(RowList.Pin(index: index, edge: edge))
        record(.pin(RowID(list: id, index: index)), node, pin)
      }
    }
    let heights = properties.numbers("rowHeights") ?? [properties.number(orDefault: "rowHeight")]
    return RowList(
      count: count, rowHeights: heights, label: properties.text(orDefault: "label"),
      color: properties.color("color"), altColor: properties.color("altColor"), pins: built)
  }
}
