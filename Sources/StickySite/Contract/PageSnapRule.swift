import StickyCore

/// SPEC section 14's rule (`SnapRule`), which the page's `kernel/snapRule.js`
/// runs to land the content after a lift, a fling or a key, and the glide
/// there. Only pages of screens that snap carry it.
struct PageSnapRule: PageRecord {
  var type: PageSnapType
  var snapport: Double
  var shift: Double
  var maxOffset: Double
  var duration: Exact
  var easing: [Exact]
  var areas: [PageSnapArea]
  var paged: Bool?

  /// The screen's rule, or nil when its content never snaps.
  init?(_ rule: SnapRule) {
    guard rule.snaps, let type = PageSnapType(rule.type) else { return nil }
    self.type = type
    snapport = rule.snapport
    shift = rule.shift
    maxOffset = rule.maxOffset
    duration = Exact(rule.style.duration)
    easing = rule.style.easing.controlPoints.map(Exact.init)
    areas = rule.areas.map(PageSnapArea.init)
    paged = rule.paged ? true : nil
  }

  static let summary = "Where the content comes to rest (SPEC section 14), for pages that snap."
  static var fields: [PageField<Self>] {
    [
      .init(
        "type", \.type, "Whether the content always rests at a snap position, or only near one."),
      .init("snapport", \.snapport, "Hs = B - T with the bars at rest."),
      .init(
        "shift", \.shift,
        "V0 + insetTop - T: added to an item's content top, the offset at which its top meets T."),
      .init("maxOffset", \.maxOffset, "The end of the scroll range."),
      .init("duration", \.duration, "How long the glide to the landing place takes, in seconds."),
      .init("easing", \.easing, "Its easing, as cubic-bezier(x1, y1, x2, y2)'s four numbers."),
      .init(
        "areas", \.areas, "The blocks that snap and the lists whose rows do, in document order."),
      .init(
        "paged", \.paged,
        "A carousel's page rule (SPEC section 15): it rests at whole pages of the snapport's length."
      ),
    ]
  }
}
