import Foundation
import StickyCore
import StickyNativeHTML
import StickyTestSupport
import StickyWebDriver

/// What a preview page should show: every element's frame at an offset, from
/// the core (generated layouts) or from `stickypreview frames` (gallery files).
struct ExpectedFrames {
  var screen: String
  var width: Double
  var height: Double
  var minOffset: Double
  var maxOffset: Double
  var overscroll: Double
  var ids: [String]
  /// The frame of element `index` at an offset, or nil when not known there.
  var frame: (Int, Double) -> Frame?
  /// The ids of the elements with effects.
  var carriers: [String]
  /// The effect values of element `index` at an offset, by `property` or
  /// `part.property` as `frames` names them; empty when it has none.
  var effects: (Int, Double) -> [String: Double]

  init(table: Scene) {
    screen = table.screenID
    width = table.viewport.width
    height = table.viewport.height
    minOffset = table.minOffset
    maxOffset = table.maxOffset
    overscroll = table.overscroll
    let references = Array(table.allElements)
    ids = references.map { table.motion(of: $0).id }
    frame = { index, offset in table.frame(of: references[index], at: offset) }
    carriers = table.tracks.filter { !$0.effects.isEmpty }.map(\.id)
    effects = { index, offset in
      guard case .track(let track) = references[index] else { return [:] }
      return Dictionary(
        table.tracks[track].effects.map { ($0.effect.key, $0.value.value(at: offset)) },
        uniquingKeysWith: { first, _ in first })
    }
  }

  init(frames: FramesOutput) {
    screen = frames.screen
    width = frames.width
    height = frames.height
    minOffset = frames.minOffset
    maxOffset = frames.maxOffset
    overscroll = frames.overscroll
    ids = frames.elements.map(\.id)
    let positions = Dictionary(
      frames.offsets.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    frame = { index, offset in
      guard let position = positions[offset] else { return nil }
      let element = frames.elements[index]
      return Frame(
        x: element.x, y: element.y[position], width: element.width,
        height: element.height[position])
    }
    carriers = frames.elements.filter { $0.effects != nil }.map(\.id)
    effects = { index, offset in
      guard let position = positions[offset] else { return [:] }
      return (frames.elements[index].effects ?? [:]).mapValues { $0[position] }
    }
  }

  var lowestOffset: Double { minOffset - overscroll }
  var highestOffset: Double { maxOffset + overscroll }
}

/// Drives `window.stickyPreview` and reads `[data-id]` boxes relative to the
/// `[data-screen]` element (its padding box, where positioned children start).
struct PageProbe {
  static let tolerance = 0.5
  /// How far an offset of the page may be from the core's: pages carry every
  /// number as `frames` prints it, rounded to 1/10,000 of a point, so the ends
  /// of the range can differ from the core's by half of that (plus the last
  /// bit of a sum such as `maxOffset + overscroll`).
  static let offsetTolerance = 0.5 / NumberFormat.scale + 1e-9
  let browser: Browser

  struct Snapshot: Decodable {
    var offset: Double
    var ids: [String]
    /// x, y, width, height per id, in screen points.
    var boxes: [Double]
    var scale: Double
    var domElements: Int
    /// The effect parts of the elements asked for that are shown.
    var parts: [PartReading]
  }

  struct Info: Decodable {
    var screen: String
    var offset: Double
    var minOffset: Double
    var maxOffset: Double
    var overscroll: Double
    var hasSetOffset: Bool
    var screenElements: Int
  }

  /// The measuring function shared by the scripts below, as JavaScript source.
  static let measureSource = """
    \(Self.readPartsSource)
    function measure(screenID, carriers) {
      const screen = document.querySelector('[data-screen="' + CSS.escape(screenID) + '"]');
      if (!screen) throw new Error('no [data-screen="' + screenID + '"] element');
      const s = screen.getBoundingClientRect();
      const scale = screen.offsetWidth ? s.width / screen.offsetWidth : 1;
      const left = s.x + screen.clientLeft * scale, top = s.y + screen.clientTop * scale;
      const ids = [], boxes = [];
      for (const e of screen.querySelectorAll('[data-id]')) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const r = e.getBoundingClientRect();
        ids.push(e.dataset.id);
        boxes.push((r.x - left) / scale, (r.y - top) / scale, r.width / scale, r.height / scale);
      }
      return {offset: window.stickyPreview.offset, ids, boxes, scale,
        domElements: document.getElementsByTagName('*').length,
        parts: readParts(screen, carriers || [])};
    }
    """

  func open(_ page: URL) async throws -> Info {
    try await browser.navigate(to: page)
    return try await browser.run(
      """
      () => {
        const sp = window.stickyPreview;
        if (!sp) throw new Error('window.stickyPreview is missing');
        const screen = document.querySelector('[data-screen="' + CSS.escape(String(sp.screen)) + '"]');
        return {screen: String(sp.screen), offset: sp.offset, minOffset: sp.minOffset,
          maxOffset: sp.maxOffset, overscroll: sp.overscroll,
          hasSetOffset: typeof sp.setOffset === 'function',
          screenElements: screen ? 1 : 0};
      }
      """)
  }

  /// Calls `setOffset` with each offset in turn and measures after each,
  /// reading the effect parts of the elements `carriers`.
  func snapshots(screen: String, offsets: [Double], carriers: [String] = []) async throws
    -> [Snapshot]
  {
    struct Request: Encodable {
      var screen: String
      var offsets: [Double]
      var carriers: [String]
    }
    // A state effect eases to its new value (SPEC section 13) while `frames`
    // prints the value it asks for: where a step starts a transition, the
    // page is measured once it has ended.
    return try await browser.runAsync(
      """
      async (a) => {
        \(Self.measureSource)
        \(Self.settleSource)
        const out = [];
        for (const o of a.offsets) {
          window.stickyPreview.setOffset(o);
          if (window.stickyPreview.transitions > 0) await settle();
          out.push(measure(a.screen, a.carriers));
        }
        return out;
      }
      """, Request(screen: screen, offsets: offsets, carriers: carriers))
  }

  /// Measures the page as it is now, without moving it.
  func snapshot(screen: String) async throws -> Snapshot {
    try await browser.run(
      """
      (screen) => {
        \(Self.measureSource)
        return measure(screen);
      }
      """, screen)
  }

  /// Waits until the offset has not changed for `quietFrames` animation frames.
  @discardableResult
  func waitUntilSettled(quietFrames: Int = 20, timeoutMS: Int = 5000) async throws -> Double {
    struct Request: Encodable {
      var quiet: Int
      var timeout: Int
    }
    return try await browser.runAsync(
      """
      (a) => new Promise((resolve) => {
        const start = performance.now();
        let last = window.stickyPreview.offset, quiet = 0;
        const tick = () => {
          const now = window.stickyPreview.offset;
          quiet = now === last ? quiet + 1 : 0;
          last = now;
          if (quiet >= a.quiet || performance.now() - start > a.timeout) resolve(now);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })
      """, Request(quiet: quietFrames, timeout: timeoutMS))
  }

  /// Compares a snapshot with the expected frames at the snapshot's own offset.
  /// Returns one line per problem.
  static func problems(in snapshot: Snapshot, expected: ExpectedFrames, context: String) -> [String]
  {
    var problems: [String] = []
    let offset = snapshot.offset
    func report(_ text: String) {
      problems.append("\(context) at offset \(cssNumber(offset)): \(text)")
    }
    if abs(snapshot.scale - 1) > 1e-3 {
      report("the screen is scaled by \(snapshot.scale), not shown at 1:1")
    }
    var seen: [String: Int] = [:]
    for (index, id) in snapshot.ids.enumerated() {
      if seen[id] != nil { report("\(id) appears more than once") }
      seen[id] = index
    }
    let known = Set(expected.ids)
    for id in snapshot.ids where !known.contains(id) {
      report("\(id) is not an element of the frames")
    }
    for (index, id) in expected.ids.enumerated() {
      guard let frame = expected.frame(index, offset) else {
        report("no expected frame (offset not sampled)")
        break
      }
      guard let position = seen[id] else {
        let onScreen = frame.y + frame.height > tolerance && frame.y < expected.height - tolerance
        if onScreen && frame.height > tolerance {
          report(
            "\(id) is on screen (y \(cssNumber(frame.y)), height \(cssNumber(frame.height))) but not in the DOM"
          )
        }
        continue
      }
      let box = snapshot.boxes[(position * 4)..<(position * 4 + 4)].map { $0 }
      let want = drawnBox(of: frame, effects: expected.effects(index, offset))
      for (field, name) in ["x", "y", "width", "height"].enumerated()
      where !(abs(box[field] - want[field]) <= tolerance) {
        report("\(id).\(name) page \(cssNumber(box[field])) frames \(cssNumber(want[field]))")
      }
    }
    problems += effectProblems(in: snapshot, expected: expected).map {
      "\(context) at offset \(cssNumber(offset)): \($0)"
    }
    return problems
  }

  /// Offsets across the whole overscroll range: every breakpoint, points just
  /// beside them, midpoints, and both ends.
  static func offsets(breakpoints: [Double], lowest: Double, highest: Double, limit: Int = 160)
    -> [Double]
  {
    var offsets: Set<Double> = [lowest, highest, 0]
    let sorted = (breakpoints + [lowest, highest]).sorted()
    for (index, point) in sorted.enumerated() {
      for candidate in [point, point - 0.5, point + 0.5]
      where candidate >= lowest && candidate <= highest {
        offsets.insert(candidate)
      }
      if index + 1 < sorted.count {
        offsets.insert(min(highest, max(lowest, ((point + sorted[index + 1]) / 2).rounded())))
      }
    }
    var result = offsets.sorted()
    if result.count > limit {
      result = (0..<limit).map { result[$0 * (result.count - 1) / (limit - 1)] }
    }
    return result
  }
}
