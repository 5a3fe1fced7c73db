import StickyCore
import StickyFormats
import StickyTestSupport

/// Shares of a duration: the ends, either side of them by the least a
/// double can, the middle, and `count` more at random.
func vectorShares(_ count: Int, using generator: inout SplitMix64) -> [Double] {
  [
    -1, -0.0, 0, Double.leastNonzeroMagnitude, 1e-300, 1e-17, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9,
    0.9999999999999999, 1,
    1.0000000000000002, 2,
  ] + (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
}

/// CSS's timing functions (`CubicBezier`, `kernel/cubicBezier.js`): the
/// named curves at many shares of the time, and curves at random.
enum CubicBezierRule: KernelRule {
  struct Input: Codable, Sendable {
    /// The curve's name where the page has it as a constant: `easeInOut`,
    /// `easeOut`; `ease` is page data, which the page reads as `curve`.
    var name: String?
    var curve: [Double]
    var shares: [Double]
  }

  static let name = "cubicBezier"
  static let named: [(name: String, curve: CubicBezier)] = [
    ("easeInOut", .easeInOut), ("easeOut", .easeOut), ("ease", .ease),
  ]

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0xC0BE)
    var inputs = named.map {
      Input(
        name: $0.name, curve: $0.curve.controlPoints, shares: vectorShares(485, using: &generator))
    }
    for index in 0..<60 {
      // x stays within 0...1, as CSS requires; some control points sit on its ends.
      func x() -> Double {
        index % 5 == 0
          ? Double(generator.next(below: 2)) : Double.random(in: 0...1, using: &generator)
      }
      let (x1, x2) = (x(), x())
      let y1 = Double.random(in: -1...2, using: &generator)
      let y2 = Double.random(in: -1...2, using: &generator)
      inputs.append(
        Input(name: nil, curve: [x1, y1, x2, y2], shares: vectorShares(10, using: &generator)))
    }
    return inputs
  }

  static func outputs(_ input: Input) -> [VectorValue] {
    let curve =
      named.first { $0.name == input.name }?.curve
      ?? CubicBezier(input.curve[0], input.curve[1], input.curve[2], input.curve[3])
    return input.shares.map { .number(curve.progress(atTime: $0)) }
  }

  static func cases(_ input: Input) -> Int { input.shares.count }
}

/// CSS Transitions' reversing shortening factor (`StateTransition`,
/// `kernel/stateTransition.js`), over chains of reversals, each at a share
/// of the way of the one before on the states' `ease`.
enum StateTransitionRule: KernelRule {
  struct Input: Codable, Sendable {
    /// The states' curve, as the page data gives it.
    var curve: [Double]
    var shares: [Double]
  }

  static let name = "stateTransition"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x5747E)
    return (0..<100).map { index in
      let shares = (0..<8).map { step in
        index % 7 == 0 && step % 2 == 0
          ? [0, 1e-12, 0.5, 1 - 1e-12, 1][generator.next(below: 5)]
          : Double.random(in: 0...1, using: &generator)
      }
      return Input(curve: CubicBezier.ease.controlPoints, shares: shares)
    }
  }

  /// Per share, the eased output of the transition reversed there and the
  /// factor of the one that reverses it.
  static func outputs(_ input: Input) -> [VectorValue] {
    var factor = 1.0
    return input.shares.flatMap { share -> [VectorValue] in
      let eased = CubicBezier.ease.progress(atTime: share)
      factor = StateTransition.shorteningFactor(eased: eased, factor: factor)
      return [.number(eased), .number(factor)]
    }
  }

  static func cases(_ input: Input) -> Int { input.shares.count }
}

/// A scripted scroll's offset at a time (`ScrollPath`, `kernel/scrollPath.js`).
enum ScrollPathRule: KernelRule {
  struct Input: Codable, Sendable {
    /// Points as `[offset, time, lifts]`, lifts 1 or 0.
    var points: [[Double]]
    var times: [Double]
  }

  static let name = "scrollPath"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x5C2011)
    return (0..<30).map { index in
      let path = randomPath(index: index, using: &generator)
      var times = path.points.flatMap { [$0.time, $0.time - 1e-9, $0.time + 1e-9] }
      times +=
        [-1, path.duration + 1]
        + (0..<10).map { _ in
          Double.random(in: -0.1...(path.duration + 0.1), using: &generator)
        }
      return Input(points: vectorPoints(path), times: times)
    }
  }

  static func outputs(_ input: Input) -> [VectorValue] {
    let path = ScrollPath(points: scrollPoints(input.points))
    return input.times.map { .number(path.offset(at: $0)) }
  }

  static func cases(_ input: Input) -> Int { input.times.count }
}

/// A path whose points hold still now and then, lift the finger at random,
/// and reach far past a screen's ends on some paths.
func randomPath(index: Int, using generator: inout SplitMix64) -> ScrollPath {
  var time = index % 4 == 0 ? 0 : Double.random(in: 0...1, using: &generator)
  var points: [ScrollPath.Point] = []
  for step in 0..<(2 + generator.next(below: 11)) {
    let reach = index % 10 == 9 ? 1e12 : 3_000
    let offset =
      step > 0 && generator.next(below: 4) == 0
      ? points[step - 1].offset : Double.random(in: -reach / 6...reach, using: &generator)
    points.append(
      ScrollPath.Point(offset: offset, time: time, lifts: generator.next(below: 2) == 0))
    time += Double.random(in: 0.01...1.5, using: &generator)
  }
  return ScrollPath(points: points)
}

/// A path's points as vectors write them: `[offset, time, 0]` where the
/// finger stays, `[offset, time, 1]` where it lifts, `[offset, time, 2,
/// travel]` where it lifts with momentum.
func vectorPoints(_ path: ScrollPath) -> [[Double]] {
  path.points.map { point in
    switch point.lift {
    case nil: [point.offset, point.time, 0]
    case .rest: [point.offset, point.time, 1]
    case .fling(let travel): [point.offset, point.time, 2, travel]
    }
  }
}

func scrollPoints(_ points: [[Double]]) -> [ScrollPath.Point] {
  points.map { point in
    let lift: ScrollPath.Lift? =
      switch point[2] {
      case 1: .rest
      case 2: .fling(point[3])
      default: nil
      }
    return ScrollPath.Point(offset: point[0], time: point[1], lift: lift)
  }
}

/// The path grammar (StickyFormats' `ScenePath(parsing:)` and
/// `ScrollPath(parsing:)`, their reasons `ScrollPathError`;
/// `kernel/scrollPathParsing.js`): paths as people write them, numbers in
/// every spelling JSON allows, carousels' own paths after the content's, and
/// each way to get one wrong.
enum ScrollPathParsingRule: KernelRule {
  struct Input: Codable, Sendable {
    var text: String
    /// Whether the screen the path is played on snaps, where a path read
    /// well is then checked for travels (`checkTravels`); nil: not checked.
    var snaps: Bool? = nil
  }

  static let name = "scrollPathParsing"

  static func inputs() -> [Input] {
    var generator = SplitMix64(seed: 0x9A7B)
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(generator.next(below: 10))) })
    }
    /// `value` spelt as JSON may spell it, or a near miss that is no number.
    func spelling(_ value: Double, wrong: Bool = false) -> String {
      if wrong {
        return [
          "01", ".5", "5.", "+5", "1e", "0x10", "inf", "NaN", "--1", "1.2.3", "", "1e999", "½",
        ][
          generator.next(below: 13)]
      }
      let whole = Int(value.rounded(.towardZero))
      let sign = value < 0 && whole == 0 ? "-" : ""
      switch generator.next(below: 5) {
      case 0: return sign + String(whole)
      case 1: return sign + "\(whole).\(digits(1 + generator.next(below: 20)))"
      case 2:
        return sign
          + "\(whole)e\(["", "+", "-"][generator.next(below: 3)])\(generator.next(below: 4))"
      case 3: return sign + "\(whole).\(digits(3))E-\(1 + generator.next(below: 2))"
      default: return String(value)
      }
    }
    /// A time in milliseconds, in one of the spellings of its seconds.
    func seconds(_ milliseconds: Int, wrong: Bool) -> String {
      if wrong { return spelling(0, wrong: true) }
      let fraction = String(milliseconds % 1000)
      switch generator.next(below: 4) {
      case 0: return "\(milliseconds)e-3"
      case 1: return "\(milliseconds * 10)E-4"
      case 2: return String(Double(milliseconds) / 1000)
      default:
        return "\(milliseconds / 1000)."
          + String(repeating: "0", count: 3 - fraction.count) + fraction
      }
    }
    func item(_ point: ScrollPath.Point, _ milliseconds: Int, wrong: Int = -1) -> String {
      let text =
        spelling(point.offset, wrong: wrong == 0) + "@" + seconds(milliseconds, wrong: wrong == 1)
      return (point.lifts ? text + "!" : text).replacing(
        "@", with: generator.next(below: 6) == 0 ? " @ " : "@")
    }
    var texts: [String] = []
    for index in 0..<500 {
      let points = randomPath(index: index, using: &generator).points
      var milliseconds = [index % 4 == 0 ? 0 : generator.next(below: 1000)]
      for _ in points.dropFirst() {
        milliseconds.append(milliseconds.last! + 1 + generator.next(below: 1500))
      }
      var items = zip(points, milliseconds).map { item($0, $1) }
      switch index % 10 {
      case 0, 1, 2, 3, 4: break
      case 5:
        let wrong = generator.next(below: items.count)
        items[wrong] = item(points[wrong], milliseconds[wrong], wrong: generator.next(below: 2))
      case 6:
        items.insert(
          ["", " ", "1@2@3", "12", "@", "1@2!!", "!"][generator.next(below: 7)],
          at: generator.next(below: items.count + 1))
      case 7:
        items.append(
          ["0@-1", "5@3600.5", "1000000000001@3599", "-2e12@3600", "0@0"][generator.next(below: 5)])
      case 8: items = Array(items.prefix(1))
      default:
        let again = generator.next(below: points.count)
        items.append(item(points[again], milliseconds[again]))
      }
      texts.append(items.joined(separator: ","))
    }
    texts += [
      "", ",", "0@0,", ",0@0,1@1", "0@0,1@3600", "0@0,1@3600.0000000001", "1e12@0,-1e12@1",
      "1000000000000.0001@0,0@1", "0@0,1@1e-300", "-0@0,0@1", "0@0,0@0", "0@0 , 5@1 !", "0@0,\t5@1",
      (0..<1000).map { "\($0)@\($0)" }.joined(separator: ","),
      (0..<1001).map { "\($0)@\($0)" }.joined(separator: ","),
    ]
    return texts.map { Input(text: $0) } + lifts() + scenes()
  }

  /// Paths with carousels' own paths after the content's, and each way to
  /// write a segment wrong.
  static func scenes() -> [Input] {
    var generator = SplitMix64(seed: 0x9A7D)
    func path() -> String {
      var time = generator.next(below: 500)
      return (0..<(2 + generator.next(below: 3))).map { _ in
        time += 1 + generator.next(below: 900)
        let lift = ["", "", "!", "!+200", "!-40.5"][generator.next(below: 5)]
        return "\(generator.next(below: 1200) - 100)@\(Double(time) / 1000)\(lift)"
      }.joined(separator: ",")
    }
    let ids = ["cards", "photos", "shelf-2", "a_b", "Z9"]
    let wrong = [
      "", ":", "cards", "cards:", "1cards:0@0,1@1", ":0@0,1@1", "ca rds:0@0,1@1", "cards:0@0",
      "cards:0@0,x@1", "cards:0@1,0@0", "cards::0@0,1@1", "cards:0@0;1@1", "-x:0@0,1@1",
    ]
    var inputs: [Input] = []
    for index in 0..<150 {
      var segments = [path()]
      for _ in 0..<(1 + generator.next(below: 3)) {
        segments.append("\(ids[generator.next(below: ids.count)]):\(path())")
      }
      switch index % 5 {
      case 3:
        segments.insert(
          wrong[generator.next(below: wrong.count)],
          at: 1 + generator.next(below: segments.count))
      case 4: segments = segments.map { $0.replacing(":", with: " : ") }
      default: break
      }
      inputs.append(Input(text: segments.joined(separator: ";")))
    }
    return inputs
      + ["0@0,1@1;", ";", "0@0,1@1;cards:0@0,1@1;cards:0@0,1@1"].map { Input(text: $0) }
  }

  /// Paths whose lifts give the momentum's travel, in every spelling and
  /// each way to get one wrong, read, and checked on screens that snap and
  /// that do not.
  static func lifts() -> [Input] {
    var generator = SplitMix64(seed: 0x9A7C)
    let travels = [
      "+300", "-300", "+0", "-0", "+12.5", "-1e3", "+4E-2", "-0.0001", "+1e12", "-1e12",
    ]
    let wrong = [
      "300", "+", "-", "+-3", "--3", "++3", "+.5", "-5.", "+1e", "+0x10", "+inf", "-NaN", "+1e999",
      "+2e12", "-1000000000001", "x", "!", "+3!", "+3@4",
    ]
    var inputs: [Input] = []
    for index in 0..<200 {
      var items: [String] = []
      var time = 0
      for _ in 0..<(2 + generator.next(below: 6)) {
        time += 1 + generator.next(below: 900)
        let seconds = "\(time / 1000).\(String(time % 1000 + 1000).dropFirst())"
        var item = "\(generator.next(below: 3000) - 500)@\(seconds)"
        switch generator.next(below: 4) {
        case 0: item += "!"
        case 1, 2: item += "!" + travels[generator.next(below: travels.count)]
        default: break
        }
        items.append(item)
      }
      if index % 4 == 3 {
        let at = generator.next(below: items.count)
        items[at] =
          items[at].split(separator: "!").first! + "!"
          + wrong[generator.next(below: wrong.count)]
      }
      if index % 5 == 4 {
        items = items.map { $0.replacing("!", with: " ! ") }
      }
      let snaps: Bool? = [nil, true, false][generator.next(below: 3)]
      inputs.append(Input(text: items.joined(separator: ","), snaps: snaps))
    }
    return inputs
  }

  /// `ok` and the points' offsets, times and lifts (`vectorPoints`), or
  /// `error` and the reason.
  static func outputs(_ input: Input) -> [VectorValue] {
    do {
      let path = try ScenePath(parsing: input.text)
      if let snaps = input.snaps {
        let content = String(input.text.prefix { $0 != ";" })
        try path.content.checkTravels(snaps: snaps, text: content)
      }
      func numbers(_ path: ScrollPath) -> [VectorValue] {
        vectorPoints(path).flatMap { $0.map(VectorValue.number) }
      }
      return [.text("ok")] + numbers(path.content)
        + path.carousels.flatMap { [.text($0.carousel.rawValue)] + numbers($0.path) }
    } catch {
      return [.text("error"), .text(error.description)]
    }
  }

  static func cases(_ input: Input) -> Int { 1 }
}
