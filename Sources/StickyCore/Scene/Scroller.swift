/// Something the user scrolls, with its own offset: its axis, its range
/// `[0, maxOffset]`, the rubber band past either end, and its rules.
///
/// A screen is one vertical scroller, its content; each carousel of SPEC
/// section 15 will be a horizontal one. Every track names the scroller whose
/// offset it is a function of.
public struct Scroller: Hashable, Sendable {
  public var id: ScrollerID
  public var axis: ScrollAxis
  public var maxOffset: Double
  public var overscroll: Double
  public var rules: ScrollerRules

  public var minOffset: Double { 0 }
  /// The ends of the range the user can drag the offset through.
  public var lowestOffset: Double { -overscroll }
  public var highestOffset: Double { maxOffset + overscroll }
}
