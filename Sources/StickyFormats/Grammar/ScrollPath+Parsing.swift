import StickyCore

extension ScrollPath {
  /// The comma-separated `OFFSET@SECONDS` points of `animate --path` and
  /// `frames --path`, such as `0@0,-150@0.6,0@1`; a point ending in `!` is
  /// where the finger lifts (`800@1.2!`), and one ending in `!+D` or `!-D`
  /// where it lifts with momentum that would travel `D` (`800@1.2!+300`).
  public init(parsing text: String) throws(ScrollPathError) {
    var points: [Point] = []
    for (index, item) in Self.items(of: text).enumerated() {
      let number = index + 1
      if item.isEmpty { throw .emptyItem(number) }
      let (place, lift) = try Self.lift(of: item, number: number)
      let parts = place.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw .malformedItem(number, item) }
      var values: [Double] = []
      for part in parts {
        guard let value = NumberText.parse(part), value.isFinite else {
          throw .notANumber(number, String(part))
        }
        values.append(value)
      }
      let point = Point(offset: values[0], time: values[1], lift: lift)
      if point.time < 0 { throw .negativeTime(number, item) }
      if point.time > ScrollLimits.maximumSeconds { throw .timeTooLate(number, item) }
      if !OffsetLimit.admits(point.offset) { throw .offsetTooFar(number, item) }
      if let travel = point.travel, !OffsetLimit.admits(travel) {
        throw .travelTooFar(number, item)
      }
      if let last = points.last, point.time <= last.time {
        throw .timeNotIncreasing(number, item)
      }
      points.append(point)
      if points.count > ScrollLimits.maximumPathPoints { throw .tooManyPoints }
    }
    guard points.count >= 2 else { throw .tooFewPoints }
    self.init(points: points)
  }

  /// An item without its lift, and the lift: a last `!` alone, or the last
  /// `!` followed by a sign and the momentum's travel, a number as JSON
  /// writes it.
  private static func lift(of item: String, number: Int) throws(ScrollPathError) -> (
    Substring, Lift?
  ) {
    if item.hasSuffix("!") { return (item.dropLast(), .rest) }
    guard let mark = item.lastIndex(of: "!") else { return (item[...], nil) }
    let travel = item[item.index(after: mark)...]
    guard let sign = travel.first, sign == "+" || sign == "-", travel.count > 1 else {
      throw .malformedLift(number, item)
    }
    // JSON writes the minus itself; after a plus comes the number unsigned.
    let digits = sign == "-" ? travel : travel.dropFirst()
    guard travel.dropFirst().first != "-", let value = NumberText.parse(digits), value.isFinite
    else {
      throw .notANumber(number, String(travel))
    }
    return (item[..<mark], .fling(value))
  }

  /// The items of a path's text, without their spaces.
  private static func items(of text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
  }

  /// Throws when a lift gives the momentum's travel on a screen whose
  /// content does not snap, where nothing would read it; `text` is what the
  /// path was read from.
  public func checkTravels(snaps: Bool, text: String) throws(ScrollPathError) {
    guard !snaps, let index = points.firstIndex(where: { $0.travel != nil }) else { return }
    throw .travelWithoutSnap(index + 1, Self.items(of: text)[index])
  }
}
