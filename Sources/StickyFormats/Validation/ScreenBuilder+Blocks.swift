import StickyCore

extension ScreenBuilder {
  /// Builds a block standing in a node of type `parent`; `stickyAncestor`
  /// is the id of the sticky element it is inside, if any, and
  /// `snapAncestor` that of the snapping block.
  mutating func block(
    _ node: RawNode, in parent: NodeType, stickyAncestor: String?, snapAncestor: String? = nil
  ) -> Block? {
    // `isAllowed` let only block types through, each where it may stand.
    guard let type = node.nodeType, let schema = LayoutSchema.node(type, in: parent) else {
      return nil
    }
    let properties = checkedProperties(of: node, schema)
    let id = register(
      defaultID(for: node, type, properties: properties), for: node, properties: properties)
    // Lists and spacers cannot be sticky at all; for the rest it is a choice
    // whose words are exactly StickyEdge's.
    let canStick = properties.schema.property(named: "sticky") != nil
    let sticky =
      canStick ? StickyEdge(rawValue: properties.text(orDefault: "sticky")) ?? .none : .none
    if sticky != .none, let stickyAncestor {
      report(.nestedSticky(inner: id, outer: stickyAncestor), at: node.location)
    }
    let innerAncestor = stickyAncestor ?? (sticky != .none ? id : nil)
    let snap = blockSnap(
      properties, of: id, sticky: sticky, stickyAncestor: stickyAncestor,
      snapAncestor: snapAncestor)
    let innerSnap = snapAncestor ?? (snap.snaps ? id : nil)
    let allowed = node.children.filter { isAllowed($0, in: node) }
    let effects = self.effects(in: allowed, of: id)
    let children = allowed.filter { $0.nodeType != .effect }
    let kind: Block.Kind?
    switch type {
    case .stack:
      kind = .stack(
        Block.Stack(
          padding: properties.padding(orDefault: "padding"),
          spacing: properties.number(orDefault: "spacing"), color: properties.color("color"),
          children: children.compactMap {
            block($0, in: .stack, stickyAncestor: innerAncestor, snapAncestor: innerSnap)
          }))
    case .box:
      kind = properties.number("height").map {
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
            height: properties.number("height")))
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
        id: id, properties: properties, pins: children, stickyAncestor: stickyAncestor)
      if let list, snap.snaps { checkPinnedRows(of: list, id: id, properties) }
      kind = list.map { .list($0) }
    case .screen, .bar, .scroll, .header, .pin, .effect:
      kind = nil
    }
    return kind.map { Block(id: id, sticky: sticky, kind: $0, effects: effects, snap: snap) }
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
