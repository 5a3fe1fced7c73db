import StickyCore
import StickyTestSupport

/// Random state effects (SPEC section 13) on a random CSS-expressible layout
/// (`LayoutGenerator`): `scrolled`, `not-at-end`, and `stuck` on the layout's
/// sticky blocks, on any property, with two distinct values or colours.
struct StateGenerator {
  var draw: LayoutGenerator
  /// The sticky blocks a `stuck` state may watch.
  let stickyBlocks: [String]

  /// The layout for this seed with one to four state effects, a `stuck` one
  /// on each of up to two sticky blocks when it has any.
  static func screen(seed: UInt64) -> Screen {
    var screen = wholeScrollRange(LayoutGenerator.screen(seed: seed))
    var generator = StateGenerator(
      draw: LayoutGenerator(seed: seed ^ 0x57A7_E5EE_D000_0020), stickyBlocks: stickyBlocks(screen))
    var targets: [String] = []
    if let header = screen.scroll.header { targets.append(header.id) }
    targets += screen.scroll.children.flatMap(blockIDs)
    var effects: [String: [Effect]] = [:]
    var conditions: [(StateCondition, String?)] = generator.stickyBlocks.shuffled(
      using: &generator.draw.random
    ).prefix(2).map { (.stuck, $0) }
    for _ in 0..<generator.draw.int(1...4) - min(1, conditions.count) {
      conditions.append((generator.draw.pick([.scrolled, .notAtEnd, .stuck]), nil))
    }
    for (condition, subject) in conditions {
      var subject = subject
      if condition == .stuck {
        guard !generator.stickyBlocks.isEmpty else { continue }
        subject = subject ?? generator.draw.pick(generator.stickyBlocks)
      }
      let id = generator.draw.pick(targets)
      let taken = Set(effects[id, default: []].map(\.property))
      guard
        let property = Effect.Property.allCases.filter({ !taken.contains($0) }).shuffled(
          using: &generator.draw.random
        ).first
      else { continue }
      effects[id, default: []].append(
        generator.effect(property, condition: condition, subject: subject))
    }
    if let header = screen.scroll.header {
      screen.scroll.header?.effects = effects[header.id] ?? []
    }
    screen.scroll.children = screen.scroll.children.map { withEffects($0, effects) }
    return screen
  }

  /// The layout with the scroll content's bottom padding grown until the
  /// scroll range ends on a whole offset: Chromium snaps its scroll range to
  /// whole pixels, so `not-at-end` flips there only when `maxOffset` is
  /// whole, which lets the end be checked on both sides, at the end itself.
  private static func wholeScrollRange(_ screen: Screen) -> Screen {
    var screen = screen
    for _ in 0..<2 {
      let maxOffset = Scene(screen: screen).maxOffset
      guard maxOffset != maxOffset.rounded(.up) else { break }
      var grown = screen
      grown.scroll.padding.bottom += maxOffset.rounded(.up) - maxOffset
      guard CSSExpressibility.check(grown) == nil else { break }
      screen = grown
    }
    return screen
  }

  private mutating func effect(
    _ property: Effect.Property, condition: StateCondition, subject: String?
  ) -> Effect {
    var values: [Double] = []
    var colors: [Color] = []
    if property.takesColors {
      while colors.count < 2 || colors[0] == colors[1] {
        colors = (0..<2).map { _ in
          Color(
            red: UInt8(draw.int(0...255)), green: UInt8(draw.int(0...255)),
            blue: UInt8(draw.int(0...255)), alpha: draw.chance(0.6) ? 255 : UInt8(draw.int(1...254))
          )
        }
      }
    } else {
      while values.count < 2 || values[0] == values[1] {
        values = (0..<2).map { _ in value(of: property) }
      }
    }
    return Effect(
      part: .self, property: property, timeline: .state(condition), values: values, colors: colors,
      subject: subject, duration: Double(draw.int(0...8)) / 8)
  }

  private mutating func value(of property: Effect.Property) -> Double {
    switch property {
    case .opacity, .shadow: Double(draw.int(0...1000)) / 1000
    case .scale: Double(draw.int(20...250)) / 100
    case .translateX, .translateY: Double(draw.int(-3000...3000)) / 20
    case .blur: Double(draw.int(0...400)) / 20
    case .color: preconditionFailure("colours are drawn apart")
    }
  }

  private static func stickyBlocks(_ screen: Screen) -> [String] {
    func visit(_ block: Block) -> [String] {
      var found = block.sticky != .none ? [block.id] : []
      if case .stack(let stack) = block.kind { found += stack.children.flatMap(visit) }
      return found
    }
    return screen.scroll.children.flatMap(visit)
  }

  private static func blockIDs(_ block: Block) -> [String] {
    guard case .stack(let stack) = block.kind else { return [block.id] }
    return [block.id] + stack.children.flatMap(blockIDs)
  }

  private static func withEffects(_ block: Block, _ effects: [String: [Effect]]) -> Block {
    var block = block
    block.effects = effects[block.id] ?? []
    if case .stack(var stack) = block.kind {
      stack.children = stack.children.map { withEffects($0, effects) }
      block.kind = .stack(stack)
    }
    return block
  }
}
