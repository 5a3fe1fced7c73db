import StickyCore

extension ScreenBuilder {
  /// The effects among the children of the element `id`, checked: the range
  /// its timeline reads, values its property takes, one effect per part and
  /// property.
  mutating func effects(in children: [RawNode], of id: String) -> [Effect] {
    var built: [Effect] = []
    for node in children where node.nodeType == .effect {
      let properties = checkedProperties(of: node, .effect)
      guard let property = properties.text("property").flatMap(Effect.Property.init),
        let rangeText = properties.text("range"), let values = properties.numbers("values"),
        let part = Effect.Part(rawValue: properties.text(orDefault: "part")),
        let kind = Effect.TimelineKind(rawValue: properties.text(orDefault: "timeline"))
      else { continue }
      guard let timeline = Self.timeline(kind, range: rangeText) else {
        report(
          .invalidEffectRange(rangeText, timeline: kind),
          at: properties.location("range") ?? node.location)
        continue
      }
      if let wrong = values.first(where: { !property.accepts($0) }) {
        report(
          .effectValueOutOfRange(NumberFormat.exact(wrong), property: property),
          at: properties.location("values") ?? node.location)
        continue
      }
      let effect = Effect(part: part, property: property, timeline: timeline, values: values)
      guard !built.contains(where: { $0.key == effect.key }) else {
        report(.duplicateEffect(effect.key), at: node.location)
        continue
      }
      built.append(effect)
      record(
        .effect(element: id, part: effect.part, property: effect.property), node, properties)
    }
    return built
  }

  /// `a b` for a scroll timeline; `NAME P% NAME P%` for a view timeline.
  static func timeline(_ kind: Effect.TimelineKind, range: String) -> Effect.Timeline? {
    let words = Whitespace.words(range).map(String.init)
    switch kind {
    case .scroll:
      guard words.count == 2, let start = NumberText.parse(words[0]),
        let end = NumberText.parse(words[1]), start.isFinite, end.isFinite, start < end
      else { return nil }
      return .scroll(start: start, end: end)
    case .view:
      guard words.count == 4, let start = viewPoint(words[0], words[1]),
        let end = viewPoint(words[2], words[3])
      else { return nil }
      return .view(start: start, end: end)
    }
  }

  private static func viewPoint(_ name: String, _ percent: String) -> Effect.ViewPoint? {
    guard let range = Effect.ViewRange(rawValue: name), percent.hasSuffix("%"),
      let value = NumberText.parse(String(percent.dropLast())), value.isFinite
    else { return nil }
    return Effect.ViewPoint(range, value / 100)
  }
}
