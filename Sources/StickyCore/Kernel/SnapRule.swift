/// The snap positions of a screen's content and the four ways of landing on
/// them (SPEC section 14), pure functions of the static layout. The page runs
/// the same rule (`kernel/snapRule.js`).
///
/// Every item (a block, or a row of a list) offers its aligned offset and,
/// when it is at least as tall as the snapport, the point of its covering
/// range nearest the intended offset. Within an area those offers rise with
/// the item (`SnapCandidates`), so a search costs a binary search per area,
/// logarithmic in the rows of a list.
public struct SnapRule: Hashable, Sendable {
  /// The type, and the glide to the landing place.
  public var style: ScrollSnap
  public var type: SnapType { style.type }
  /// `Hs = B - T`.
  public var snapport: Double
  /// `V0 + insetTop - T`: added to an item's content top it gives the offset
  /// at which the item's top meets `T`.
  public var shift: Double
  public var maxOffset: Double
  /// Whether the rule pages by the snapport's length (SPEC section 15's
  /// `page`, a `mandatory` type) instead of searching the snap positions,
  /// which then only name the target.
  public var paged: Bool
  public var areas: [SnapArea]
  /// The areas that stop every fling, step or page (`snapStop="always"`).
  var stoppers: [SnapArea]

  public init(
    style: ScrollSnap, pinTop: Double, pinBottom: Double, contentOrigin: Double, maxOffset: Double,
    areas: [SnapArea], paged: Bool = false
  ) {
    self.style = style
    snapport = pinBottom - pinTop
    shift = contentOrigin - pinTop
    self.maxOffset = maxOffset
    self.paged = paged
    self.areas = areas
    stoppers = areas.filter { $0.stop == .always }
  }

  /// Whether the content ever snaps: a paged rule whenever it has a page's
  /// length.
  public var snaps: Bool { type != .none && (paged ? snapport > 0 : !areas.isEmpty) }

  /// `R`: how far from its base a candidate may be.
  public var reach: Double { type == .proximity ? snapport / 3 : .infinity }

  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

  /// The item's aligned offset, clamped to the range.
  func aligned(_ area: SnapArea, _ index: Int) -> Double { clamped(position(area, index)) }

  /// The offset at which the item aligns with the snapport, before the
  /// clamp to the range: where a carousel's marker puts its target.
  public func position(_ area: SnapArea, _ index: Int) -> Double {
    let start = area.top(index) + shift
    return start + area.align.share * (area.height(index) - snapport)
  }

  /// The offsets between which the item covers the snapport, when it can.
  func covering(_ area: SnapArea, _ index: Int) -> ClosedRange<Double>? {
    guard area.height(index) >= snapport else { return nil }
    return clamped(area.top(index) + shift)...clamped(coveringEnd(area, index))
  }

  /// The offset at which the item's bottom meets `B`, where a covering range
  /// ends; it rises with the item.
  func coveringEnd(_ area: SnapArea, _ index: Int) -> Double {
    area.top(index) + area.height(index) + shift - snapport
  }
}
