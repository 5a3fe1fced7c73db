import StickyCore
import StickyTestSupport

extension SplitMix64 {
  /// The seed of the `index`-th layout of a run with base seed `base`.
  static func layoutSeed(base: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(seed: base ^ (UInt64(index) &* 0xD134_2543_DE82_EF95))
    return generator.next()
  }
}

/// Random screens that plain CSS can express exactly: every length a multiple
/// of 1/64 px (Chromium's LayoutUnit), no stretchy or collapsing header, and
/// spacer heights that land on the same grid after the fill.
struct LayoutGenerator {
  var random: SplitMix64
  /// Whether to stay within what plain CSS expresses; otherwise any layout of
  /// the spec (stretchy and collapsing headers, any fill, any overscroll).
  var cssOnly = true
  private var counters: [String: Int] = [:]

  init(seed: UInt64, cssOnly: Bool = true) {
    random = SplitMix64(seed: seed)
    self.cssOnly = cssOnly
  }

  /// A screen for this seed; draws again until the layout is expressible.
  static func screen(seed: UInt64) -> Screen {
    var generator = LayoutGenerator(seed: seed)
    while true {
      generator.counters = [:]
      let screen = generator.screen()
      if CSSExpressibility.check(screen) == nil { return screen }
    }
  }

  /// Any layout of the spec for this seed, with the given screen id.
  static func anyScreen(seed: UInt64, id: String) -> Screen {
    var generator = LayoutGenerator(seed: seed, cssOnly: false)
    var screen = generator.screen()
    screen.id = id
    return screen
  }

  // MARK: Drawing

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

  /// A length in `range`, often a whole number, sometimes with 1/64 fractions.
  mutating func length(_ range: ClosedRange<Int>) -> Double {
    let whole = Double(int(range))
    guard chance(0.3), whole < Double(range.upperBound) else { return whole }
    return whole + Double(int(1...63)) / 64
  }

  mutating func id(_ type: String) -> String {
    counters[type, default: 0] += 1
    return "\(type)-\(counters[type]!)"
  }

  mutating func edge() -> StickyEdge { pick([.top, .bottom, .both]) }

  mutating func padding() -> EdgeInsets {
    if chance(0.5) { return .zero }
    switch int(1...3) {
    case 1: return EdgeInsets(all: length(0...24))
    case 2:
      return EdgeInsets(
        top: length(0...24), right: length(0...16), bottom: length(0...24), left: length(0...16))
    default: return EdgeInsets(top: length(0...30), right: 0, bottom: 0, left: 0)
    }
  }

  /// A device, with a size of its own at the odds `customChance`, and safe areas.
  mutating func deviceFrame(customChance: Double, heights: ClosedRange<Int>) -> (
    device: Device, width: Double?, height: Double?, safeTop: Double, safeBottom: Double
  ) {
    let device = pick(Device.presets)
    let custom = chance(customChance)
    let width = custom ? Double(int(300...440)) : nil
    let height = custom ? Double(int(heights)) : nil
    let safeTop = pick([0, 20, 44, 59, length(0...60)])
    let safeBottom = pick([0, 0, 34, length(0...40)])
    return (device, width, height, safeTop, safeBottom)
  }

  mutating func screen() -> Screen {
    let (device, width, height, safeTop, safeBottom) = deviceFrame(
      customChance: 0.4, heights: 240...940)
    var topBar: Bar? = nil
    switch int(0...9) {
    case 0...3: break
    case 4...6: topBar = Bar.testing(edge: .top, height: length(30...110))
    default: topBar = Bar.testing(edge: .top, height: length(30...110), translucent: true)
    }
    var bottomBar: Bar? = nil
    switch int(0...9) {
    case 0...4: break
    case 5...7: bottomBar = Bar.testing(edge: .bottom, height: length(30...90))
    default: bottomBar = Bar.testing(edge: .bottom, height: length(30...90), translucent: true)
    }
    var header: Header? = nil
    if cssOnly && chance(0.15) {
      // Only the header CSS can express: no stretch, no collapse.
      header = Header.testing(
        id: id("header"), height: length(30...140), pinned: chance(0.6), stretch: false)
    } else if !cssOnly && chance(0.5) {
      let height = length(60...260)
      header = Header.testing(
        id: id("header"), height: height,
        collapsedHeight: chance(0.5) ? height : length(0...Int(height)), pinned: chance(0.5),
        stretch: chance(0.7))
    }
    let children = (0..<int(1...9)).map { _ in block(depth: 0, allowSticky: true) }
    let scroll = Scroll.testing(
      padding: padding(), spacing: chance(0.5) ? 0 : length(0...16), fill: chance(0.3),
      header: header, children: children)
    let overscroll =
      cssOnly ? SchemaDefault.number(.screen, "overscroll") : pick([0, 80, 200, 350])
    return Screen.testing(
      id: "differential", device: device, width: width, height: height, safeTop: safeTop,
      safeBottom: safeBottom, overscroll: overscroll, stacking: chance(0.5) ? .stack : .overlap,
      topBar: topBar, bottomBar: bottomBar, scroll: scroll)
  }

  mutating func block(depth: Int, allowSticky: Bool) -> Block {
    let sticky: StickyEdge = allowSticky && chance(0.35) ? edge() : .none
    let roll = int(0...99)
    switch roll {
    case 0..<28:
      return Block.testing(
        id: id("box"), sticky: sticky, kind: .box(.init(height: chance(0.05) ? 0 : length(1...220)))
      )
    case 28..<52:
      return list(allowPins: allowSticky)
    case 52..<66 where depth < 3:
      let children = (0..<int(0...6)).map { _ in
        block(depth: depth + 1, allowSticky: allowSticky && sticky == .none)
      }
      return Block.testing(
        id: id("stack"), sticky: sticky,
        kind: .stack(
          Block.Stack.testing(
            padding: padding(), spacing: chance(0.5) ? 0 : length(0...12), children: children)))
    case 66..<76:
      let lines = int(1...6)
      return Block.testing(
        id: id("text"), sticky: sticky,
        kind: .text(Block.Text.testing(text: "Text", lines: lines, lineHeight: length(14...30))))
    case 76..<84:
      return Block.testing(
        id: id("button"), sticky: sticky,
        kind: .button(Block.Button.testing(label: "Go", height: length(30...60)))
      )
    default:
      return Block.testing(
        id: id("spacer"), kind: .spacer(Block.Spacer.testing(min: chance(0.4) ? 0 : length(0...80)))
      )
    }
  }

  mutating func list(allowPins: Bool) -> Block {
    let count = chance(0.15) ? int(40...150) : int(1...40)
    let heights = (0..<int(1...4)).map { _ in length(8...90) }
    var pins: [RowList.Pin] = []
    if allowPins {
      let pinCount = chance(0.3) ? 0 : int(1...min(count, 6))
      var indices = Set<Int>()
      for _ in 0..<pinCount { indices.insert(int(0...(count - 1))) }
      pins = indices.sorted().map { RowList.Pin(index: $0, edge: edge()) }
    }
    return Block.testing(
      id: id("list"), kind: .list(RowList.testing(count: count, rowHeights: heights, pins: pins)))
  }
}

/// Whether a screen can be written as plain CSS whose layout is exactly the
/// core's (see `StickyHTML`); returns the reason when it cannot.
enum CSSExpressibility {
  static let grid = 64.0

  static func onGrid(_ value: Double) -> Bool {
    let scaled = value * grid
    return abs(scaled - scaled.rounded()) < 1e-9
  }

  static func check(_ screen: Screen) -> String? {
    let layout = StaticLayout(screen: screen)
    for element in layout.elements where element.kind == .spacer && !onGrid(element.height) {
      return "spacer \(element.id) is \(element.height) px tall, off the 1/64 px grid"
    }
    if !onGrid(layout.contentHeight) { return "content height off the grid" }
    let viewport = layout.viewport
    if viewport.visibleHeight <= 0 { return "no visible height" }
    if let header = screen.scroll.header {
      if header.stretch || header.collapsedHeight != header.height {
        return "stretchy or collapsing header"
      }
      // A pinned header is CSS sticky within the content box, which the header
      // motion of the spec never leaves: keep it from reaching the box's bottom
      // within the native scroll range.
      if header.pinned {
        let contentBottomAtMax =
          viewport.contentOrigin + layout.elements[0].contentBottom
          - viewport.maxOffset(contentHeight: layout.contentHeight)
        if viewport.contentOrigin + header.height > contentBottomAtMax {
          return "pinned header meets the content's end"
        }
      }
    }
    return nil
  }
}
