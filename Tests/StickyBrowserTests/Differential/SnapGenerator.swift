import StickyCore
import StickyNativeHTML
import StickyTestSupport

/// Random screens that snap (SPEC section 14) with integer geometry, as CSS
/// scroll snap can check them exactly: bars opaque and translucent and safe
/// areas so that the snapport's edges move, a header now and then (pinned, it
/// raises `T`; else it may snap), blocks and list rows that snap at every alignment, often
/// taller than the snapport, `snapStop="always"` among them, under both types.
/// Nothing sticks: a snapping block may not, and sticky elements do not move
/// snap positions.
///
/// Now and then the snapport is a multiple of 3 and heights are multiples of
/// a third of it, so that candidates lie exactly a proximity's reach apart,
/// where Chromium counts a candidate for some moves and not for others.
struct SnapGenerator: ScreenGenerator {
  var draw: LayoutGenerator
  /// The screen's height, which sets what "tall" means for a block.
  private var screenHeight = 0
  /// A third of the snapport, where heights are drawn in thirds of it.
  private var third: Int? = nil

  init(seed: UInt64) {
    draw = LayoutGenerator(seed: seed)
  }

  /// Whether `screen` has whole-pixel geometry, room to snap in, and
  /// something that snaps: what the check and the shrinker keep to.
  static func accepts(_ screen: Screen) -> Bool {
    guard CSSExpressibility.check(screen) == nil else { return false }
    let layout = StaticLayout(screen: screen)
    let whole = { (value: Double) in value == value.rounded() }
    guard layout.elements.allSatisfy({ whole($0.top) && whole($0.height) }) else { return false }
    let snapport = PinLineModel(screen: screen, viewport: layout.viewport)
    guard snapport.baseBottom - snapport.baseTop >= 60 else { return false }
    return screen.scroll.children.contains(where: snaps)
  }

  /// Whether a block, or one inside it, snaps.
  static func snaps(_ block: Block) -> Bool {
    block.snap.snaps || block.children.contains(where: snaps)
  }

  mutating func screen() -> Screen {
    let device = draw.pick(Device.presets)
    let custom = draw.chance(0.4)
    var screen = Screen.testing(
      id: "snap", device: device, width: custom ? Double(draw.int(300...440)) : nil,
      height: custom ? Double(draw.int(300...900)) : nil,
      safeTop: Double(draw.pick([0, 20, 44, 59, draw.int(0...60)])),
      safeBottom: Double(draw.pick([0, 0, 34, draw.int(0...40)])),
      topBar: bar(.top, heights: 30...100), bottomBar: bar(.bottom, heights: 30...80),
      scroll: Scroll.testing())
    if draw.chance(0.25) {
      var header = Header.testing(
        id: draw.id("header"), height: Double(draw.int(30...150)), pinned: draw.chance(0.5),
        stretch: false)
      // A pinned header is sticky in CSS, which moves a snap area.
      if !header.pinned { header.restingSnap = snap(true) }
      screen.scroll.header = header
    }
    third = nil
    if draw.chance(0.4) {
      let lines = PinLineModel(screen: screen, viewport: Viewport(screen: screen))
      let snapport = Int(lines.baseBottom - lines.baseTop)
      screen.height -= Double(snapport % 3)
      third = snapport / 3
    }
    screenHeight = Int(screen.height)
    screen.scroll.padding = padding()
    screen.scroll.spacing = draw.chance(0.5) ? 0 : Double(draw.int(1...16))
    screen.scroll.children = (0..<draw.int(1...7)).map { _ in block(depth: 0, snaps: true) }
    screen.scroll.snap = ScrollSnap(type: draw.chance(0.5) ? .mandatory : .proximity)
    return screen
  }

  private mutating func bar(_ edge: BarEdge, heights: ClosedRange<Int>) -> Bar? {
    switch draw.int(0...9) {
    case 0...3: nil
    case 4...6: Bar.testing(edge: edge, height: Double(draw.int(heights)))
    default: Bar.testing(edge: edge, height: Double(draw.int(heights)), translucent: true)
    }
  }

  private mutating func padding() -> EdgeInsets {
    draw.chance(0.5)
      ? .zero
      : EdgeInsets(
        top: Double(draw.int(0...30)), right: 0, bottom: Double(draw.int(0...30)), left: 0)
  }

  /// A height for a block or row: mostly shorter than the snapport, often
  /// taller, so that it covers a stretch of offsets; in thirds of the
  /// snapport, and a pixel off them, where they are drawn so.
  private mutating func height() -> Double {
    if let third, third > 1, draw.chance(0.6) {
      return Double(third * draw.int(1...4) + draw.pick([0, 0, 0, -1, 1]))
    }
    return draw.chance(0.3)
      ? Double(draw.int(screenHeight / 2...screenHeight * 3 / 2)) : Double(draw.int(10...220))
  }

  /// How a block snaps, where `snaps` allows it.
  private mutating func snap(_ snaps: Bool) -> BlockSnap {
    guard snaps, draw.chance(0.7) else { return .none }
    return BlockSnap(
      align: draw.pick([.start, .center, .end]), stop: draw.chance(0.25) ? .always : .normal)
  }

  /// A block; `snaps` says whether it (or any block inside it) may snap.
  private mutating func block(depth: Int, snaps: Bool) -> Block {
    let roll = draw.int(0...99)
    var block: Block
    switch roll {
    case 0..<35:
      block = Block.testing(id: draw.id("box"), kind: .box(.init(height: height())))
    case 35..<65:
      let count = draw.chance(0.15) ? draw.int(40...120) : draw.int(1...30)
      let heights = (0..<draw.int(1...3)).map { _ in height() }
      block = Block.testing(
        id: draw.id("list"), kind: .list(RowList.testing(count: count, rowHeights: heights)))
    case 65..<80 where depth < 2:
      // A stack that snaps holds nothing that snaps.
      let snapsItself = snaps && draw.chance(0.3)
      let children = (0..<draw.int(1...4)).map { _ in
        self.block(depth: depth + 1, snaps: snaps && !snapsItself)
      }
      block = Block.testing(
        id: draw.id("stack"),
        kind: .stack(
          Block.Stack.testing(
            padding: padding(), spacing: draw.chance(0.5) ? 0 : Double(draw.int(1...12)),
            children: children)))
      block.snap = snap(snapsItself)
      return block
    case 65..<90:
      block = Block.testing(
        id: draw.id("text"),
        kind: .text(
          Block.Text.testing(
            text: "Text", lines: draw.int(1...4), lineHeight: Double(draw.int(14...30)))))
    default:
      return Block.testing(
        id: draw.id("spacer"), kind: .spacer(Block.Spacer.testing(min: Double(draw.int(0...60)))))
    }
    block.snap = snap(snaps)
    return block
  }
}
