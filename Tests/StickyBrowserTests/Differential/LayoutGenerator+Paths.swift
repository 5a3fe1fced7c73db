import StickyCore
import StickyTestSupport

extension LayoutGenerator {
  /// A random screen for the behaviours of SPEC section 12, with the given id:
  /// bars that hide on scroll (snapping or not, translucent or not) beside
  /// bars that stay, now and then a second or third bar stacked on an edge
  /// (docs/format.md, "Several bars on one edge"), a floating header (stretchy or not, collapsing or not,
  /// snapping or not) or a plain one, and the blocks of any layout (sticky
  /// elements, lists with pins, nested stacks) on any device, sometimes too
  /// short to scroll. Drawn from a stream of its own, so the layouts of the
  /// other generators stay as they are.
  static func pathScreen(seed: UInt64, id: String) -> Screen {
    var generator = LayoutGenerator(seed: seed, cssOnly: false)
    var screen = generator.pathScreen()
    screen.id = id
    return screen
  }

  mutating func pathScreen() -> Screen {
    let (device, width, height, safeTop, safeBottom) = deviceFrame(
      customChance: 0.3, heights: 360...940)
    let topBar = pathBar(.top, heights: 30...110)
    let bottomBar = pathBar(.bottom, heights: 30...90)
    let header = pathHeader()
    // One screen in eight holds too little to scroll: nothing may hide there.
    let short = chance(0.125)
    let children =
      short
      ? (0..<int(1...2)).map { _ in
        Block.testing(id: id("box"), kind: .box(.init(height: length(10...120))))
      }
      : (0..<int(1...9)).map { _ in block(depth: 0, allowSticky: true) }
    var screen = Screen.testing(
      id: "paths", device: device, width: width, height: height, safeTop: safeTop,
      safeBottom: safeBottom, overscroll: pick([0, 80, 200, 350]),
      stacking: chance(0.5) ? .stack : .overlap, topBar: topBar, bottomBar: bottomBar,
      scroll: Scroll.testing(
        padding: padding(), spacing: chance(0.5) ? 0 : length(0...16), fill: chance(0.3),
        header: header, children: children))
    // The others scroll at least a screen's height, where things can hide.
    for _ in 0..<8 where !short {
      let table = Scene(screen: screen)
      guard table.maxOffset < table.viewport.height else { break }
      screen.scroll.children.append(block(depth: 0, allowSticky: true))
    }
    // Drawn after the blocks, so that those of a screen stay as they were.
    for edge in BarEdge.allCases where chance(0.3) {
      let stack = edge == .top ? \Screen.topBars : \Screen.bottomBars
      for _ in 0..<int(1...2) {
        guard var bar = pathBar(edge, heights: 20...70) else { continue }
        // The format's default id for a later bar on its edge.
        bar.id = "bar-\(edge.rawValue)-\(screen[keyPath: stack].count + 1)"
        screen[keyPath: stack].append(bar)
      }
    }
    snapStyles(of: &screen)
    // Drawn last, so that what came before stays as it was for each seed.
    if !short && chance(0.3) { scrollSnap(of: &screen) }
    return screen
  }

  /// The content snaps (SPEC section 14), either type, with a glide of its
  /// own: most top-level blocks that may snap do, at either edge or the
  /// centre, some always stopping. A sticky block, a list that pins a row
  /// and what lies inside another block may not snap, as the format has it.
  mutating func scrollSnap(of screen: inout Screen) {
    screen.scroll.snap = ScrollSnap(
      type: chance(0.5) ? .mandatory : .proximity, duration: pick([0, 0.1, 0.25, 0.4]),
      easing: pick(CubicBezier.named.map(\.curve) + [CubicBezier(0.2, 0, 0, 1)]))
    for index in screen.scroll.children.indices where chance(0.7) {
      let block = screen.scroll.children[index]
      if block.sticky != .none { continue }
      if case .list(let list) = block.kind, !list.pins.isEmpty { continue }
      let align = pick([SnapAlign.start, .start, .center, .end])
      screen.scroll.children[index].snap = BlockSnap(
        align: align, stop: chance(0.15) ? .always : .normal)
    }
  }

  /// How the parts snap: one duration and easing for the screen, as the
  /// format has it (the standard ones half of the time, none of the time now
  /// and then), and each part's own target.
  mutating func snapStyles(of screen: inout Screen) {
    let standard = SnapStyle.standard
    let custom = chance(0.5)
    let duration = custom ? pick([0, 0.1, 0.4, 0.75]) : standard.duration
    let easing =
      custom
      ? pick(
        CubicBezier.named.map(\.curve) + [
          CubicBezier(0.2, 0, 0, 1), CubicBezier(0.05, 0.7, 0.1, 1), CubicBezier(1, 0, 0, 1),
        ]) : standard.easing
    func style() -> SnapStyle {
      SnapStyle(duration: duration, easing: easing, target: chance(0.5) ? .half : .direction)
    }
    for index in screen.topBars.indices { screen.topBars[index].snapStyle = style() }
    for index in screen.bottomBars.indices { screen.bottomBars[index].snapStyle = style() }
    screen.scroll.header?.snapStyle = style()
  }

  /// Half of the bars hide on scroll, half of those snap; a fifth stay put.
  mutating func pathBar(_ edge: BarEdge, heights: ClosedRange<Int>) -> Bar? {
    let roll = int(0...9)
    guard roll >= 3 else { return nil }
    var bar = Bar.testing(edge: edge, height: length(heights), translucent: chance(0.4))
    if roll >= 5 {
      bar.hide = .scroll
      bar.snap = chance(0.5)
    }
    return bar
  }

  /// Floating (stretchy or not, collapsing or not, snapping or not) half of
  /// the time, a plain header (pinned or not) a quarter.
  mutating func pathHeader() -> Header? {
    let roll = int(0...3)
    guard roll >= 1 else { return nil }
    let height = length(40...260)
    var header = Header.testing(
      id: id("header"), height: height,
      collapsedHeight: chance(0.5) ? height : length(0...Int(height)), stretch: chance(0.6))
    if roll == 1 {
      header.pinned = chance(0.5)
    } else {
      header.floating = true
      header.snap = chance(0.6)
    }
    return header
  }
}
