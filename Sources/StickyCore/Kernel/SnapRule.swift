/// The snap positions of a screen's content and the four ways of landing on
/// them (SPEC section 14), pure functions of the static layout. The page runs
/// the same rule (`kernel/snapRule.js`).
///
/// Every item (a block, or a row of a list) offers its aligned offset and,
/// when it is at least as tall as the snapport, the point of its covering
/// range nearest the intended offset. Items do not overlap and come in
/// document order, so those offers rise with the item: the candidates form
/// one sorted sequence, two per item, and every search is a binary search in
/// it, logarithmic in the rows of a list.
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
  public var areas: [SnapArea]
  /// `firsts[a]`: the index of area `a`'s first item among all items; one
  /// more entry holds the count.
  private var firsts: [Int]
  /// The areas that stop every fling, step or page (`snapStop="always"`).
  var stoppers: [Int]

  public init(
    style: ScrollSnap, pinTop: Double, pinBottom: Double, contentOrigin: Double, maxOffset: Double,
    areas: [SnapArea]
  ) {
    self.style = style
    snapport = pinBottom - pinTop
    shift = contentOrigin - pinTop
    self.maxOffset = maxOffset
    self.areas = areas
    var running = 0
    firsts =
      areas.map { area in
        defer { running += area.count }
        return running
      } + [running]
    stoppers = areas.indices.filter { areas[$0].stop == .always }
  }

  /// Whether the content ever snaps.
  public var snaps: Bool { type != .none && !areas.isEmpty }

  /// `R`: how far from its base a candidate may be.
  public var reach: Double { type == .proximity ? snapport / 3 : .infinity }

  var itemCount: Int { firsts[firsts.count - 1] }

  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maxOffset) }

  /// Which area holds item `item` of all items, and the item's index in it.
  func locate(_ item: Int) -> (area: Int, index: Int) {
    var low = 0
    var high = areas.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if firsts[middle] <= item { low = middle } else { high = middle - 1 }
    }
    return (low, item - firsts[low])
  }

  /// The item's aligned offset, clamped to the range.
  func aligned(_ area: SnapArea, _ index: Int) -> Double {
    let start = area.top(index) + shift
    return clamped(start + area.align.share * (area.height(index) - snapport))
  }

  /// The offsets between which the item covers the snapport, when it can.
  func covering(_ area: SnapArea, _ index: Int) -> ClosedRange<Double>? {
    let height = area.height(index)
    guard height >= snapport else { return nil }
    let start = area.top(index) + shift
    return clamped(start)...clamped(start + height - snapport)
  }

  /// The block (or row) that item `item` belongs to.
  func target(_ item: Int) -> String {
    let (area, index) = locate(item)
    return areas[area].id(index)
  }
}
