/// The screen's vertical geometry, as SPEC section 2 defines it.
public struct Viewport: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// `V0`: the bottom of the opaque top bars at the edge, else 0.
  public var top: Double
  /// `V1`: the top of the opaque bottom bars at the edge, else the screen height.
  public var bottom: Double
  /// Room at the top the content scrolls under but nothing pins in.
  public var insetTop: Double
  public var insetBottom: Double

  public init(screen: Screen) {
    width = screen.width
    height = screen.height
    let topStack = screen.topStack
    let bottomStack = screen.bottomStack
    top = topStack.opaqueHeight
    bottom = height - bottomStack.opaqueHeight
    // The bars further in than the room they take lie over the content, so
    // the content's inset reaches the inner edge of the whole stack (a bar
    // that hides counts as translucent at rest, SPEC section 12).
    insetTop = max(0, max(screen.safeTop, topStack.height) - top)
    insetBottom = max(0, max(screen.safeBottom, bottomStack.height) - (height - bottom))
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
