/// A block that snaps, or a list whose rows each snap (SPEC section 14): its
/// items in content coordinates, with how they align and whether they stop.
public struct SnapArea: Hashable, Sendable {
  public enum Items: Hashable, Sendable {
    case block(id: String, top: Double, height: Double)
    /// The rows of a list whose top is at content y `top`.
    case rows(RowGeometry, top: Double)
  }

  public var items: Items
  public var align: SnapAlign
  public var stop: SnapStop

  public init(items: Items, align: SnapAlign, stop: SnapStop) {
    self.items = items
    self.align = align
    self.stop = stop
  }

  public var count: Int {
    switch items {
    case .block: 1
    case .rows(let rows, _): rows.count
    }
  }

  /// The top of item `index` in content coordinates.
  func top(_ index: Int) -> Double {
    switch items {
    case .block(_, let top, _): top
    case .rows(let rows, let top): top + rows.rowTop(index)
    }
  }

  func height(_ index: Int) -> Double {
    switch items {
    case .block(_, _, let height): height
    case .rows(let rows, _): rows.rowHeight(index)
    }
  }

  /// The block's id, or the row's own (`<list>-<i>`).
  public func id(_ index: Int) -> String {
    switch items {
    case .block(let id, _, _): id
    case .rows(let rows, _): rows.rowID(index)
    }
  }
}
