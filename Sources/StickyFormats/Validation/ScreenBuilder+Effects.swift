import StickyCore

extension ScreenBuilder {
  /// The effects among the children of the element `id`, checked: the range
  /// its timeline reads, values its property takes, one effect per part and
  /// property, the axis of a carousel only inside the one the element is
  /// in (`carousel`).
  mutating func effects(
    in children: [RawNode], of id: String, carousel: String?
  ) -> [Effect] {
    var built: [Effect] = []
    for node in children where node.nodeType == .effect {
      let properties = checkedProperties(of: node, LayoutSchema.node(.effect))
      guard let property = properties.text("property").flatMap(Effect.Property.init),
        let rangeText = properties.text("range"),
        properties.numbers("values") != nil || properties.colors("values") != nil,
        let part = Effect.Part(rawValue: properties.text(orDefault: "part")),
        let kind = Effect.TimelineKind(rawValue: properties.text(orDefault: "timeline"))
      else { continue }
      guard let timeline = Self.timeline(kind, range: rangeText) else {
        report(
          .invalidEffectRange(rangeText, timeline: kind),
          at: properties.location("range") ?? node.location)
        continue
      }
      let valuesLocation = properties.location("values") ?? node.location
      let values = properties.numbers("values") ?? []
      let colors = properties.colors("values") ?? []
      guard colors.isEmpty == !property.takesColors else {
        report(.effectValueKind(property: property), at: valuesLocation)
        continue
      }
      if let wrong = values.first(where: { !property.accepts($0) }) {
        report(
          .effectValueOutOfRange(NumberFormat.exact(wrong), property: property),
          at: valuesLocation)
        continue
      }
      let axis = Effect.Axis(rawValue: properties.text(orDefault: "axis")) ?? .y
      if axis == .x, let location = properties.location("axis") {
        if carousel == nil {
          report(.inlineAxisOutsideCarousel, at: location)
          continue
        }
        if case .state(let condition) = timeline, !Self.inlineStates.contains(condition) {
          report(.inlineAxisOfState(condition.rawValue), at: location)
          continue
        }
      }
      let effect = Effect(
        part: part, property: property, timeline: timeline, values: values, colors: colors,
        subject: properties.text("subject"), duration: properties.number(orDefault: "duration"),
        axis: axis)
      if kind == .state && effect.keyframeCount != 2 {
        report(.stateValueCount(effect.keyframeCount), at: valuesLocation)
        continue
      }
      if effect.subject != nil, !Self.readsSubject(timeline) {
        report(
          .subjectUnused(timeline: Self.timelineName(timeline)),
          at: properties.location("subject") ?? node.location)
        continue
      }
      guard !built.contains(where: { $0.key == effect.key }) else {
        report(.duplicateEffect(effect.key), at: node.location)
        continue
      }
      built.append(effect)
      // A subject written as no id has its error; what it names is unknown.
      if !properties.invalid.contains("subject") {
        subjectChecks.append(
          SubjectCheck(
            element: id, carousel: carousel, effect: effect, node: node.location,
            subject: properties.location("subject")))
      }
      record(
        .effect(element: id, part: effect.part, property: effect.property), node, properties)
    }
    return built
  }

  /// The states an `x` effect may watch: its carousel's offset away from
  /// either end. Nothing in a carousel is sticky, and it has no header.
  static let inlineStates: [StateCondition] = [.scrolled, .notAtEnd]

  /// Whether the timeline reads an element: a view timeline's place, a
  /// stuck state's pin lines.
  static func readsSubject(_ timeline: Effect.Timeline) -> Bool {
    switch timeline {
    case .view, .state(.stuck): true
    case .scroll, .state: false
    }
  }

  /// How messages name the timeline: `scroll`, `view` or the state's condition.
  static func timelineName(_ timeline: Effect.Timeline) -> String {
    if case .state(let condition) = timeline { return condition.rawValue }
    return timeline.kind.rawValue
  }

  /// Checks what the effects of the finished screen read of other elements:
  /// a subject exists, a stuck state's is sticky, a collapsed state has a
  /// header that collapses (SPEC section 13).
  mutating func checkSubjects(of screen: Screen) {
    var sticky: [String: Bool] = [:]
    if let header = screen.scroll.header { sticky[header.id] = false }
    var pending = screen.scroll.children
    while let block = pending.popLast() {
      sticky[block.id] = block.sticky != .none
      pending += block.children
    }
    let header = screen.scroll.header
    let bars = Set(screen.bars.map(\.id))
    for check in subjectChecks {
      let subject = check.effect.subject ?? check.element
      let location = check.subject ?? check.node
      let reads = Self.readsSubject(check.effect.timeline)
      if check.effect.subject == nil, bars.contains(check.element), reads {
        report(
          .barEffectWithoutSubject(timeline: Self.timelineName(check.effect.timeline)),
          at: check.node)
        continue
      }
      guard let isSticky = reads ? sticky[subject] : false else {
        report(.unknownSubject(subject), at: location)
        continue
      }
      if let subject = check.effect.subject, check.effect.axis == .x,
        carouselOf[subject] != check.carousel
      {
        report(.subjectOutsideCarousel(subject, carousel: check.carousel ?? ""), at: location)
        continue
      }
      switch check.effect.timeline {
      case .state(.stuck) where !isSticky:
        report(.stuckSubjectNotSticky(subject), at: location)
      case .state(.collapsed):
        if header.map({ $0.collapsedHeight >= $0.height }) ?? true {
          report(.noCollapsingHeader, at: check.node)
        }
      default: break
      }
    }
  }

  /// `a b` for a scroll timeline; `NAME P% NAME P%` for a view timeline; a
  /// condition's name for a state.
  static func timeline(_ kind: Effect.TimelineKind, range: String) -> Effect.Timeline? {
    let words = Whitespace.words(range).map(String.init)
    switch kind {
    case .scroll:
      guard words.count == 2, let start = NumberText.parse(words[0]),
        let end = NumberText.parse(words[1]), ScrollRangeLimit.admits(start: start, end: end)
      else { return nil }
      return .scroll(start: start, end: end)
    case .view:
      guard words.count == 4, let start = viewPoint(words[0], words[1]),
        let end = viewPoint(words[2], words[3])
      else { return nil }
      return .view(start: start, end: end)
    case .state:
      guard words.count == 1, let condition = StateCondition(rawValue: words[0]) else {
        return nil
      }
      return .state(condition)
    }
  }

  private static func viewPoint(_ name: String, _ percent: String) -> Effect.ViewPoint? {
    guard let range = Effect.ViewRange(rawValue: name), percent.hasSuffix("%"),
      let value = NumberText.parse(String(percent.dropLast())), value.isFinite
    else { return nil }
    return Effect.ViewPoint(range, value / 100)
  }
}
