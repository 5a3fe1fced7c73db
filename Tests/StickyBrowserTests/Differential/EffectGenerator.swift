import StickyCore
import StickyTestSupport

/// Random effects on the `self` part of the elements of a random CSS-expressible
/// layout (`LayoutGenerator`), with values, ranges and keyframe counts that
/// reach the corners of SPEC section 10: ranges partly or wholly outside the
/// scroll range, flat stretches, view ranges given backwards.
struct EffectGenerator {
  var draw: LayoutGenerator
  let maxOffset: Double
  let heights: [String: Double]

  /// The layout for this seed with at least one effect; draws the layout
  /// again while it cannot scroll, since Chromium's scroll and view timelines
  /// are then inactive and no effect applies.
  static func screen(seed: UInt64) -> Screen {
    var attempt = 0
    while true {
      let layoutSeed = attempt == 0 ? seed : SplitMix64.layoutSeed(base: seed, index: attempt)
      attempt += 1
      var screen = LayoutGenerator.screen(seed: layoutSeed)
      let maxOffset = FrameTable(screen: screen).maxOffset
      guard maxOffset >= 1 else { continue }
      var generator = EffectGenerator(
        draw: LayoutGenerator(seed: layoutSeed ^ 0xEFFE_C75E_ED00_0010), maxOffset: maxOffset,
        heights: heights(of: screen))
      repeat {
        generator.addEffects(to: &screen)
      } while !FrameTable(screen: screen).tracks.contains { !$0.effects.isEmpty }
      return screen
    }
  }

  private mutating func addEffects(to screen: inout Screen) {
    if let header = screen.scroll.header, draw.chance(0.5) {
      screen.scroll.header?.effects = effects(
        viewAllowed: !header.pinned && header.height > 0)
    }
    screen.scroll.children = screen.scroll.children.map { addEffects(to: $0) }
  }

  private mutating func addEffects(to block: Block) -> Block {
    var block = block
    if draw.chance(0.4) {
      block.effects = effects(viewAllowed: heights[block.id, default: 0] > 0)
    }
    if case .stack(var stack) = block.kind {
      stack.children = stack.children.map { addEffects(to: $0) }
      block.kind = .stack(stack)
    }
    return block
  }

  /// Whether every view timeline of `screen` is one Chromium draws as SPEC
  /// sections 10 and 13 do: not on an empty box (Chromium makes every named
  /// range `cover` for a subject of size 0, where CSS gives it empty
  /// `contain`, `entry` and `exit`). Sticky elements and those inside them
  /// are compared: both follow the box as it moves (csswg-drafts#8298).
  static func viewTimelinesComparable(_ screen: Screen) -> Bool {
    let heights = heights(of: screen)
    func hasView(_ effects: [Effect]) -> Bool {
      effects.contains { if case .view = $0.timeline { true } else { false } }
    }
    func comparable(_ block: Block) -> Bool {
      if hasView(block.effects) && heights[block.id, default: 0] <= 0 { return false }
      guard case .stack(let stack) = block.kind else { return true }
      return stack.children.allSatisfy(comparable)
    }
    if let header = screen.scroll.header, hasView(header.effects),
      header.pinned || header.height <= 0
    {
      return false
    }
    return screen.scroll.children.allSatisfy(comparable)
  }

  private static func heights(of screen: Screen) -> [String: Double] {
    Dictionary(
      StaticLayout(screen: screen).elements.map { ($0.id, $0.height) },
      uniquingKeysWith: { first, _ in first })
  }

  /// One to three effects on distinct properties; view timelines only where
  /// `viewTimelinesComparable` lets them.
  private mutating func effects(viewAllowed: Bool) -> [Effect] {
    // The properties of SPEC section 10; colours and shadows are not drawn yet.
    var properties = Effect.Property.allCases.filter { $0 != .color && $0 != .shadow }
    properties.shuffle(using: &draw.random)
    return properties.prefix(draw.int(1...3)).map { property in
      Effect(
        part: .self, property: property,
        timeline: viewAllowed && draw.chance(0.5) ? viewTimeline() : scrollTimeline(),
        values: values(of: property))
    }
  }

  private mutating func scrollTimeline() -> Effect.Timeline {
    let start = Double(draw.int(-100...Int(maxOffset) + 50)) + fraction()
    let length = draw.chance(0.1) ? Double(draw.int(1...4)) / 2 : draw.length(1...400)
    return .scroll(start: start, end: start + length)
  }

  /// Points of any two named ranges, so some ranges run backwards or are empty.
  private mutating func viewTimeline() -> Effect.Timeline {
    .view(start: viewPoint(), end: viewPoint())
  }

  private mutating func viewPoint() -> Effect.ViewPoint {
    let percent =
      draw.chance(0.6)
      ? draw.pick([0, 25, 50, 75, 100]) : draw.chance(0.8) ? draw.int(0...100) : draw.int(-30...130)
    return Effect.ViewPoint(draw.pick(Effect.ViewRange.allCases), Double(percent) / 100)
  }

  private mutating func values(of property: Effect.Property) -> [Double] {
    var values: [Double] = []
    for _ in 0..<draw.int(2...5) {
      if let last = values.last, draw.chance(0.15) {
        values.append(last)
        continue
      }
      switch property {
      case .opacity: values.append(Double(draw.int(0...1000)) / 1000)
      case .scale: values.append(Double(draw.int(20...250)) / 100)
      case .translateX, .translateY: values.append(Double(draw.int(-3000...3000)) / 20)
      case .blur: values.append(Double(draw.int(0...400)) / 20)
      case .shadow: values.append(Double(draw.int(0...1000)) / 1000)
      case .color: preconditionFailure("colour effects are not drawn")
      }
    }
    return values
  }

  /// Often none, else sixty-fourths of a point: Chromium truncates the px of
  /// `animation-range` to its LayoutUnit (1/64 px), like every other length.
  private mutating func fraction() -> Double {
    draw.chance(0.5) ? Double(draw.int(1...63)) / 64 : 0
  }
}
