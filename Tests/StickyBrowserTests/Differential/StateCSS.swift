import StickyCore
import StickyNativeHTML

/// Writes a screen's state effects as CSS `scroll-state()` container queries
/// on probes, so that Chromium decides every condition itself: `#sc` is the
/// scroll-state container `sc` for `scrolled` (`scrollable: top`) and
/// `not-at-end` (`scrollable: bottom`); each sticky subject is the container
/// `st-<id>` for `stuck` (`stuck: top`, `stuck: bottom`, or either for a
/// subject with both edges). Each effect gets a probe, an empty absolutely
/// positioned `i.q-<n>` in its container, which takes `values[0]` and, while
/// the query holds, `values[1]`, with no transition.
struct StateCSS {
  /// One probe: the element it goes into (nil for the scroll content) and
  /// the effect it shows.
  struct Probe {
    var container: String?
    var owner: String
    var effect: Effect
  }

  let probes: [Probe]
  let stylesheet: String

  static let style = """
    #sc { container: sc / scroll-state; }
    #screen i[class^="q-"] { position: absolute; width: 0; height: 0; transition: none;
      translate: var(--fx-tx) var(--fx-ty); }
    """

  init(screen: Screen) {
    var edges: [String: StickyEdge] = [:]
    var owned: [(String, Effect)] = []
    func visit(_ block: Block) {
      if block.sticky != .none { edges[block.id] = block.sticky }
      owned += block.effects.map { (block.id, $0) }
      if case .stack(let stack) = block.kind { stack.children.forEach(visit) }
    }
    owned += (screen.scroll.header?.effects ?? []).map { (screen.scroll.header!.id, $0) }
    screen.scroll.children.forEach(visit)
    var probes: [Probe] = []
    var out = ""
    var containers: Set<String> = []
    for (owner, effect) in owned {
      guard case .state(let condition) = effect.timeline else { continue }
      let probe = ".q-\(probes.count)"
      let query: String
      var container: String? = nil
      switch condition {
      case .scrolled: query = "sc scroll-state(scrollable: top)"
      case .notAtEnd: query = "sc scroll-state(scrollable: bottom)"
      case .stuck:
        let subject = effect.subject!
        container = subject
        containers.insert(subject)
        query =
          switch edges[subject]! {
          case .top: "st-\(subject) scroll-state(stuck: top)"
          case .bottom: "st-\(subject) scroll-state(stuck: bottom)"
          default: "st-\(subject) scroll-state((stuck: top) or (stuck: bottom))"
          }
      case .collapsed: preconditionFailure("collapsed is no CSS condition")
      }
      let css = EffectCSS.self
      out += "#screen \(probe) { \(css.declaration(effect, 0)) }\n"
      out += "@container \(query) { #screen \(probe) { \(css.declaration(effect, 1)) } }\n"
      probes.append(Probe(container: container, owner: owner, effect: effect))
    }
    for subject in containers.sorted() {
      out += "[data-id=\"\(subject)\"] { container: st-\(subject) / scroll-state; }\n"
    }
    self.probes = probes
    stylesheet = out
  }
}
