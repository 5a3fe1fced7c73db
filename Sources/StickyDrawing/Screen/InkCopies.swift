import StickyCore

/// What is drawn in an ink that may change along a drawing's timeline: in one
/// class at an offset; along a path, once in each ink it takes, each copy
/// visible while that ink is the one.
struct InkCopies {
  struct Copy {
    var className: String
    /// The copy's visibility over the timeline, when there are several.
    var visibility: [SVGWriter.Attribute]?
    var hidden: Bool
  }

  var copies: [Copy]

  /// One ink all along.
  static func constant(_ className: String) -> InkCopies {
    InkCopies(copies: [Copy(className: className, visibility: nil, hidden: false)])
  }

  private init(copies: [Copy]) { self.copies = copies }

  /// The ink at each of `samples` (`ScreenDecor.samples`) is `ink` of its
  /// parameter; a still drawing asks once, at its offset.
  init(
    timeline: Timeline, samples: [(time: Double, parameter: Double)],
    ink: (Double) -> String
  ) {
    guard !timeline.stretches.isEmpty else {
      copies = [
        Copy(className: ink(timeline.parameters.lowerBound), visibility: nil, hidden: false)
      ]
      return
    }
    var changes: [(time: Double, ink: String)] = []
    for (time, parameter) in samples {
      let ink = ink(parameter)
      if changes.last?.ink != ink { changes.append((time, ink)) }
    }
    var seen: [String] = []
    for change in changes where !seen.contains(change.ink) { seen.append(change.ink) }
    guard seen.count > 1 else {
      copies = seen.map { Copy(className: $0, visibility: nil, hidden: false) }
      return
    }
    copies = seen.map { ink in
      Copy(
        className: ink,
        visibility: Keyframes.discrete(
          of: "visibility", values: changes.map { $0.ink == ink ? "visible" : "hidden" },
          times: changes.map(\.time), duration: timeline.duration, loop: timeline.loop),
        hidden: ink != changes[0].ink)
    }
  }

  /// Opens the group of `copy`, with its class and its visibility.
  static func open(_ copy: Copy, into svg: inout SVGWriter) {
    svg.open("g", [("class", copy.className)] + (copy.hidden ? [("visibility", "hidden")] : []))
    if let visibility = copy.visibility { svg.leaf("animate", visibility) }
  }
}
