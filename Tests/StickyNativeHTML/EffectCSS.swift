import StickyCore

/// Writes a screen's effects as CSS scroll-driven animations on the nodes of
/// `StickyHTML`, so that Chromium computes every value itself: one `@keyframes`
/// per effect with the values at `i/n`, `linear` timing and `fill-mode: both`;
/// `scroll()` with the range in px, or the view timeline of the effect's
/// subject with the range as written. Every subject names its view timeline
/// `--v-<id>`, inset to the visible area `[V0 + insetTop, V1 - insetBottom]`,
/// and `timeline-scope` on `#screen` lets any element of the screen follow it
/// (SPEC section 13's `subject`). An effect along `x` (SPEC section 15) runs
/// on its carousel's inline axis: `scroll(nearest inline)`, or a view
/// timeline along the inline axis inset by the carousel's left and right
/// padding, its snapport.
public struct EffectCSS {
  let screen: Screen
  let html: StickyHTML
  /// A class of an element around the copies of the screen these rules are
  /// for, where several screens share a page: it keeps their rules, whose
  /// ids and names would meet, apart.
  let scope: String?

  public init(screen: Screen, html: StickyHTML, scope: String? = nil) {
    self.screen = screen
    self.html = html
    self.scope = scope
  }

  /// Rules every screen shares.
  public static let style = """
    @property --fx-tx { syntax: '<length>'; inherits: false; initial-value: 0px; }
    @property --fx-ty { syntax: '<length>'; inherits: false; initial-value: 0px; }
    #sc > div { overflow: clip; }
    """

  /// The elements with effects, in the order their rules are written, each
  /// with the carousel it slides in (nil outside carousels).
  var elements: [(id: String, effects: [Effect], carousel: Carousel?)] {
    var result: [(String, [Effect], Carousel?)] = []
    if let header = screen.scroll.header, !header.effects.isEmpty {
      result.append((header.id, header.effects, nil))
    }
    func visit(_ block: Block, in carousel: Carousel?) {
      if !block.effects.isEmpty { result.append((block.id, block.effects, carousel)) }
      if case .carousel(let inner) = block.kind {
        for child in block.children { visit(child, in: inner) }
      } else {
        for child in block.children { visit(child, in: carousel) }
      }
    }
    for block in screen.scroll.children { visit(block, in: nil) }
    return result
  }

  public var stylesheet: String {
    let scoped = scope.map { ".\($0) " } ?? ""
    let prefix = scope.map { "\($0)-" } ?? ""
    var out = ""
    var count = 0
    var subjects: [(id: String, axis: Effect.Axis)] = []
    var carousels: [String: Carousel] = [:]
    for (id, effects, carousel) in elements {
      carousels[id] = carousel
      var names: [String] = []
      var timelines: [String] = []
      var ranges: [String] = []
      for effect in effects {
        let name = "\(prefix)fx-\(count)"
        count += 1
        out += keyframes(name, effect)
        names.append("\(name) linear both")
        switch effect.timeline {
        case .scroll(let start, let end):
          timelines.append(effect.axis == .x ? "scroll(nearest inline)" : "scroll(nearest block)")
          ranges.append("\(px(start)) \(px(end))")
        case .view:
          let subject = effect.subject ?? id
          if !subjects.contains(where: { $0.id == subject }) {
            subjects.append((subject, effect.axis))
          }
          timelines.append("--v-\(subject)")
          ranges.append(effect.timeline.rangeText)
        case .state:
          preconditionFailure("state effects are the state differential's")
        }
      }
      // The shorthand resets the timeline and range, so they come after it.
      out += "\(scoped)[data-id=\"\(id)\"] { animation: \(names.joined(separator: ", ")); "
      out += "animation-timeline: \(timelines.joined(separator: ", ")); "
      out += "animation-range: \(ranges.joined(separator: ", ")); "
      // Registered custom properties let translateX and translateY animate
      // apart and still meet in the one `translate` property that is read.
      out += "translate: var(--fx-tx) var(--fx-ty); }\n"
    }
    let (insetTop, insetBottom) = html.scrollportPadding
    for (subject, axis) in subjects {
      out += "\(scoped)[data-id=\"\(subject)\"] { "
      if axis == .x, let carousel = carousels[subject] {
        out += "view-timeline: --v-\(subject) inline; "
        out +=
          "view-timeline-inset: \(px(carousel.padding.left)) \(px(carousel.padding.right)); }\n"
      } else {
        out += "view-timeline: --v-\(subject) block; "
        out += "view-timeline-inset: \(px(insetTop)) \(px(insetBottom)); }\n"
      }
    }
    if !subjects.isEmpty {
      out +=
        "\(scoped)#screen { timeline-scope: "
        + "\(subjects.map { "--v-\($0.id)" }.joined(separator: ", ")); }\n"
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
  public static func declaration(_ effect: Effect, _ index: Int) -> String {
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
