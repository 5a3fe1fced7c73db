/// What SPEC section 12 adds to a screen's motion: the bars that hide, the
/// floating header, and the pin lines `T` and `B` that follow what they show.
/// Written once over `MotionValue`, so the solver gets exact tracks for the
/// state without a path and a path gets the frames of one moment.
public struct HidingMotion: Hashable, Sendable {
  /// The bars that hide and the header that floats; nil where there is none.
  public var topBar: Bar?
  public var bottomBar: Bar?
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
    topBar = screen.topBar.flatMap { $0.hide == .none ? nil : $0 }
    bottomBar = screen.bottomBar.flatMap { $0.hide == .none ? nil : $0 }
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

  /// Whether the header floats.
  public var floats: Bool { header != nil }

  /// Whether anything on the screen answers how it was scrolled.
  public var isEmpty: Bool { topBar == nil && bottomBar == nil && header == nil }

  /// The heights `E` of what hides: top bar, bottom bar, header (0 where
  /// none). A floating header's is its height at offset 0, so that with
  /// `stretch` its band under the status bar leaves with it, as Flutter's
  /// `SliverAppBar` does.
  public var hideableHeights: HiddenAmounts {
    HiddenAmounts(
      top: topBar?.height ?? 0, bottom: bottomBar?.height ?? 0,
      header: header?.height(natural: headerNaturalTop) ?? 0)
  }

  /// Where a floating header's bottom edge is at offset 0, `n + h`: at every
  /// offset it lies `min(o, e)` above that.
  public var headerEnd: Double? {
    header.map { headerNaturalTop + $0.header.height }
  }

  /// How each snaps when the finger lifts; nil where it does not. The format
  /// gives every part of one screen that snaps the same duration and easing,
  /// so that their snaps, which start together, run together.
  public var snaps: (top: SnapStyle?, bottom: SnapStyle?, header: SnapStyle?) {
    (
      topBar.flatMap { $0.snap ? $0.snapStyle : nil },
      bottomBar.flatMap { $0.snap ? $0.snapStyle : nil },
      header.flatMap { $0.header.snap ? $0.header.snapStyle : nil }
    )
  }

  /// How one part (`\.top`, `\.bottom` or `\.header`) snaps; nil where it does not.
  public func snapStyle(of element: KeyPath<HiddenAmounts, Double>) -> SnapStyle? {
    let styles = snaps
    switch element {
    case \HiddenAmounts.top: return styles.top
    case \HiddenAmounts.bottom: return styles.bottom
    default: return styles.header
    }
  }

  /// The frames of the moving parts and the pin lines, at offset `offset` with
  /// these hidden amounts (SPEC section 12).
  func shown<Value: MotionValue>(offset: Value, top: Value, bottom: Value, header hidden: Value)
    -> ShownParts<Value>
  {
    var parts = ShownParts<Value>(
      pinTop: .constant(restingTop), pinBottom: .constant(restingBottom))
    if let topBar {
      let y = top.scaled(by: -1)
      parts.topBarY = y
      parts.pinTop = Value.constant(safeTop).maximum(y.adding(topBar.height))
    }
    if let pinnedHeaderLine { parts.pinTop = parts.pinTop.maximum(.constant(pinnedHeaderLine)) }
    if let header {
      // At the offset `e`, or `o` during a pull (`e` is 0 there and `o` below it).
      let n = offset.minimum(hidden).scaled(by: -1).adding(headerNaturalTop)
      parts.header = (header.y(natural: n), header.height(natural: n))
      // A header that neither pins nor is pinned ends at `n + h` in every phase.
      parts.pinTop = parts.pinTop.maximum(n.adding(header.header.height))
    }
    if let bottomBar {
      let y = bottom.adding(screenHeight - bottomBar.height)
      parts.bottomBarY = y
      parts.pinBottom = Value.constant(screenHeight - safeBottom).minimum(y)
    }
    return parts
  }

  /// `e = min(E, c(o))` as a track: the state reached scrolling straight from 0.
  func straight(_ height: Double) -> PiecewiseLinear {
    PiecewiseLinear.linear(valueAtZero: 0, slope: 1).maximum(0).minimum(min(height, maxOffset))
  }
}
