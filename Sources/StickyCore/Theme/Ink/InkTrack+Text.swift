extension InkTrack {
  /// The ink of an element's own text (a bar's label, a header's titles, a
  /// box's label and detail, a button's label): the ink of what the element
  /// paints (`SurfaceInk.ink(of:effects:over:accent:)`), or the theme's on
  /// an element that paints nothing of its own. A text block's is the ink of
  /// its `backdrop` (`ElementTrack.backdrop`, its node and effects). Nil for
  /// an element without text of its own.
  public static func text(
    of node: ElementNode, effects: [EffectTrack],
    backdrop: (node: ElementNode, effects: [EffectTrack])? = nil, over screen: Color?,
    accent: Color
  ) -> InkTrack? {
    if case .block(let block) = node, case .text = block.kind, let backdrop {
      return SurfaceInk.ink(
        of: backdrop.node, effects: backdrop.effects, over: screen, accent: accent)
        ?? .constant(.theme)
    }
    let hasText: Bool
    switch node {
    case .bar(let bar): hasText = bar.label != nil
    case .header(let header): hasText = header.title != nil || header.subtitle != nil
    case .block(let block):
      switch block.kind {
      case .box(let box): hasText = box.label != nil || box.detail != nil
      case .button: hasText = true
      case .stack, .text, .spacer, .list, .carousel: hasText = false
      }
    case .scroll, .row: hasText = false
    }
    guard hasText else { return nil }
    return SurfaceInk.ink(of: node, effects: effects, over: screen, accent: accent)
      ?? .constant(.theme)
  }
}
