/// Every element of a screen's content placed at rest (SPEC section 4), in
/// document order, with the spacers grown when the content must fill the screen.
public struct StaticLayout: Hashable, Sendable {
  public var viewport: Viewport
  /// `elements[0]` is the `scroll` element; then the header, then the blocks in
  /// document order. List rows are not elements: see `LayoutElement.rows`.
  public var elements: [LayoutElement]
  public var contentHeight: Double { elements[0].height }

  public init(screen: Screen) {
    viewport = Viewport(screen: screen)
    let scroll = screen.scroll
    let naturalHeight = Self.naturalHeight(of: scroll)
    var spacers: [Double]? = nil
    if scroll.fill && naturalHeight < viewport.fillHeight {
      let minimums = Self.spacerMinimums(in: scroll.children)
      spacers = SpacerFill.heights(
        minimums: minimums, extra: viewport.fillHeight - naturalHeight)
    }
    var builder = Builder(spacerHeights: spacers ?? [])
    builder.place(scroll: scroll, width: viewport.width)
    if scroll.fill {
      builder.elements[0].height = max(builder.elements[0].height, viewport.fillHeight)
      builder.elements[0].contentBottom = builder.elements[0].height - scroll.padding.bottom
    }
    elements = builder.elements
  }

  private static func naturalHeight(of scroll: Scroll) -> Double {
    var builder = Builder(spacerHeights: [])
    builder.place(scroll: scroll, width: 0)
    return builder.elements[0].height
  }

  private static func spacerMinimums(in blocks: [Block]) -> [Double] {
    blocks.flatMap { block -> [Double] in
      switch block.kind {
      case .spacer(let spacer): [spacer.min]
      case .stack(let stack): spacerMinimums(in: stack.children)
      default: []
      }
    }
  }

  /// Places elements top to bottom, handing spacers their heights in document order.
  private struct Builder {
    var spacerHeights: [Double]
    var nextSpacer = 0
    var elements: [LayoutElement] = []

    init(spacerHeights: [Double]) {
      self.spacerHeights = spacerHeights
    }

    mutating func place(scroll: Scroll, width: Double) {
      // Room for every element at once: grown by doubling, the array of a
      // layout of the largest size held its old and new buffers, 55 MB.
      elements.reserveCapacity(
        1 + (scroll.header == nil ? 0 : 1) + Self.count(scroll.children))
      elements.append(
        LayoutElement(
          id: scroll.id, node: .scroll(scroll), x: 0, width: width, top: 0,
          height: 0, parent: nil,
          sticky: .none, contentTop: scroll.padding.top, contentBottom: 0))
      var items: [Item] = scroll.children.map { .block($0) }
      if let header = scroll.header { items.insert(.header(header), at: 0) }
      let bottom = placeChildren(items, in: 0, padding: scroll.padding, spacing: scroll.spacing)
      elements[0].height = bottom + scroll.padding.bottom
      elements[0].contentBottom = bottom
    }

    /// The blocks of `blocks` and of the stacks and carousels among them.
    static func count(_ blocks: [Block]) -> Int {
      blocks.reduce(blocks.count) { $0 + count($1.children) }
    }

    enum Item {
      case header(Header)
      case block(Block)
    }

    /// Lays the items out inside element `parent`; returns the bottom of the last one.
    mutating func placeChildren(
      _ items: [Item], in parent: Int, padding: EdgeInsets, spacing: Double
    ) -> Double {
      let container = elements[parent]
      let x = container.x + padding.left
      let width = max(0, container.width - padding.left - padding.right)
      var y = container.top + padding.top
      for (position, item) in items.enumerated() {
        if position > 0 { y += spacing }
        let index = elements.count
        elements[parent].children.append(index)
        switch item {
        case .header(let header):
          elements.append(
            LayoutElement(
              id: header.id, node: .header(header), x: x, width: width, top: y,
              height: header.height,
              parent: parent, sticky: .none, contentTop: y, contentBottom: y + header.height,
              effects: header.effects))
        case .block(let block):
          place(block, in: parent, x: x, width: width, top: y, carousel: container.carousel)
        }
        y = elements[index].bottom
      }
      return y
    }

    /// Places `block` and what it holds; `carousel` is the carousel it slides
    /// in, and `fixedHeight` the height of a carousel's item, which its
    /// children do not change.
    mutating func place(
      _ block: Block, in parent: Int, x: Double, width: Double, top: Double, carousel: Int?,
      fixedHeight: Double? = nil
    ) {
      let index = elements.count
      var element = LayoutElement(
        id: block.id, node: .block(block), x: x, width: width, top: top,
        height: 0,
        parent: parent, sticky: block.sticky, contentTop: top, contentBottom: top,
        effects: block.effects, carousel: carousel)
      switch block.kind {
      case .box(let box): element.height = box.height
      case .text(let text): element.height = text.height
      case .button(let button): element.height = button.height
      case .spacer(let spacer):
        // The content's fill does not reach into a carousel, whose height is fixed.
        if carousel == nil, nextSpacer < spacerHeights.count {
          element.height = spacerHeights[nextSpacer]
          nextSpacer += 1
        } else {
          element.height = spacer.min
        }
      case .list(let list):
        let rows = RowGeometry(listID: block.id, list: list)
        element.rows = rows
        element.height = rows.totalHeight
      case .carousel(let model):
        element.height = model.height
      case .stack:
        break
      }
      element.height = fixedHeight ?? element.height
      element.contentBottom = top + element.height
      elements.append(element)
      switch block.kind {
      case .stack(let stack):
        elements[index].contentTop = top + stack.padding.top
        let bottom = placeChildren(
          stack.children.map { .block($0) }, in: index, padding: stack.padding,
          spacing: stack.spacing)
        elements[index].contentBottom = bottom
        elements[index].height = fixedHeight ?? bottom + stack.padding.bottom - top
      case .carousel(let model):
        place(model, at: index)
      default:
        break
      }
    }

    /// Places a carousel's items left to right at its top padding, each
    /// sliding with it.
    mutating func place(_ carousel: Carousel, at index: Int) {
      let element = elements[index]
      let top = element.top + carousel.padding.top
      elements[index].contentTop = top
      elements[index].contentBottom = element.bottom - carousel.padding.bottom
      for (item, start) in zip(carousel.items, carousel.itemStarts) {
        elements[index].children.append(elements.count)
        place(
          item.block, in: index, x: element.x + start, width: item.width, top: top,
          carousel: index, fixedHeight: item.height)
      }
    }
  }
}
