/// Where the rows of a list sit, computed in constant time per row from the
/// repeating height pattern, so long lists need no per-row storage. The page
/// finds rows by the same rule (`kernel/rowGeometry.js`).
public struct RowGeometry: Hashable, Sendable {
  public var listID: String
  public var count: Int
  public var pattern: [Double]
  /// `starts[k]`: the top of row `k` within one repetition of the pattern.
  private var starts: [Double]
  /// The height of one full repetition of the pattern.
  private var cycle: Double
  public var pins: [RowList.Pin]

  public init(listID: String, list: RowList) {
    self.listID = listID
    count = list.count
    pattern = list.rowHeights
    var running = 0.0
    starts = pattern.map { height in
      defer { running += height }
      return running
    }
    cycle = running
    pins = list.pins
  }

  /// The top of row `index`, relative to the list's top.
  public func rowTop(_ index: Int) -> Double {
    let (repeats, position) = index.quotientAndRemainder(dividingBy: pattern.count)
    return Double(repeats) * cycle + starts[position]
  }

  public func rowHeight(_ index: Int) -> Double { pattern[index % pattern.count] }

  public var totalHeight: Double { rowTop(count) }

  public func rowID(_ index: Int) -> String { RowID(list: listID, index: index).description }

  /// The row that covers `y` (relative to the list's top), if one does.
  public func row(at y: Double) -> Int? {
    guard y >= 0 else { return nil }
    let index = firstRow(below: y)
    return index < count && rowTop(index) <= y ? index : nil
  }

  /// The first row whose bottom is below `y` (relative to the list's top), clamped to the rows.
  public func firstRow(below y: Double) -> Int {
    guard cycle > 0 else { return y < 0 ? 0 : count }
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if rowTop(mid) + rowHeight(mid) <= y { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
