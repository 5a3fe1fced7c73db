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

  func solve() -> FrameTable {
    let header = screen.scroll.header.map { HeaderMotion(header: $0, viewport: viewport) }
    var pinTop = viewport.contentOrigin
    if let header, header.header.pinned {
      pinTop = max(pinTop, header.anchor + header.header.collapsedHeight)
    }
    let pinBottom = viewport.bottom - viewport.insetBottom
    let lines = PinLines(
      layout: layout, top: pinTop, bottom: pinBottom,
      stacking: screen.stacking)

    let effects = EffectSolver(
      visibleTop: viewport.contentOrigin, visibleBottom: viewport.bottom - viewport.insetBottom)
    var tracks: [ElementTrack] = []
    for bar in [screen.topBar, screen.bottomBar].compactMap({ $0 }) {
      let y = bar.edge == .top ? 0 : viewport.height - bar.height
      tracks.append(
        ElementTrack(
          id: bar.id, node: .bar(bar), layer: .bar, x: 0, width: viewport.width, y: .constant(y),
          height: .constant(bar.height)))
    }
    // The track each element rides on: its own when sticky, else its sticky
    // ancestor's (moved by the distance between them), else the content's.
    var carriers: [(track: PiecewiseLinear, top: Double)?] = []
    carriers.reserveCapacity(layout.elements.count)
    for (index, element) in layout.elements.enumerated() {
      var y: PiecewiseLinear
      var height = PiecewiseLinear.constant(element.height)
      let inherited = element.parent.flatMap { carriers[$0] }
      if element.kind == .header, let header {
        let n = natural(element.top)
        y = header.y(natural: n)
        height = header.height(natural: n)
        carriers.append(nil)
      } else if let inherited {
        y = inherited.track.adding(element.top - inherited.top)
        carriers.append(inherited)
      } else if element.sticky != .none {
        y = stickyTrack(
          top: element.top, height: element.height, edge: element.sticky,
          parent: layout.elements[element.parent ?? 0], key: .element(index), lines: lines)
        carriers.append((y, element.top))
      } else {
        y = natural(element.top)
        carriers.append(nil)
      }
      let rows = element.rows.map { geometry in
        let pins = geometry.pins.map { pin in
          PinnedRow(
            index: pin.index, edge: pin.edge,
            y: stickyTrack(
              top: element.top + geometry.rowTop(pin.index),
              height: geometry.rowHeight(pin.index), edge: pin.edge, parent: element,
              key: .row(list: index, index: pin.index), lines: lines))
        }
        return RowTracks(geometry: geometry, origin: y, pins: pins)
      }
      let naturalTop = viewport.contentOrigin + element.top
      let layer: ElementLayer
      switch element.node {
      case .scroll: layer = .scroll
      case .header: layer = .header
      default: layer = element.sticky != .none || inherited != nil ? .sticky : .content
      }
      tracks.append(
        ElementTrack(
          id: element.id, node: element.node, layer: layer, x: element.x, width: element.width,
          y: y,
          height: height, rows: rows,
          effects: element.effects.map {
            effects.track($0, naturalTop: naturalTop, height: element.height)
          }))
    }
    return FrameTable(
      screenID: screen.id, viewport: viewport, contentHeight: layout.contentHeight,
      maxOffset: viewport.maxOffset(contentHeight: layout.contentHeight),
      overscroll: screen.overscroll, pinTop: pinTop, pinBottom: pinBottom, tracks: tracks)
  }

  /// CSS `position: sticky` as Chromium renders it, for an element whose parent
  /// moves with the content.
  func stickyTrack(
    top: Double, height: Double, edge: StickyEdge, parent: LayoutElement, key: StickyKey,
    lines: PinLines
  ) -> PiecewiseLinear {
    var y = natural(top)
    if edge.pinsBottom, let bottom = lines.bottom[key] { y = y.minimum(bottom - height) }
    if edge.pinsTop, let top = lines.top[key] { y = y.maximum(top) }
    if edge.pinsTop { y = y.minimum(natural(parent.contentBottom - height)) }
    if edge.pinsBottom { y = y.maximum(natural(parent.contentTop)) }
    return y
  }
}
