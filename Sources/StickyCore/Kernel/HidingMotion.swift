/// What SPEC section 12 adds to a screen's motion: the bars that hide, the
/// floating header, and the pin lines `T` and `B` that follow what they show.
/// Written once over `MotionValue`, so the solver gets exact tracks for the
/// state without a path and a path gets the frames of one moment.
public struct HidingMotion: Hashable, Sendable {
  /// The bars that hide, in the order of `HiddenAmounts.bars`: the top
  /// edge's from the edge inward, then the bottom edge's.
  public var hidingBars: [Bar]
  /// Every bar that moves: those that hide and those they carry.
  public var movingBars: [MovingBar]
  /// Which of `movingBars` is the innermost bar of each edge, whose inner
  /// side the pin line follows; nil where that bar stays put.
  public var innerTop: Int?
  public var innerBottom: Int?
  /// The header that floats; nil where there is none.
  var header: HeaderMotion?
  /// `n` of the header at offset 0.
  public var headerNaturalTop: Double
  var screenHeight: Double
  public var safeTop: Double
  public var safeBottom: Double
  /// Section 5's `T` and `B` at rest, `T` before a pinned header raises it.
  public var restingTop: Double
  public var restingBottom: Double
  /// `A + c` of a pinned header, which `T` never goes above.
  public var pinnedHeaderLine: Double?
  public var maxOffset: Double

  init(
    screen: Screen, viewport: Viewport, header: HeaderMotion?, headerTop: Double,
    maxOffset: Double
  ) {
    hidingBars = screen.bars.filter { $0.hide != .none }
    movingBars = []
    var carried = 0
    for stack in [screen.topStack, screen.bottomStack] {
      let first = carried
      for (index, bar) in stack.bars.enumerated() {
        if bar.hide != .none { carried += 1 }
        guard carried > first else { continue }
        movingBars.append(
          MovingBar(
            bar: bar, restingTop: stack.restingTop(of: index, screenHeight: viewport.height),
            carriers: first..<carried))
        if index == stack.bars.count - 1 {
          if stack.edge == .top {
            innerTop = movingBars.count - 1
          } else {
            innerBottom = movingBars.count - 1
          }
        }
      }
    }
    self.header = header.flatMap { $0.header.floating ? $0 : nil }
    headerNaturalTop = viewport.contentOrigin + headerTop
    screenHeight = viewport.height
    safeTop = screen.safeTop
    safeBottom = screen.safeBottom
    restingTop = viewport.contentOrigin
    restingBottom = viewport.bottom - viewport.insetBottom
    pinnedHeaderLine = header.flatMap {
      $0.header.pinned ? $0.anchor + $0.header.collapsedHeight : nil
    }
    self.maxOffset = maxOffset
  }

  /// The rule of a scroller that nothing answers, a carousel (SPEC section
  /// 15): no bar hides, no header floats, no pin line moves.
  init(inertUpTo maxOffset: Double) {
    hidingBars = []
    movingBars = []
    header = nil
    headerNaturalTop = 0
    screenHeight = 0
    safeTop = 0
    safeBottom = 0
    restingTop = 0
    restingBottom = 0
    pinnedHeaderLine = nil
    self.maxOffset = maxOffset
  }

  /// Whether the header floats.
  public var floats: Bool { header != nil }

  /// The floating header's id; nil where none floats.
  public var headerID: String? { header?.header.id }

  /// Whether anything on the screen answers how it was scrolled.
  public var isEmpty: Bool { hidingBars.isEmpty && header == nil }

  /// The heights `E` of what hides: each bar that hides, the header (0
  /// where none). A floating header's is its height at offset 0, so that with
  /// `stretch` its band under the status bar leaves with it, as Flutter's
  /// `SliverAppBar` does.
  public var hideableHeights: HiddenAmounts {
    HiddenAmounts(
      bars: hidingBars.map(\.height), header: header?.height(natural: headerNaturalTop) ?? 0)
  }

  /// Where a floating header's bottom edge is at offset 0, `n + h`: at every
  /// offset it lies `min(o, e)` above that.
  public var headerEnd: Double? {
    header.map { headerNaturalTop + $0.header.height }
  }

  /// How each part that hides snaps when the finger lifts, in the order of
  /// `HiddenAmounts.parts`; nil where it does not. The format gives every
  /// part of one screen that snaps the same duration and easing, so that
  /// their snaps, which start together, run together.
  public var snaps: [SnapStyle?] {
    hidingBars.map { $0.snap ? $0.snapStyle : nil }
      + [header.flatMap { $0.header.snap ? $0.header.snapStyle : nil }]
  }

  /// How one part (one of `HiddenAmounts.parts`) snaps; nil where it does not.
  public func snapStyle(of element: KeyPath<HiddenAmounts, Double>) -> SnapStyle? {
    hideableHeights.parts.firstIndex { $0 as KeyPath<HiddenAmounts, Double> == element }
      .flatMap { snaps[$0] }
  }

  /// The frames of the moving parts and the pin lines, at offset `offset` with
  /// these hidden amounts (SPEC section 12): `bars` of the bars that hide,
  /// `hidden` of the header.
  func shown<Value: MotionValue>(offset: Value, bars: [Value], header hidden: Value)
    -> ShownParts<Value>
  {
    var parts = ShownParts<Value>(
      pinTop: .constant(restingTop), pinBottom: .constant(restingBottom))
    parts.barTops = movingBars.map { $0.top(bars) }
    // The lines follow the inner side of each edge's stack as it is shown.
    if let innerTop {
      let inner = parts.barTops[innerTop].adding(movingBars[innerTop].bar.height)
      parts.pinTop = Value.constant(safeTop).maximum(inner)
    }
    if let pinnedHeaderLine { parts.pinTop = parts.pinTop.maximum(.constant(pinnedHeaderLine)) }
    if let header {
      // At the offset `e`, or `o` during a pull (`e` is 0 there and `o` below it).
      let n = offset.minimum(hidden).scaled(by: -1).adding(headerNaturalTop)
      parts.header = (header.y(natural: n), header.height(natural: n))
      // A header that neither pins nor is pinned ends at `n + h` in every phase.
      parts.pinTop = parts.pinTop.maximum(n.adding(header.header.height))
    }
    if let innerBottom {
      parts.pinBottom = Value.constant(screenHeight - safeBottom).minimum(
        parts.barTops[innerBottom])
    }
    return parts
  }

  /// `shown` with the amounts of one moment.
  func shown(offset: Double, hidden: HiddenAmounts) -> ShownParts<Double> {
    shown(offset: offset, bars: hidden.bars, header: hidden.header)
  }

  /// `e = min(E, c(o))` as a track: the state reached scrolling straight from 0.
  func straight(_ height: Double) -> PiecewiseLinear {
    PiecewiseLinear.linear(valueAtZero: 0, slope: 1).maximum(0).minimum(min(height, maxOffset))
  }
}
