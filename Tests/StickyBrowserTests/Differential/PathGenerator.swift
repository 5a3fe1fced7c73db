import StickyCore
import StickyTestSupport

/// A random scroll path for a screen (SPEC section 12) and the times at which
/// to compare its state: monotone stretches down and up by amounts measured
/// against what hides (so it hides partly and snaps go either way), pulls
/// past the top and past the end, lifts after which the offset holds (the
/// snap runs, and sometimes a second lift restarts it), holds cut short by a
/// move (the snap stops) and lifts followed at once by a move. Where the
/// content snaps (SPEC section 14), half of the lifts give the momentum's
/// travel, and the times crowd where the glides end too.
struct PathGenerator {
  /// Times compared per path.
  static let sampleCount = 50
  /// How long after a lift the times crowd, in shares of the snap's duration
  /// (and a few seconds after it, for snaps of no time).
  static let afterLift: [Double] = [0.004, 0.08, 0.25, 0.5, 0.8, 0.9996, 1, 1.0004, 1.2]

  var random: SplitMix64
  let lowest: Double
  let highest: Double
  let maxOffset: Double
  /// The heights of what hides, or a fifth of the screen when nothing does:
  /// a small move is a share of one of them, so it hides or shows part of it.
  let reaches: [Double]
  /// How long the screen's snaps take (the parts that snap share it).
  let snapDuration: Double
  /// How long a glide to where the content rests takes; nil where it does
  /// not snap.
  let glide: Double?
  /// The rules the path is replayed by, where the content snaps.
  let rules: ScrollerRules

  init(seed: UInt64, table: Scene) {
    // Its own stream, so that the path does not shift with the layout's draws.
    random = SplitMix64(seed: seed ^ 0x9A7B_5EED_0F_A7B5)
    lowest = table.lowestOffset
    highest = table.highestOffset
    maxOffset = table.maxOffset
    let heights = table.hiding.hideableHeights
    let hiding = (heights.bars + [heights.header]).filter { $0 > 0 }
    reaches = hiding.isEmpty ? [table.viewport.height / 5] : hiding
    let snaps = table.hiding.snaps
    snapDuration =
      snaps.compactMap { $0?.duration }.first
      ?? SnapStyle.standard.duration
    glide = table.snap.snaps ? table.snap.style.duration : nil
    rules = table.content.rules
  }

  /// A path and the times to compare it at.
  static func path(seed: UInt64, table: Scene) -> (path: ScrollPath, times: [Double]) {
    var generator = PathGenerator(seed: seed, table: table)
    let path = generator.path()
    return (path, generator.times(along: path))
  }

  // MARK: Drawing

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }

  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0...(options.count - 1), using: &random)]
  }

  /// Hundredths, so that the path's text reads back as the same numbers.
  static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  mutating func offset(after offset: Double) -> Double {
    let reach = pick(reaches)
    let next: Double
    switch Int.random(in: 0...9, using: &random) {
    case 0...2: next = offset + reach * uniform(0.1...0.9)
    case 3...5: next = offset - reach * uniform(0.1...0.9)
    case 6: next = offset + (chance(0.5) ? reach * uniform(1...3) : maxOffset * uniform(0.1...0.6))
    case 7: next = offset - reach * uniform(1...4)
    case 8:
      next = chance(0.5) ? -uniform(0...(-lowest)) : maxOffset + uniform(0...(highest - maxOffset))
    default: next = chance(0.5) ? 0 : maxOffset
    }
    // Inside the overscroll range after rounding too: the page keeps to it.
    let last = (highest * 100).rounded(.down) / 100
    let first = (lowest * 100).rounded(.up) / 100
    return min(last, max(first, Self.hundredths(next)))
  }

  /// How far the glides have carried the content from the path by the end
  /// of `points`, where the path moves on: the offsets are drawn for the
  /// content, which the page keeps within the overscroll range.
  func displacement(along points: [ScrollPath.Point]) -> Double {
    guard glide != nil, points.count > 1 else { return 0 }
    let last = points[points.count - 1]
    return PathReplay(path: ScrollPath(points: points), rules: rules).state(at: last.time).offset
      - last.offset
  }

  mutating func path() -> ScrollPath {
    var time = chance(0.2) ? Self.hundredths(uniform(0.05...0.4)) : 0
    var offset = chance(0.5) ? 0 : Self.hundredths(uniform(0...maxOffset))
    var points = [ScrollPath.Point(offset: offset, time: time)]
    for _ in 0..<Int.random(in: 4...10, using: &random) {
      time += Self.hundredths(uniform(0.08...0.9))
      let carried = displacement(along: points)
      offset = self.offset(after: offset + carried)
      if carried != 0 {
        // The path's offset that puts the content there, on the hundredths
        // grid and inside the range still.
        offset = Self.hundredths(offset - carried)
        if offset + carried > highest { offset -= 0.01 }
        if offset + carried < lowest { offset += 0.01 }
      }
      let lifts = chance(0.6)
      points.append(ScrollPath.Point(offset: offset, time: time, lift: lifts ? lift() : nil))
      guard lifts else { continue }
      switch Int.random(in: 0...5, using: &random) {
      case 0...2:
        // The offset holds while the snap runs; now and then the finger
        // touches and lifts again, which starts the snap anew.
        time += pick([0.1, 0.15, 0.25, 0.3, 0.5, 0.8])
        points.append(ScrollPath.Point(offset: offset, time: time, lifts: chance(0.15)))
      case 3:
        // A short hold: the next move stops the snap on its way.
        time += pick([0.03, 0.08, 0.12, 0.2])
        points.append(ScrollPath.Point(offset: offset, time: time))
      default:
        break  // the next point moves at once: no snap runs
      }
    }
    return ScrollPath(points: points)
  }

  /// A lift: where the content snaps, half of the time with momentum that
  /// would travel a short way, a screen or more, or past either end.
  mutating func lift() -> ScrollPath.Lift {
    guard glide != nil, chance(0.5) else { return .rest }
    let travel = Self.hundredths(
      pick([uniform(1...80), uniform(80...600), maxOffset * uniform(0.5...1.5)]))
    return .fling(chance(0.5) ? travel : -travel)
  }

  /// `sampleCount` distinct times on the 1/10,000 s grid `frames --times`
  /// prints: the points, crowded after each lift and each move that follows
  /// a hold, the end and past it, and the rest spread at random.
  mutating func times(along path: ScrollPath) -> [Double] {
    let points = path.points
    let end = path.duration
    var special: [Double] = points.map(\.time)
    for (index, point) in points.enumerated() {
      if point.lifts {
        special += Self.afterLift.map { point.time + max($0 * snapDuration, $0 * 0.01) }
        // The glide, then the snaps that wait for it to rest.
        if let glide {
          special += Self.afterLift.map { point.time + max($0 * glide, $0 * 0.01) }
          special += Self.afterLift.map { point.time + glide + $0 * snapDuration }
        }
      }
      if index + 1 < points.count, index > 0, points[index - 1].offset == point.offset,
        points[index + 1].offset != point.offset
      {
        special += [0.001, 0.05].map { point.time + $0 }
      }
    }
    special.shuffle(using: &random)
    var chosen = Set([end, end + 0.1, end + 1].map(NumberFormat.rounded))
    if points[0].time > 0 { chosen.insert(0) }
    for time in special where chosen.count < Self.sampleCount * 7 / 10 {
      chosen.insert(NumberFormat.rounded(time))
    }
    while chosen.count < Self.sampleCount {
      chosen.insert(NumberFormat.rounded(uniform(0...(end + 0.3))))
    }
    return chosen.sorted()
  }
}
