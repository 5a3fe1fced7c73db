import StickyCore
import StickyNativeHTML
import StickyWebDriver

/// One disagreement between the core's frames and what Chromium lays out.
struct Mismatch: CustomStringConvertible {
  var offset: Double
  var id: String
  var field: String
  var core: Double
  var chromium: Double

  var description: String {
    "offset \(cssNumber(offset)): \(id).\(field) core \(cssNumber(core)) chromium \(cssNumber(chromium))"
  }
}

/// Renders screens as plain HTML with native `position: sticky` in one browser
/// session, scrolls them natively and compares every element with the core.
struct DifferentialRunner {
  static let tolerance = 0.01
  let browser: Browser

  init(browser: Browser) async throws {
    self.browser = browser
    try await Self.preparePage(browser, style: StickyHTML.style)
  }

  /// A blank page with `style` and an empty `#host` for the screens.
  static func preparePage(_ browser: Browser, style: String) async throws {
    try await browser.navigate(to: "about:blank")
    let _: Bool = try await browser.run(
      """
      (style) => {
        document.documentElement.style.margin = '0';
        document.body.style.margin = '0';
        const sheet = document.createElement('style');
        sheet.textContent = style;
        document.head.appendChild(sheet);
        const host = document.createElement('div');
        host.id = 'host';
        document.body.appendChild(host);
        return true;
      }
      """, style)
  }

  struct Result {
    var mismatches: [Mismatch]
    var offsets: Int
    var coverage: Coverage
  }

  private struct Request: Encodable {
    var html: String
    var ids: [String]
    var offsets: [Double]
  }

  private struct Measurement: Decodable {
    var maxScroll: Double
    var scrollTops: [Double]
    /// Per offset, per element: x, y, width, height (null when missing).
    var boxes: [Double?]
  }

  /// The native scroll offsets to check: around every breakpoint of the core's
  /// tracks (whole pixels on both sides), both ends, and evenly spaced samples.
  static func offsets(for table: Scene) -> [Double] {
    let last = table.maxOffset.rounded(.down)
    var offsets: Set<Double> = [0, last]
    for breakpoint in table.breakpointOffsets(of: table.allElements) {
      for candidate in [
        breakpoint.rounded(.down) - 1, breakpoint.rounded(.down), breakpoint.rounded(.up),
        breakpoint.rounded(.up) + 1,
      ] where candidate >= 0 && candidate <= last {
        offsets.insert(candidate)
      }
    }
    for step in 1..<32 { offsets.insert((last * Double(step) / 32).rounded()) }
    var sorted = offsets.sorted()
    if sorted.count > 200 {
      // Keep an even spread of them, ends included.
      sorted = (0..<200).map { sorted[$0 * (sorted.count - 1) / 199] }
    }
    return sorted
  }

  func compare(_ screen: Screen) async throws -> Result {
    let table = Scene(screen: screen)
    let references = table.allElements
    let ids = references.map { table.motion(of: $0).id }
    let offsets = Self.offsets(for: table)
    let html = StickyHTML(screen: screen).html
    let measured: Measurement = try await browser.run(
      """
      (a) => {
        const host = document.getElementById('host');
        host.innerHTML = a.html;
        const screen = host.querySelector('#screen');
        const sc = host.querySelector('#sc');
        const byID = new Map();
        for (const e of host.querySelectorAll('[data-id]')) byID.set(e.dataset.id, e);
        const els = a.ids.map((id) => byID.get(id) || null);
        sc.scrollTop = 1e7;
        const maxScroll = sc.scrollTop;
        const scrollTops = [];
        const boxes = [];
        for (const o of a.offsets) {
          sc.scrollTop = o;
          scrollTops.push(sc.scrollTop);
          const s = screen.getBoundingClientRect();
          for (const e of els) {
            if (!e) { boxes.push(null, null, null, null); continue; }
            const r = e.getBoundingClientRect();
            boxes.push(r.x - s.x, r.y - s.y, r.width, r.height);
          }
        }
        host.innerHTML = '';
        return {maxScroll, scrollTops, boxes};
      }
      """, Request(html: html, ids: ids, offsets: offsets))

    var mismatches: [Mismatch] = []
    // Chromium snaps the scroll range to whole pixels.
    if abs(measured.maxScroll - table.maxOffset) >= 1 {
      mismatches.append(
        Mismatch(
          offset: 0, id: "#sc", field: "maxOffset", core: table.maxOffset,
          chromium: measured.maxScroll))
    }
    for (index, offset) in offsets.enumerated() {
      if abs(measured.scrollTops[index] - offset) > 1e-3 {
        mismatches.append(
          Mismatch(
            offset: offset, id: "#sc", field: "scrollTop", core: offset,
            chromium: measured.scrollTops[index]))
        continue
      }
      for (position, reference) in references.enumerated() {
        let frame = table.frame(of: reference, at: offset)
        let base = (index * references.count + position) * 4
        let expected = [frame.x, frame.y, frame.width, frame.height]
        for (field, name) in ["x", "y", "width", "height"].enumerated() {
          guard let value = measured.boxes[base + field] else {
            mismatches.append(
              Mismatch(
                offset: offset, id: ids[position], field: "missing", core: expected[field],
                chromium: .nan))
            break
          }
          if !(abs(value - expected[field]) <= Self.tolerance) {
            mismatches.append(
              Mismatch(
                offset: offset, id: ids[position], field: name, core: expected[field],
                chromium: value))
          }
        }
      }
    }
    return Result(
      mismatches: mismatches, offsets: offsets.count,
      coverage: Coverage(screen: screen, offsets: offsets))
  }

  /// The smallest variant of `screen` that still disagrees.
  func shrink(_ screen: Screen, maximumAttempts: Int = 400) async throws -> (Screen, [Mismatch]) {
    try await LayoutShrinker.shrink(
      screen, maximumAttempts: maximumAttempts,
      accepts: { CSSExpressibility.check($0) == nil },
      mismatches: { try await compare($0).mismatches })
  }
}

/// How often the checked offsets put sticky elements in each of the states of
/// SPEC section 5, so a run shows that it exercised them all.
struct Coverage {
  var pinnedTop = 0
  var pinnedBottom = 0
  var pushedByContainer = 0
  /// Both edges with no room between the pin lines (`B_k - h < T_k`): top wins.
  var overConstrained = 0

  init() {}

  init(screen: Screen, offsets: [Double]) {
    let layout = StaticLayout(screen: screen)
    let viewport = layout.viewport
    let lines = PinLineModel(screen: screen, viewport: viewport)
    var stickies: [(id: String, top: Double, height: Double, edge: StickyEdge, parent: Int)] = []
    for (index, element) in layout.elements.enumerated() {
      if element.sticky != .none, let parent = element.parent {
        stickies.append((element.id, element.top, element.height, element.sticky, parent))
      }
      if let rows = element.rows {
        for pin in rows.pins {
          stickies.append(
            (
              rows.rowID(pin.index), element.top + rows.rowTop(pin.index),
              rows.rowHeight(pin.index), pin.edge, index
            ))
        }
      }
    }
    for offset in offsets {
      for sticky in stickies {
        let natural = viewport.contentOrigin + sticky.top - offset
        let parent = layout.elements[sticky.parent]
        let containerTop = viewport.contentOrigin + parent.contentTop - offset
        let containerBottom = viewport.contentOrigin + parent.contentBottom - offset
        let top = lines.top[sticky.id]!
        let bottom = lines.bottom[sticky.id]!
        var y = natural
        if sticky.edge.pinsBottom && natural > bottom - sticky.height {
          y = bottom - sticky.height
          pinnedBottom += 1
        }
        if sticky.edge.pinsTop && y < top {
          y = top
          pinnedTop += 1
        }
        if sticky.edge == .both && bottom - sticky.height < top { overConstrained += 1 }
        if (sticky.edge.pinsTop && y > containerBottom - sticky.height)
          || (sticky.edge.pinsBottom && y < containerTop)
        {
          pushedByContainer += 1
        }
      }
    }
  }

  static func + (a: Coverage, b: Coverage) -> Coverage {
    var sum = a
    sum.pinnedTop += b.pinnedTop
    sum.pinnedBottom += b.pinnedBottom
    sum.pushedByContainer += b.pushedByContainer
    sum.overConstrained += b.overConstrained
    return sum
  }

  var summary: String {
    "sticky states checked: \(pinnedTop) pinned top, \(pinnedBottom) pinned bottom, "
      + "\(pushedByContainer) pushed by their container, \(overConstrained) over-constrained"
  }
}
