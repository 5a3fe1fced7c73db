import StickyCore

/// Writes a screen's effects as CSS scroll-driven animations on the nodes of
/// `StickyHTML`, so that Chromium computes every value itself: one `@keyframes`
/// per effect with the values at `i/n`, `linear` timing and `fill-mode: both`;
/// `scroll()` with the range in px, or the view timeline of the effect's
/// subject with the range as written. Every subject names its view timeline
/// `--v-<id>`, inset to the visible area `[V0 + insetTop, V1 - insetBottom]`,
/// and `timeline-scope` on `#screen` lets any element of the screen follow it
/// (SPEC section 13's `subject`).
struct EffectCSS {
  let screen: Screen
  let html: StickyHTML

  init(screen: Screen, html: StickyHTML) {
    self.screen = screen
    self.html = html
  }

  /// Rules every screen shares.
  static let style = """
    @property --fx-tx { syntax: '<length>'; inherits: false; initial-value: 0px; }
    @property --fx-ty { syntax: '<length>'; inherits: false; initial-value: 0px; }
    #sc > div { overflow: clip; }
    """

  /// The elements with effects, in the order their rules are written.
  var elements: [(id: String, effects: [Effect])] {
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
    var subjects: [String] = []
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
          let subject = effect.subject ?? id
          if !subjects.contains(subject) { subjects.append(subject) }
          timelines.append("--v-\(subject)")
          ranges.append(effect.timeline.rangeText)
        case .state:
          preconditionFailure("state effects are the state differential's")
        }
      }
      // The shorthand resets the timeline and range, so they come after it.
      out += "[data-id=\"\(id)\"] { animation: \(names.joined(separator: ", ")); "
      out += "animation-timeline: \(timelines.joined(separator: ", ")); "
      out += "animation-range: \(ranges.joined(separator: ", ")); "
      // Registered custom properties let translateX and translateY animate
      // apart and still meet in the one `translate` property that is read.
      out += "translate: var(--fx-tx) var(--fx-ty); }\n"
    }
    let (insetTop, insetBottom) = html.scrollportPadding
    for subject in subjects {
      out += "[data-id=\"\(subject)\"] { view-timeline: --v-\(subject) block; "
      out += "view-timeline-inset: \(px(insetTop)) \(px(insetBottom)); }\n"
    }
    if !subjects.isEmpty {
      out +=
        "#screen { timeline-scope: \(subjects.map { "--v-\($0)" }.joined(separator: ", ")); }\n"
    }
    return out
  }

  private func keyframes(_ name: String, _ effect: Effect) -> String {
    let last = Double(effect.keyframeCount - 1)
    let frames = (0..<effect.keyframeCount).map { index in
      "\(cssNumber(Double(index) * 100 / last))% { \(Self.declaration(effect, index)) }"
    }
    return "@keyframes \(name) { \(frames.joined(separator: " ")) }\n"
  }

  /// The declaration of keyframe `index` of `effect`.
  static func declaration(_ effect: Effect, _ index: Int) -> String {
    if effect.property == .color { return "background-color: \(effect.colors[index].text)" }
    let value = effect.values[index]
    switch effect.property {
    case .opacity: return "opacity: \(cssNumber(value))"
    case .scale: return "scale: \(cssNumber(value))"
    case .translateX: return "--fx-tx: \(px(value))"
    case .translateY: return "--fx-ty: \(px(value))"
    case .blur: return "filter: blur(\(px(value)))"
    // The shadow's own colour carries the value, so that its alpha is read;
    // no blur, which would only cost painting time.
    case .shadow:
      return "box-shadow: 0 \(px(EffectShadow.offsetY)) rgba(0, 0, 0, \(cssNumber(value)))"
    case .color: preconditionFailure("colours are written above")
    }
  }
}
