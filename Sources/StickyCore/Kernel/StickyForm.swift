/// The closed form of SPEC section 5 for one sticky element, kept beside its
/// track: with the pin lines `T` and `B` of a moment it gives the element's
/// top without solving the layout again (SPEC section 12 moves those lines).
public struct StickyForm: Hashable, Sendable {
  /// The element's top and height in content coordinates.
  public var top: Double
  public var height: Double
  public var edge: StickyEdge
  /// What stacks above it (`T_k - T`) and below it (`B - B_k`).
  public var stackedAbove: Double
  public var stackedBelow: Double
  /// The parent's content box, in content coordinates.
  public var parentTop: Double
  public var parentBottom: Double

  /// The element's top at `offset`, for content whose y 0 is at `origin` at
  /// offset 0, with the pin lines `T` and `B` of a moment (the page's
  /// `kernel/stickyForm.js`).
  func y<Value: MotionValue>(
    at offset: Value, origin: Double, top pinTop: Value, bottom pinBottom: Value
  )
    -> Value
  {
    y(natural: { offset.scaled(by: -1).adding(origin + $0) }, top: pinTop, bottom: pinBottom)
  }

  /// The element's top, `natural` giving `n` of a content y; `T` and `B` as they are.
  func y<Value: MotionValue>(
    natural: (Double) -> Value, top pinTop: Value, bottom pinBottom: Value
  ) -> Value {
    var y = natural(top)
    if edge.pinsBottom { y = y.minimum(pinBottom.adding(-stackedBelow).adding(-height)) }
    if edge.pinsTop { y = y.maximum(pinTop.adding(stackedAbove)) }
    if edge.pinsTop { y = y.minimum(natural(parentBottom - height)) }
    if edge.pinsBottom { y = y.maximum(natural(parentTop)) }
    return y
  }
}
