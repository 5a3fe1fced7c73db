/// The motion of a list's rows: each row rides on the list's own track unless it
/// is pinned, in which case it has a track of its own.
public struct RowTracks: Hashable, Sendable {
  public var geometry: RowGeometry
  /// The screen y of the list's top.
  public var origin: PiecewiseLinear
  /// The sticky element the list rides with, if any.
  var originRide: StickyRide?
  /// The pinned rows, ascending by index.
  public var pins: [PinnedRow]

  public var count: Int { geometry.count }

  /// Where row `row` is in `pins`, found by bisection: a long list may pin a
  /// thousand rows, and drawing and replaying ask this of every row they show.
  public func pinPosition(of row: Int) -> Int? {
    var low = 0
    var high = pins.count
    while low < high {
      let mid = (low + high) / 2
      if pins[mid].index < row { low = mid + 1 } else { high = mid }
    }
    return low < pins.count && pins[low].index == row ? low : nil
  }

  public func y(ofRow row: Int) -> PiecewiseLinear {
    if let position = pinPosition(of: row) { return pins[position].y }
    return origin.adding(geometry.rowTop(row))
  }

  public func y(ofRow row: Int, at offset: Double) -> Double {
    if let position = pinPosition(of: row) { return pins[position].y.value(at: offset) }
    return origin.value(at: offset) + geometry.rowTop(row)
  }
}
