/// The screen's vertical geometry, as SPEC section 2 defines it.
public struct Viewport: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// `V0`: the bottom of an opaque top bar, else 0.
  public var top: Double
  /// `V1`: the top of an opaque bottom bar, else the screen height.
  public var bottom: Double
  /// Room at the top the content scrolls under but nothing pins in.
  public var insetTop: Double
  public var insetBottom: Double

  public init(screen: Screen) {
    width = screen.width
    height = screen.height
    top = screen.topBar.flatMap { $0.liesOverContent ? nil : $0.height } ?? 0
    bottom = height - (screen.bottomBar.flatMap { $0.liesOverContent ? nil : $0.height } ?? 0)
    // A bar that hides counts as translucent at rest (SPEC section 12).
    let translucentTop = screen.topBar.flatMap { $0.liesOverContent ? $0.height : nil } ?? 0
    let translucentBottom = screen.bottomBar.flatMap { $0.liesOverContent ? $0.height : nil } ?? 0
    insetTop = max(0, max(screen.safeTop, translucentTop) - top)
    insetBottom = max(0, max(screen.safeBottom, translucentBottom) - (height - bottom))
  }

  /// `Hv`: the height between the opaque bars.
  public var visibleHeight: Double { bottom - top }

  /// Where content y 0 appears at offset 0.
  public var contentOrigin: Double { top + insetTop }

  /// The height the content must reach to fill the area between the insets.
  public var fillHeight: Double { visibleHeight - insetTop - insetBottom }

  /// The last offset before overscroll at the bottom.
  public func maxOffset(contentHeight: Double) -> Double {
    max(0, contentHeight + insetTop + insetBottom - visibleHeight)
  }
}
