/// The motion of a list's rows: each row rides on the list's own track unless it
/// is pinned, in which case it has a track of its own.
public struct RowTracks: Hashable, Sendable {
  public var geometry: RowGeometry
  /// The screen y of the list's top.
  public var origin: PiecewiseLinear
  /// The sticky element the list rides with, if any.
  var originRide: StickyRide?
  /// The pinned rows, ascending by index.
  public let pins: [PinnedRow]
  /// Their indices alone, which a bisection reads: contiguous, they stay in
  /// cache where the rows' tracks would not.
  private let pinIndices: [Int]

  init(
    geometry: RowGeometry, origin: PiecewiseLinear, originRide: StickyRide?, pins: [PinnedRow]
  ) {
    self.geometry = geometry
    self.origin = origin
    self.originRide = originRide
    self.pins = pins
    pinIndices = pins.map(\.index)
  }

  public var count: Int { geometry.count }

  /// Where row `row` is in `pins`, found by bisection: a long list may pin a
  /// thousand rows, and drawing and replaying ask this of every row they show.
  public func pinPosition(of row: Int) -> Int? {
    guard !pinIndices.isEmpty else { return nil }
    // Halving without a branch on the comparison, which a list's rows,
    // asked in order against thousands of pins, would mispredict half the time.
    var base = 0
    var length = pinIndices.count
    while length > 1 {
      let half = length / 2
      base = pinIndices[base + half] < row ? base + half : base
      length -= half
    }
    let position = pinIndices[base] < row ? base + 1 : base
    return position < pinIndices.count && pinIndices[position] == row ? position : nil
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
