import StickyCore

extension ScrollPath {
  /// The comma-separated `OFFSET@SECONDS` points of `animate --path` and
  /// `frames --path`, such as `0@0,-150@0.6,0@1`; a point ending in `!` is
  /// where the finger lifts (`800@1.2!`).
  public init(parsing text: String) throws(ScrollPathError) {
    var points: [Point] = []
    for (index, item) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let item = item.filter { $0 != " " }
      if item.isEmpty { throw .emptyItem(number) }
      let lifts = item.hasSuffix("!")
      let parts = item.dropLast(lifts ? 1 : 0).split(
        separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw .malformedItem(number, item) }
      var values: [Double] = []
      for part in parts {
        guard let value = NumberText.parse(part), value.isFinite else {
          throw .notANumber(number, String(part))
        }
        values.append(value)
      }
      let point = Point(offset: values[0], time: values[1], lifts: lifts)
      if point.time < 0 { throw .negativeTime(number, item) }
      if point.time > ScrollLimits.maximumSeconds { throw .timeTooLate(number, item) }
      if !OffsetLimit.admits(point.offset) { throw .offsetTooFar(number, item) }
      if let last = points.last, point.time <= last.time {
        throw .timeNotIncreasing(number, item)
      }
      points.append(point)
      if points.count > ScrollLimits.maximumPathPoints { throw .tooManyPoints }
    }
    guard points.count >= 2 else { throw .tooFewPoints }
    self.init(points: points)
  }
}
