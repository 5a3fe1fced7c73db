import StickyCore

/// Writes a screen's effects as CSS scroll-driven animations on the nodes of
/// `StickyHTML`, so that Chromium computes every value itself: one `@keyframes`
/// per effect with the values at `i/n`, `linear` timing and `fill-mode: both`;
/// `scroll()` with the range in px, or the element's own view timeline inset
/// to the visible area `[V0 + insetTop, V1 - insetBottom]` with the range as
/// written.
struct EffectCSS {
  let screen: Screen
  let viewport: Viewport

  init(screen: Screen) {
    self.screen = screen
    viewport = StaticLayout(screen: screen).viewport
  }

  /// Rules every screen shares.
  static let style = """
    @property --fx-tx { syntax: '<length>'; inherits: false; initial-value: 0px; }
    @property --fx-ty { syntax: '<length>'; inherits: false; initial-value: 0px; }
    #sc > div { overflow: clip; }
    """

  /// The elements with effects, in the order their rules are written.
  private var elements: [(id: String, effects: [Effect])] {
    var result: [(String, [Effect])] = []
    if let header = screen.scroll.header, !header.effects.isEmpty {
      result.append((header.id, header.effects))
    }
    func visit(_ block: Block) {
      if !block.effects.isEmpty { result.append((block.id, block.effects)) }
      if case .stack(let stack) = block.kind { stack.children.forEach(visit) }
    }
    screen.scroll.children.forEach(visit)
    return result
  }

  var stylesheet: String {
    var out = ""
    var count = 0
    for (id, effects) in elements {
      var names: [String] = []
      var timelines: [String] = []
      var ranges: [String] = []
      for effect in effects {
        let name = "fx-\(count)"
        count += 1
        out += keyframes(name, effect)
        names.append("\(name) linear both")
        switch effect.timeline {
        case .scroll(let start, let end):
          timelines.append("scroll(nearest block)")
          ranges.append("\(px(start)) \(px(end))")
        case .view:
          timelines.append("--fx-view")
          ranges.append(effect.timeline.rangeText)
        case .state:
          preconditionFailure("state effects are not drawn")
        }
      }
      // The shorthand resets the timeline and range, so they come after it.
      out += "[data-id=\"\(id)\"] { animation: \(names.joined(separator: ", ")); "
      out += "animation-timeline: \(timelines.joined(separator: ", ")); "
      out += "animation-range: \(ranges.joined(separator: ", ")); "
      if timelines.contains("--fx-view") {
        out += "view-timeline: --fx-view block; "
        out += "view-timeline-inset: \(px(viewport.insetTop)) \(px(viewport.insetBottom)); "
      }
      // Registered custom properties let translateX and translateY animate
      // apart and still meet in the one `translate` property that is read.
      out += "translate: var(--fx-tx) var(--fx-ty); }\n"
    }
    return out
  }

  private func keyframes(_ name: String, _ effect: Effect) -> String {
    let last = Double(effect.values.count - 1)
    let frames = effect.values.enumerated().map { index, value in
      "\(cssNumber(Double(index) * 100 / last))% { \(declaration(effect.property, value)) }"
    }
    return "@keyframes \(name) { \(frames.joined(separator: " ")) }\n"
  }

  private func declaration(_ property: Effect.Property, _ value: Double) -> String {
    switch property {
    case .opacity: "opacity: \(cssNumber(value))"
    case .scale: "scale: \(cssNumber(value))"
    case .translateX: "--fx-tx: \(px(value))"
    case .translateY: "--fx-ty: \(px(value))"
    case .blur: "filter: blur(\(px(value)))"
    case .shadow, .color: preconditionFailure("\(property) is not drawn")
    }
  }
}
