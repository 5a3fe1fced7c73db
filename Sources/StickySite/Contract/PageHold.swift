import StickyCore

/// One interval of offsets where a state's condition holds, as the flat
/// `[lower, upper, includesLower, includesUpper]`; an open end is written
/// as -1e308 or 1e308, since JSON has no infinity.
struct PageHold: PageValue {
  var interval: ConditionTrack.Interval

  static var kind: PageKind { .tuple([.number, .number, .boolean, .boolean]) }
  var json: JSONValue {
    .array([
      .exactNumber(max(-1e308, interval.lower)), .exactNumber(min(1e308, interval.upper)),
      .bool(interval.includesLower), .bool(interval.includesUpper),
    ])
  }
}
