import StickyCore
import StickyTestSupport

/// Random effects on the `self` part of the elements of a random CSS-expressible
/// layout (`LayoutGenerator`), with values, ranges and keyframe counts that
/// reach the corners of SPEC section 10: ranges partly or wholly outside the
/// scroll range, flat stretches, view ranges given backwards.
struct EffectGenerator {
  var draw: LayoutGenerator
  /// The end of the range of the offset the effects run on.
  let maxOffset: Double
  /// Each element's length along the effects' axis: its height, or its
  /// width for effects along a carousel.
  let heights: [String: Double]
  /// The elements a view timeline may follow: the header and every block
  /// with a height (SPEC section 13: not a row, not the scroll content).
  let subjects: [String]

  /// The layout for this seed with at least one effect; draws the layout
  /// again while it cannot scroll, since Chromium's scroll and view timelines
  /// are then inactive and no effect applies.
  static func screen(seed: UInt64) -> Screen {
    var attempt = 0
    while true {
      let layoutSeed = attempt == 0 ? seed : SplitMix64.layoutSeed(base: seed, index: attempt)
      attempt += 1
      var screen = LayoutGenerator.screen(seed: layoutSeed)
      let maxOffset = Scene(screen: screen).maxOffset
      guard maxOffset >= 1 else { continue }
      var generator = EffectGenerator(
        draw: LayoutGenerator(seed: layoutSeed ^ 0xEFFE_C75E_ED00_0010), maxOffset: maxOffset,
        heights: heights(of: screen),
        subjects: StaticLayout(screen: screen).elements.filter {
          $0.height > 0 && ![.scroll, .row, .bar].contains($0.kind)
        }.map(\.id))
      repeat {
        generator.addEffects(to: &screen)
      } while !Scene(screen: screen).tracks.contains { !$0.effects.isEmpty }
      return screen
    }
  }

  private mutating func addEffects(to screen: inout Screen) {
    if let header = screen.scroll.header, draw.chance(0.5) {
      screen.scroll.header?.effects = effects(id: header.id)
    }
    screen.scroll.children = screen.scroll.children.map { addEffects(to: $0) }
  }

  private mutating func addEffects(to block: Block) -> Block {
    var block = block
    if draw.chance(0.4) {
      block.effects = effects(id: block.id)
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
  /// `contain`, `entry` and `exit`). Sticky elements, those inside them and
  /// the pinned header are compared: all follow the box as it moves
  /// (csswg-drafts#8298).
  static func viewTimelinesComparable(_ screen: Screen) -> Bool {
    let heights = heights(of: screen)
    func comparable(_ id: String, _ effects: [Effect]) -> Bool {
      effects.allSatisfy {
        guard case .view = $0.timeline else { return true }
        return heights[$0.subject ?? id, default: 0] > 0
      }
    }
    func comparable(_ block: Block) -> Bool {
      guard comparable(block.id, block.effects) else { return false }
      guard case .stack(let stack) = block.kind else { return true }
      return stack.children.allSatisfy(comparable)
    }
    if let header = screen.scroll.header, !comparable(header.id, header.effects) {
      return false
    }
    return screen.scroll.children.allSatisfy(comparable)
  }

  private static func heights(of screen: Screen) -> [String: Double] {
    Dictionary(
      StaticLayout(screen: screen).elements.map { ($0.id, $0.height) },
      uniquingKeysWith: { first, _ in first })
  }

  /// One to three effects on distinct properties of element `id` along
  /// `axis`; view timelines follow the element itself or, half the time,
  /// another one of `subjects` (`subject`), any with a length along the
  /// axis (`heights`), sticky or not.
  mutating func effects(id: String, axis: Effect.Axis = .y) -> [Effect] {
    var properties = Effect.Property.allCases
    properties.shuffle(using: &draw.random)
    return properties.prefix(draw.int(1...3)).map { property in
      var subject: String? = nil
      var timeline = scrollTimeline()
      if draw.chance(0.5) {
        if !subjects.isEmpty && draw.chance(0.5) { subject = draw.pick(subjects) }
        if heights[subject ?? id, default: 0] > 0 {
          timeline = viewTimeline()
        } else {
          subject = nil
        }
      }
      guard property != .color else {
        return Effect(
          part: .self, property: property, timeline: timeline, colors: colors(), subject: subject,
          axis: axis)
      }
      return Effect(
        part: .self, property: property, timeline: timeline, values: values(of: property),
        subject: subject, axis: axis)
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
      case .color: preconditionFailure("colour effects draw colours")
      }
    }
    return values
  }

  /// Two to five colours, some translucent, some repeated; a transparent one
  /// now and then, whose channels premultiplied interpolation ignores.
  private mutating func colors() -> [Color] {
    var colors: [Color] = []
    for _ in 0..<draw.int(2...5) {
      if let last = colors.last, draw.chance(0.15) {
        colors.append(last)
        continue
      }
      let alpha: UInt8 = draw.chance(0.5) ? 255 : draw.chance(0.1) ? 0 : UInt8(draw.int(1...254))
      colors.append(
        Color(
          red: UInt8(draw.int(0...255)), green: UInt8(draw.int(0...255)),
          blue: UInt8(draw.int(0...255)), alpha: alpha))
    }
    return colors
  }

  /// Often none, else sixty-fourths of a point: Chromium truncates the px of
  /// `animation-range` to its LayoutUnit (1/64 px), like every other length.
  private mutating func fraction() -> Double {
    draw.chance(0.5) ? Double(draw.int(1...63)) / 64 : 0
  }
}
