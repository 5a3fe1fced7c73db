import StickyCore
import StickyNativeHTML
import StickyTestSupport

/// Random screens with carousels (SPEC section 15) among the blocks of a
/// CSS-expressible layout (`LayoutGenerator`, sticky elements and all): one
/// to four carousels, in the scroll content and in stacks, with padding and
/// spacing or without, items of many widths (narrow, as wide as the
/// snapport or wider, in thirds of it where a proximity's reach decides)
/// and heights, boxes, texts and stacks of blocks, every snap type, every
/// alignment, `snapStop="always"`, markers, and effects along `x`.
///
/// Along x everything a carousel holds lies on whole pixels, as CSS scroll
/// snap can check it exactly; along y the layout's lengths keep their 1/64 px.
struct CarouselGenerator: ScreenGenerator {
  var draw: LayoutGenerator

  init(seed: UInt64) {
    draw = LayoutGenerator(seed: seed ^ 0xCA20_05E1_0000_0015)
  }

  /// Whether `screen` has a carousel, lies on the grids above, and gives
  /// each carousel a snapport to snap in: what the check and the shrinker
  /// keep to. Where CSS cannot say what the format does, it is left out:
  /// a stack item smaller than its padding (CSS grows it); effects along x
  /// where the carousel cannot scroll (Chromium's timelines are then
  /// inactive); in a carousel with markers, anything below its content
  /// box (an item taller than the content height, or what a stack item
  /// holds below its end), which gives the native scroller a vertical
  /// range, along which Chromium picks the active marker first.
  static func accepts(_ screen: Screen) -> Bool {
    guard CSSExpressibility.check(screen) == nil else { return false }
    let layout = StaticLayout(screen: screen)
    let whole = { (value: Double) in value == value.rounded() }
    var carousels = 0
    for element in layout.elements {
      guard element.kind == .carousel || element.carousel != nil else { continue }
      guard whole(element.x), whole(element.width) else { return false }
      guard case .block(let block) = element.node, case .carousel(let carousel) = block.kind
      else { continue }
      carousels += 1
      if element.width - carousel.padding.left - carousel.padding.right < minimumSnapport {
        return false
      }
      let scrolls = carousel.contentWidth - element.width >= 1
      for item in carousel.items {
        if carousel.markers && reach(of: item) > carousel.contentHeight { return false }
        if !scrolls && hasEffects(item.block) { return false }
        if case .stack(let stack) = item.block.kind,
          stack.padding.top + stack.padding.bottom > item.height
            || stack.padding.left + stack.padding.right > item.width
        {
          return false
        }
      }
    }
    return carousels > 0
  }

  /// How far below the carousel's content top an item or what it holds
  /// reaches: a stack item's children, laid out top to bottom, may pass its
  /// end.
  static func reach(of item: CarouselItem) -> Double {
    guard case .stack = item.block.kind else { return item.height }
    return max(item.height, PinLineModel.height(of: item.block, spacers: [:]))
  }

  /// Whether a block, or one inside it, has effects.
  static func hasEffects(_ block: Block) -> Bool {
    !block.effects.isEmpty || block.children.contains(where: hasEffects)
  }

  /// The narrowest snapport drawn, where a proximity's third is still some room.
  static let minimumSnapport = 40.0

  mutating func screen() -> Screen {
    var screen = draw.screen()
    screen.id = "carousel"
    // The content's sides are whole pixels, and so is what sits in them.
    screen.scroll.padding.left.round(.down)
    screen.scroll.padding.right.round(.down)
    let width = screen.width - screen.scroll.padding.left - screen.scroll.padding.right
    for _ in 0..<draw.int(1...4) {
      let block = draw.chance(0.3) ? stack(width: width) : carousel(width: width)
      screen.scroll.children.insert(block, at: draw.int(0...screen.scroll.children.count))
    }
    return screen
  }

  /// A stack with whole-pixel sides that holds a carousel, and a block
  /// before or after it now and then.
  private mutating func stack(width: Double) -> Block {
    let padding = EdgeInsets(
      top: draw.length(0...16), right: Double(draw.int(0...24)), bottom: draw.length(0...16),
      left: Double(draw.int(0...24)))
    var children = [carousel(width: width - padding.left - padding.right)]
    if draw.chance(0.5) { children.insert(draw.block(depth: 2, allowSticky: false), at: 0) }
    if draw.chance(0.5) { children.append(draw.block(depth: 2, allowSticky: false)) }
    return Block.testing(
      id: draw.id("stack"),
      kind: .stack(
        Block.Stack.testing(
          padding: padding, spacing: draw.chance(0.5) ? 0 : draw.length(0...12),
          children: children)))
  }

  /// A carousel `width` wide.
  private mutating func carousel(width: Double) -> Block {
    let height = Double(draw.int(40...260))
    var padding = EdgeInsets.zero
    if draw.chance(0.6) {
      padding = EdgeInsets(
        top: Double(draw.int(0...20)), right: Double(draw.int(0...40)),
        bottom: Double(draw.int(0...20)), left: Double(draw.int(0...40)))
    }
    var snapport = width - padding.left - padding.right
    // Now and then the snapport is a multiple of 3 and widths are drawn in
    // thirds of it, so that positions lie exactly a proximity's reach apart.
    var third: Int? = nil
    if draw.chance(0.4), snapport >= Self.minimumSnapport + 3 {
      padding.right += snapport.truncatingRemainder(dividingBy: 3)
      snapport = width - padding.left - padding.right
      third = Int(snapport) / 3
    }
    let type = draw.pick([
      CarouselSnapType.none, .proximity, .proximity, .mandatory, .mandatory, .mandatory, .page,
    ])
    var model = Carousel(
      height: height, padding: padding, spacing: draw.chance(0.4) ? 0 : Double(draw.int(1...24)),
      snap: CarouselSnap(type: type), markers: draw.chance(0.5))
    let count = draw.chance(0.15) ? draw.int(13...30) : draw.int(1...12)
    let content = model.contentHeight
    // Taller than the content only without markers (see `accepts`).
    let tallest = Int(content) + (model.markers ? 0 : 30)
    model.items = (0..<count).map { _ in
      let itemWidth = self.itemWidth(snapport: snapport, third: third)
      let itemHeight =
        draw.chance(0.6) || tallest < 1 ? content : Double(draw.int(1...tallest))
      return CarouselItem(
        block: item(width: itemWidth, height: itemHeight, within: model.markers),
        width: itemWidth, height: itemHeight)
    }
    addEffects(to: &model, width: width)
    return Block.testing(id: draw.id("carousel"), kind: .carousel(model))
  }

  /// An item's width: mostly narrower than the snapport, now and then as
  /// wide or wider, so that it covers a stretch of offsets; in thirds of the
  /// snapport, and a pixel off them, where they are drawn so.
  private mutating func itemWidth(snapport: Double, third: Int?) -> Double {
    if let third, third > 1, draw.chance(0.6) {
      return Double(third * draw.int(1...4) + draw.pick([0, 0, 0, -1, 1]))
    }
    let widest = Int(snapport)
    switch draw.int(0...9) {
    case 0: return Double(widest)
    case 1: return Double(draw.int(widest...widest * 2))
    default: return Double(draw.int(8...widest))
    }
  }

  /// An item's block: a box, a text, or a stack of blocks that do not stick
  /// (a carousel holds no list and nothing sticky), which keep `within` its
  /// height where asked; with its snap alignment most of the time.
  private mutating func item(width: Double, height: Double, within: Bool) -> Block {
    var block: Block
    switch draw.int(0...9) {
    case 0...4: block = Block.testing(id: draw.id("box"), kind: .box(.init(height: height)))
    case 5...6:
      block = Block.testing(
        id: draw.id("text"),
        kind: .text(
          Block.Text.testing(
            text: "Text", lines: draw.int(1...3), lineHeight: Double(draw.int(14...30)))))
    default:
      var padding = EdgeInsets(
        top: draw.length(0...12), right: Double(draw.int(0...8)), bottom: draw.length(0...12),
        left: Double(draw.int(0...8)))
      // An item is never smaller than its padding in CSS.
      if padding.left + padding.right >= width || padding.top + padding.bottom > height {
        padding = .zero
      }
      var stack = Block.Stack.testing(
        padding: padding, spacing: draw.chance(0.5) ? 0 : draw.length(0...8),
        children: (0..<draw.int(0...3)).map { _ in itemPart() })
      block = Block.testing(id: draw.id("stack"), kind: .stack(stack))
      while within,
        Self.reach(of: CarouselItem(block: block, width: width, height: height)) > height
      {
        stack.children.removeLast()
        block.kind = .stack(stack)
      }
    }
    if draw.chance(0.75) {
      block.snap = BlockSnap(
        align: draw.pick([.start, .center, .end]), stop: draw.chance(0.2) ? .always : .normal)
    }
    return block
  }

  /// A block inside a stack item.
  private mutating func itemPart() -> Block {
    switch draw.int(0...9) {
    case 0...4: Block.testing(id: draw.id("box"), kind: .box(.init(height: draw.length(1...90))))
    case 5...6:
      Block.testing(
        id: draw.id("text"),
        kind: .text(Block.Text.testing(text: "Text", lines: 1, lineHeight: draw.length(14...24))))
    case 7: Block.testing(id: draw.id("button"), kind: .button(.testing(label: "Go")))
    default:
      Block.testing(id: draw.id("spacer"), kind: .spacer(.testing(min: draw.length(0...30))))
    }
  }

  /// Effects along the carousel's offset on some of its items and of what
  /// they hold, ranging over `[0, maxX]` and a little beyond; none where it
  /// cannot scroll, since Chromium's timelines are then inactive.
  private mutating func addEffects(to carousel: inout Carousel, width: Double) {
    let maxX = max(0, carousel.contentWidth - width)
    guard maxX >= 1 else { return }
    for index in carousel.items.indices {
      let item = carousel.items[index]
      carousel.items[index].block = addEffects(to: item.block, width: item.width, maxX: maxX)
    }
  }

  private mutating func addEffects(to block: Block, width: Double, maxX: Double) -> Block {
    var block = block
    if width > 0, draw.chance(0.15) {
      var effects = EffectGenerator(
        draw: draw, maxOffset: maxX, heights: [block.id: width], subjects: [])
      block.effects = effects.effects(id: block.id, axis: .x)
      draw = effects.draw
    }
    if case .stack(var stack) = block.kind {
      let inner = width - stack.padding.left - stack.padding.right
      stack.children = stack.children.map { addEffects(to: $0, width: inner, maxX: maxX) }
      block.kind = .stack(stack)
    }
    return block
  }
}
