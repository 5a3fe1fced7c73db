import StickyCore
import StickyTestSupport
import StickyWebDriver

/// What a page shows at one moment of a path against what `frames --path`
/// prints for that time.
struct PathFramesCheck {
  /// How far from the runtime's numbers an engine may draw a box, beyond the
  /// tolerance: the grid it lays boxes out on. Chromium and WebKit compose
  /// transforms in single precision, which keeps positions to about 1/1000 px
  /// here, but truncate a length to 1/64 px (`height: 100.01px` is drawn
  /// 100 px tall). Firefox rounds lengths and each transform's translation to
  /// its 1/60 px app units, so a box moves by up to 1/120 px per transform
  /// between it and the screen (a list row has three: the content layer's,
  /// its list's and its own).
  struct Slack {
    var perTransform: Double
    var size: Double

    static let none = Slack(perTransform: 0, size: 0)

    static func of(_ kind: BrowserKind) -> Slack {
      kind == .firefox
        ? Slack(perTransform: 1.0 / 120, size: 1.0 / 120) : Slack(perTransform: 0, size: 1.0 / 64)
    }
  }

  let expected: FramesOutput
  let tolerance: Double
  /// Each element's place in the frames.
  let position: [String: Int]
  /// A bar that hides: its top at rest, and the id and top at rest of the
  /// bar just nearer its edge, which carries it (nil for the first).
  struct Hiding {
    var bar: Bar
    var rest: Double
    var outer: (id: String, rest: Double)?
  }

  /// The bars that hide.
  let bars: [Hiding]

  init(expected: FramesOutput, screen: Screen, tolerance: Double) {
    self.expected = expected
    self.tolerance = tolerance
    position = Dictionary(
      expected.elements.enumerated().map { ($1.id, $0) },
      uniquingKeysWith: { first, _ in first })
    // Stacked from the edge inward: each bar's top at rest from the heights
    // of those before it on its edge.
    var hiding: [Hiding] = []
    for stack in [screen.topBars, screen.bottomBars] {
      var reached = 0.0
      var outer: (id: String, rest: Double)? = nil
      for bar in stack {
        reached += bar.height
        let rest = bar.edge == .top ? reached - bar.height : screen.height - reached
        if bar.hide != .none { hiding.append(Hiding(bar: bar, rest: rest, outer: outer)) }
        outer = (bar.id, rest)
      }
    }
    bars = hiding
  }

  func mismatch(_ index: Int, _ id: String, _ field: String, _ frames: Double, _ page: Double)
    -> PathMismatch
  {
    PathMismatch(
      time: expected.times?[index] ?? .nan, offset: expected.offsets[index], id: id,
      field: field, frames: frames, page: page)
  }

  /// What differs between `sample` and the frames at time number `index`:
  /// the offset, where the content rests, the hidden amounts of the bars,
  /// every element shown, and the elements on screen that the page does not
  /// show.
  func mismatches(_ sample: PathRunner.Sample, at index: Int, slack: Slack) -> [PathMismatch] {
    var found: [PathMismatch] = []
    func add(_ id: String, _ field: String, _ frames: Double, _ page: Double) {
      found.append(mismatch(index, id, field, frames, page))
    }
    if !(abs(sample.offset - expected.offsets[index]) <= tolerance) {
      add("stickyPreview", "offset", expected.offsets[index], sample.offset)
    }
    // Where the content rests, on a screen that snaps; none elsewhere.
    let target = expected.snapTargets?[index] ?? nil
    if sample.target != target {
      add(
        "stickyPreview", "snapTarget \(sample.target ?? "null"), frames \(target ?? "null")", 0, 0)
    }
    // A hiding bar's hidden amount is how much further it has left its place
    // than the bar nearer its edge, which carries it, has left its own.
    func moved(_ id: String, rest: Double, edge: BarEdge) -> Double? {
      guard let element = position[id].map({ expected.elements[$0] }) else { return nil }
      return edge == .top ? rest - element.y[index] : element.y[index] - rest
    }
    for hiding in bars {
      let edge = hiding.bar.edge
      guard let own = moved(hiding.bar.id, rest: hiding.rest, edge: edge),
        let carried = hiding.outer.map({ moved($0.id, rest: $0.rest, edge: edge) }) ?? 0
      else { continue }
      let hidden = own - carried
      let page = sample.hidden[hiding.bar.id] ?? .nan
      if !(abs(page - hidden) <= tolerance) {
        add("stickyPreview", "hidden.bars.\(hiding.bar.id)", hidden, page)
      }
    }
    var seen = Set<String>()
    for (item, id) in sample.ids.enumerated() {
      guard seen.insert(id).inserted else {
        add(id, "shown twice", 0, 0)
        continue
      }
      guard let element = position[id].map({ expected.elements[$0] }) else {
        add(id, "not an element of the frames", .nan, 0)
        continue
      }
      let box = sample.boxes[(item * 4)..<(item * 4 + 4)].map { $0 }
      let want = [element.x, element.y[index], element.width, element.height[index]]
      let moved = slack.perTransform * Double(sample.transforms?[item] ?? 0)
      for (field, name) in ["x", "y", "width", "height"].enumerated() {
        let allowed = tolerance + (field >= 2 ? slack.size : moved)
        if !(abs(box[field] - want[field]) <= allowed) { add(id, name, want[field], box[field]) }
      }
    }
    for element in expected.elements where !seen.contains(element.id) {
      let y = element.y[index]
      let height = element.height[index]
      if height > tolerance && y + height > tolerance && y < expected.height - tolerance {
        add(element.id, "missing (on screen)", y, .nan)
      }
    }
    return found
  }
}
