/// Turns a screen's static layout into exact tracks (SPEC section 5), straight
/// from the geometry: every piece and breakpoint comes from intersecting lines,
/// never from sampling offsets.
struct MotionSolver {
  let screen: Screen
  let layout: StaticLayout
  var viewport: Viewport { layout.viewport }

  init(screen: Screen) {
    self.screen = screen
    layout = StaticLayout(screen: screen)
  }

  /// `n(o)` for an element whose top is at content y `top`.
  func natural(_ top: Double) -> PiecewiseLinear {
    .linear(valueAtZero: viewport.contentOrigin + top, slope: -1)
  }

  func solve() -> Scene {
    let header = screen.scroll.header.map { HeaderMotion(header: $0, viewport: viewport) }
    let maxOffset = viewport.maxOffset(contentHeight: layout.contentHeight)
    let hiding = HidingMotion(
      screen: screen, viewport: viewport, header: header,
      headerTop: layout.elements.first { $0.kind == .header }?.top ?? 0, maxOffset: maxOffset)
    // Without a path the state is the one reached scrolling straight from 0
    // (SPEC section 12), so every frame is still an exact track of the offset.
    let heights = hiding.hideableHeights
    let shown = hiding.shown(
      offset: PiecewiseLinear.linear(valueAtZero: 0, slope: 1),
      bars: heights.bars.map(hiding.straight), header: hiding.straight(heights.header))
    let lines = PinLines(layout: layout, stacking: screen.stacking)
    // The snapport is the pin lines with the bars at rest (SPEC section 14).
    let snap = SnapRule(
      style: screen.scroll.snap, pinTop: shown.pinTop.value(at: 0),
      pinBottom: shown.pinBottom.value(at: 0), contentOrigin: viewport.contentOrigin,
      maxOffset: maxOffset, areas: layout.snapAreas)
    let content = Scroller(
      id: ScrollerID(screen.scroll.id), axis: .vertical, maxOffset: maxOffset,
      overscroll: screen.overscroll, rules: ScrollerRules(hiding: hiding, snap: snap))

    var tracks: [ElementTrack] = []
    // An element's track is large; grown by doubling, the tracks of a layout
    // of the largest size held 113 MB at once.
    tracks.reserveCapacity(layout.elements.count + 2)
    for stack in [screen.topStack, screen.bottomStack] {
      for (index, bar) in stack.bars.enumerated() {
        let moving = hiding.movingBars.firstIndex { $0.bar.id == bar.id }.map { shown.barTops[$0] }
        let y = moving ?? .constant(stack.restingTop(of: index, screenHeight: viewport.height))
        tracks.append(
          ElementTrack(
            id: bar.id, scroller: content.id, node: .bar(bar), layer: .bar, x: 0,
            width: viewport.width, y: y,
            height: .constant(bar.height)))
      }
    }
    // The elements' tracks follow the bars' in the order of the layout.
    let first = tracks.count
    // The track each element rides on: its own when sticky, else its sticky
    // ancestor's (moved by the distance between them), else the content's.
    var carriers: [(track: PiecewiseLinear, top: Double, form: StickyForm)?] = []
    carriers.reserveCapacity(layout.elements.count)
    for (index, element) in layout.elements.enumerated() {
      var y: PiecewiseLinear
      var height = PiecewiseLinear.constant(element.height)
      var sticky: StickyRide? = nil
      let inherited = element.parent.flatMap { carriers[$0] }
      if element.kind == .header, let header {
        if let floating = shown.header {
          (y, height) = floating
        } else {
          let n = natural(element.top)
          y = header.y(natural: n)
          height = header.height(natural: n)
        }
        carriers.append(nil)
      } else if let inherited {
        y = inherited.track.adding(element.top - inherited.top)
        sticky = StickyRide(form: inherited.form, shift: element.top - inherited.top)
        carriers.append(inherited)
      } else if element.sticky != .none {
        let form = stickyForm(
          top: element.top, height: element.height, edge: element.sticky,
          parent: layout.elements[element.parent ?? 0], key: .element(index), lines: lines)
        y = form.y(natural: natural, top: shown.pinTop, bottom: shown.pinBottom)
        sticky = StickyRide(form: form, shift: 0)
        carriers.append((y, element.top, form))
      } else {
        y = natural(element.top)
        carriers.append(nil)
      }
      let rows = element.rows.map { geometry in
        let pins = geometry.pins.map { pin in
          let form = stickyForm(
            top: element.top + geometry.rowTop(pin.index),
            height: geometry.rowHeight(pin.index), edge: pin.edge, parent: element,
            key: .row(list: index, index: pin.index), lines: lines)
          return PinnedRow(
            index: pin.index, edge: pin.edge,
            y: form.y(natural: natural, top: shown.pinTop, bottom: shown.pinBottom), form: form)
        }
        return RowTracks(geometry: geometry, origin: y, originRide: sticky, pins: pins)
      }
      let layer: ElementLayer
      switch element.node {
      case .scroll: layer = .scroll
      case .header: layer = .header
      default: layer = element.sticky != .none || inherited != nil ? .sticky : .content
      }
      var track = ElementTrack(
        id: element.id, scroller: content.id, node: element.node, layer: layer, x: element.x,
        width: element.width,
        y: y,
        height: height, sticky: sticky, rows: rows,
        slide: element.carousel.map { ScrollerID(layout.elements[$0].id) })
      if element.parent != nil, element.kind != .header {
        track.backdrop = first + Self.backdrop(of: index, in: layout)
      }
      tracks.append(track)
    }
    let carousels = carouselLayouts()
    solveEffects(into: &tracks, content: content, carousels: carousels)
    return Scene(
      screenID: screen.id, viewport: viewport, contentHeight: layout.contentHeight,
      scrollers: [content] + carousels.map(\.scroller), pinTop: shown.pinTop.value(at: 0),
      pinBottom: shown.pinBottom.value(at: 0), tracks: tracks,
      carousels: carousels.enumerated().map { self.tracks(of: $1, scroller: $0 + 1, first: first) }
    )
  }

  /// Fills in the effects, once every track is known: an effect may read
  /// another element's track (`subject`), later in the document or earlier.
  /// An `x` effect runs along the carousel its element slides in.
  private func solveEffects(
    into tracks: inout [ElementTrack], content: Scroller, carousels: [CarouselLayout]
  ) {
    let solver = EffectSolver(
      scroller: content.id, visibleTop: viewport.contentOrigin,
      visibleBottom: viewport.bottom - viewport.insetBottom, maxOffset: content.maxOffset)
    let sideways = Dictionary(
      carousels.map { ($0.element, effectSolver(of: $0)) }, uniquingKeysWith: { a, _ in a })
    // The layout's elements follow the bars in `tracks`.
    let first = tracks.count - layout.elements.count
    let indices = Dictionary(
      layout.elements.indices.map { (layout.elements[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
    let header = layout.elements.indices.first { layout.elements[$0].kind == .header }.flatMap {
      index -> (height: PiecewiseLinear, collapsed: Double)? in
      guard let model = screen.scroll.header else { return nil }
      return (tracks[first + index].height, model.collapsedHeight)
    }
    func subject(_ index: Int) -> EffectSolver.Subject {
      let element = layout.elements[index]
      let track = tracks[first + index]
      var moving: (top: PiecewiseLinear, bottom: PiecewiseLinear)? = nil
      if track.sticky != nil {
        moving = (track.y, track.y.adding(track.height))
      } else if element.kind == .header, screen.scroll.header?.pinned == true {
        moving = pinnedHeaderBox(track)
      }
      return EffectSolver.Subject(
        naturalTop: viewport.contentOrigin + element.top, height: element.height, moving: moving)
    }
    for (index, element) in layout.elements.enumerated() where !element.effects.isEmpty {
      tracks[first + index].effects = element.effects.map { effect in
        let subjectIndex = effect.subject.flatMap { indices[$0] } ?? index
        // The builder lets an `x` effect through only inside a carousel.
        if effect.axis == .x, let carousel = element.carousel.flatMap({ sideways[$0] }) {
          let box = layout.elements[subjectIndex]
          return carousel.track(
            effect,
            subject: EffectSolver.Subject(naturalTop: box.x, height: box.width, moving: nil),
            header: nil)
        }
        return solver.track(effect, subject: subject(subjectIndex), header: header)
      }
    }
    // A bar's view and stuck effects name their subject (the builder sees to
    // it); its scrolled, not-at-end and collapsed states read no element.
    for index in 0..<first {
      guard case .bar(let bar) = tracks[index].node, !bar.effects.isEmpty else { continue }
      let own = EffectSolver.Subject(
        naturalTop: tracks[index].y.value(at: 0), height: bar.height, moving: nil)
      tracks[index].effects = bar.effects.map { effect in
        solver.track(
          effect, subject: effect.subject.flatMap { indices[$0] }.map(subject) ?? own,
          header: header)
      }
    }
  }

  /// The pinned header's box as a view timeline reads it: CSS's sticky
  /// header, held at the top until the end of the scroll content it sticks
  /// in pushes it out. On screen that happens only beyond the scroll range,
  /// where a view range's ends may still lie.
  private func pinnedHeaderBox(_ track: ElementTrack) -> (
    top: PiecewiseLinear, bottom: PiecewiseLinear
  ) {
    let contentBottom = PiecewiseLinear.linear(
      valueAtZero: viewport.contentOrigin + layout.elements[0].contentBottom, slope: -1)
    let top = track.y.minimum(contentBottom.adding(track.height.scaled(by: -1)))
    return (top, top.adding(track.height))
  }

  /// CSS `position: sticky` as Chromium renders it, for an element whose parent
  /// moves with the content: its closed form, for the pin lines of any moment.
  func stickyForm(
    top: Double, height: Double, edge: StickyEdge, parent: LayoutElement, key: StickyKey,
    lines: PinLines
  ) -> StickyForm {
    StickyForm(
      top: top, height: height, edge: edge, stackedAbove: lines.above[key] ?? 0,
      stackedBelow: lines.below[key] ?? 0, parentTop: parent.contentTop,
      parentBottom: parent.contentBottom)
  }

  /// The index in `layout` of the nearest ancestor of element `index` that
  /// paints: a stack or carousel with a colour or a colour effect, or else
  /// the scroll.
  static func backdrop(of index: Int, in layout: StaticLayout) -> Int {
    var current = layout.elements[index].parent
    while let ancestor = current {
      let element = layout.elements[ancestor]
      if case .block(let block) = element.node,
        block.containerColor != nil
          || element.effects.contains(where: { $0.part == .self && $0.property == .color })
      {
        return ancestor
      }
      guard element.parent != nil else { return ancestor }
      current = element.parent
    }
    return 0
  }
}
