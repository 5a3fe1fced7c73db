import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Random effects on random layouts (the effect differential test's), some
  /// of them moved to the text of the blocks that have one: every part's
  /// opacity, transform and blur on the page against the core at every
  /// breakpoint (SPEC section 10).
  @Test(arguments: BrowserKind.allCases)
  func generatedEffectPagesMatchFrames(_ kind: BrowserKind) async throws {
    let count = TestEnvironment.integer("STICKYPREVIEW_EFFECT_PAGE_LAYOUTS") ?? 12
    let base = TestEnvironment.seed("STICKYPREVIEW_EFFECT_PAGE_SEED") ?? 0xEFFE_C7BA_6E00
    let seeds = (0..<count).map { SplitMix64.layoutSeed(base: base, index: $0) }
    let screens = seeds.enumerated().map { index, seed in
      var screen = EffectGenerator.screen(seed: seed)
      screen.id = "effects-\(index)"
      screen.scroll.children = screen.scroll.children.map(Self.textEffects)
      return screen
    }
    try await Self.checkGenerated(screens, seeds: seeds, in: kind)
  }

  /// The block with every other effect of a text or a button on its text.
  static func textEffects(_ block: Block) -> Block {
    var block = block
    switch block.kind {
    case .text, .button:
      block.effects = block.effects.enumerated().map { index, effect in
        var effect = effect
        if index.isMultiple(of: 2) { effect.part = .text }
        return effect
      }
    case .stack(var stack):
      stack.children = stack.children.map(textEffects)
      block.kind = .stack(stack)
    default:
      break
    }
    return block
  }
}
