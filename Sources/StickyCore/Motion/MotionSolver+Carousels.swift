/// The carousels of SPEC section 15: each is one horizontal scroller with its
/// own one-dimensional rules, so a screen of many carousels costs their sum.
extension MotionSolver {
  /// A carousel as the solver finds it in the layout.
  struct CarouselLayout {
    /// The carousel's index in the layout.
    var element: Int
    var model: Carousel
    var scroller: Scroller
    /// The left and right edges of its snapport in screen coordinates.
    var snapportStart: Double
    var snapportEnd: Double
  }

  /// The layout's carousels in document order.
  func carouselLayouts() -> [CarouselLayout] {
    layout.elements.indices.compactMap { index in
      let element = layout.elements[index]
      guard case .block(let block) = element.node, case .carousel(let model) = block.kind
      else { return nil }
      let maxX = max(0, model.contentWidth - element.width)
      // The snapport is the frame less its left and right padding, as
      // `scroll-padding-inline` makes it; it pages by its width.
      let start = element.x + model.padding.left
      let end = element.x + element.width - model.padding.right
      let snap = SnapRule(
        style: model.snap.style, pinTop: start, pinBottom: end, contentOrigin: element.x,
        maxOffset: maxX, areas: StaticLayout.snapAreas(of: model), paged: model.snap.type == .page)
      let scroller = Scroller(
        id: ScrollerID(element.id), axis: .horizontal, maxOffset: maxX,
        overscroll: screen.overscroll,
        rules: ScrollerRules(hiding: HidingMotion(inertUpTo: maxX), snap: snap))
      return CarouselLayout(
        element: index, model: model, scroller: scroller, snapportStart: start, snapportEnd: end)
    }
  }

  /// The scene's record of `carousel`, whose scroller is `scrollers[scroller]`;
  /// the layout's elements are `tracks[first...]`.
  func tracks(of carousel: CarouselLayout, scroller: Int, first: Int) -> CarouselTracks {
    let items = layout.elements[carousel.element].children
    let targets = zip(items, carousel.model.items).filter { $1.block.snap.snaps }.map { $0.0 }
    let rule = carousel.scroller.rules.snap
    let markers =
      carousel.model.markers
      ? CarouselMarkers(
        positions: rule.areas.map { rule.position($0, 0) },
        width: layout.elements[carousel.element].width, maxOffset: rule.maxOffset) : nil
    return CarouselTracks(
      track: first + carousel.element, scroller: scroller, items: items.map { first + $0 },
      snapportStart: carousel.snapportStart, snapportEnd: carousel.snapportEnd,
      targets: targets.map { first + $0 }, markers: markers)
  }

  /// The solver of the `x` effects of what slides in `carousel`: its
  /// snapport is the visible area a view timeline crosses.
  func effectSolver(of carousel: CarouselLayout) -> EffectSolver {
    EffectSolver(
      scroller: carousel.scroller.id, visibleTop: carousel.snapportStart,
      visibleBottom: carousel.snapportEnd, maxOffset: carousel.scroller.maxOffset)
  }
}
