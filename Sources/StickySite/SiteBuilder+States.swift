import StickyCore
import StickyDrawing

/// The facts of the state effects (SPEC section 13): what each element shows
/// while its condition holds and otherwise, where the condition holds, and how
/// long the page takes to change, in a designer's words: "nav-bar: background
/// #f9f9f900 → #f9f9f9f0 while the content is scrolled (offset above 0), over
/// 0.25 s".
extension SiteBuilder {
  /// One fact per element and condition, its effects named in their order,
  /// each from its value while the condition does not hold to the other.
  static func stateFacts(_ table: Scene) -> [(String, String)] {
    var facts: [(String, String)] = []
    for track in table.tracks {
      var groups: [(key: String, effects: [EffectTrack])] = []
      for effect in track.effects where effect.state != nil {
        let key = conditionText(effect, of: track.id, in: table)
        if let index = groups.firstIndex(where: { $0.key == key }) {
          groups[index].effects.append(effect)
        } else {
          groups.append((key, [effect]))
        }
      }
      for group in groups {
        let changes = group.effects.map { effect in
          effectName(effect.effect) + " " + BreakpointTicks.valueText(effect.effect, 0) + " → "
            + BreakpointTicks.valueText(effect.effect, 1)
        }
        facts.append((track.id, changes.joined(separator: ", ") + " " + group.key))
      }
    }
    return facts
  }

  /// What an effect drives, in words: "background", "text opacity".
  static func effectName(_ effect: Effect) -> String {
    let property = effect.property == .color ? "background" : effect.property.rawValue
    return effect.part == .self ? property : effect.part.rawValue + " " + property
  }

  /// When the condition holds, with the offsets where it does, and the time
  /// the change takes: "while the content is scrolled (offset above 0), over
  /// 0.25 s". Effects of one element that agree on all of it share a fact.
  static func conditionText(_ track: EffectTrack, of id: String, in table: Scene) -> String {
    guard case .state(let condition) = track.effect.timeline, let state = track.state else {
      return ""
    }
    let when: String
    switch condition {
    case .scrolled: when = "while the content is scrolled"
    case .notAtEnd: when = "while the content is short of its end"
    case .stuck:
      let subject = track.effect.subject ?? id
      when = subject == id ? "while it is stuck" : "while " + subject + " is stuck"
    case .collapsed: when = "while the header is collapsed"
    }
    let duration = track.effect.duration
    let change = duration > 0 ? "over " + NumberFormat.string(duration) + " s" : "at once"
    return when + " (" + offsetsText(state, in: table) + "), " + change
  }

  /// Where a condition holds within the offsets a reader can reach: "offset
  /// above 0", "offset from 192", "offset 12 to 30 and above 400".
  static func offsetsText(_ state: ConditionTrack, in table: Scene) -> String {
    let n = NumberFormat.string
    let reachable = state.intervals.filter {
      $0.upper >= table.lowestOffset && $0.lower <= table.highestOffset
    }
    guard !reachable.isEmpty else { return "never on screen" }
    let parts = reachable.prefix(3).map { interval -> String in
      let lowerOpen = interval.lower <= table.lowestOffset
      let upperOpen = interval.upper >= table.highestOffset
      switch (lowerOpen, upperOpen) {
      case (true, true): return "any"
      case (true, false):
        return (interval.includesUpper ? "up to " : "below ") + n(interval.upper)
      case (false, true):
        return (interval.includesLower ? "from " : "above ") + n(interval.lower)
      case (false, false):
        return interval.lower == interval.upper
          ? "at " + n(interval.lower) : n(interval.lower) + " to " + n(interval.upper)
      }
    }
    let more = reachable.count > 3 ? " and more" : ""
    return "offset " + parts.joined(separator: " and ") + more
  }
}
