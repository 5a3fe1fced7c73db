/// The motion of one element (not a list row): its fixed horizontal extent and its
/// exact vertical tracks in screen coordinates, with the element itself, so
/// that what reads the tracks needs nothing else.
public struct ElementTrack: Hashable, Sendable {
  public var id: String
  public var node: ElementNode
  public var layer: ElementLayer
  public var x: Double
  public var width: Double
  public var y: PiecewiseLinear
  public var height: PiecewiseLinear
  /// The tracks of the rows, when the element is a list.
  public var rows: RowTracks?
  /// The element's effects, in the order written; empty for most elements.
  public var effects: [EffectTrack] = []

  public var kind: ElementKind { node.kind }
}

/// The motion of a list's rows: each row rides on the list's own track unless it
/// is pinned, in which case it has a track of its own.
public struct RowTracks: Hashable, Sendable {
  public var geometry: RowGeometry
  /// The screen y of the list's top.
  public var origin: PiecewiseLinear
  /// Pinned row indices, ascending, and their y tracks in the same order.
  public var pinnedRows: [Int]
  public var pinnedY: [PiecewiseLinear]

  public var count: Int { geometry.count }

  public func pinPosition(of row: Int) -> Int? {
    var low = 0
    var high = pinnedRows.count
    while low < high {
      let mid = (low + high) / 2
      if pinnedRows[mid] < row { low = mid + 1 } else { high = mid }
    }
    return low < pinnedRows.count && pinnedRows[low] == row ? low : nil
  }

  public func y(ofRow row: Int) -> PiecewiseLinear {
    if let position = pinPosition(of: row) { return pinnedY[position] }
    return origin.adding(geometry.rowTop(row))
  }

  public func y(ofRow row: Int, at offset: Double) -> Double {
    if let position = pinPosition(of: row) { return pinnedY[position].value(at: offset) }
    return origin.value(at: offset) + geometry.rowTop(row)
  }
}
