/// Names one element of a frame table: a track, or a row of a list track.
public enum ElementReference: Hashable, Sendable {
  case track(Int)
  case row(track: Int, index: Int)
}

extension FrameTable {
  /// The number of elements, rows included.
  public var elementCount: Int {
    tracks.reduce(0) { $0 + 1 + ($1.rows?.count ?? 0) }
  }

  /// Every element in the order of SPEC section 6: bars, scroll, then blocks and
  /// rows in document order.
  public var allElements: [ElementReference] {
    var references: [ElementReference] = []
    references.reserveCapacity(elementCount)
    for (index, track) in tracks.enumerated() {
      references.append(.track(index))
      for row in 0..<(track.rows?.count ?? 0) {
        references.append(.row(track: index, index: row))
      }
    }
    return references
  }

  /// Finds an element by id; row ids are recognised without listing the rows.
  public func element(withID id: String) -> ElementReference? {
    if let index = trackIndex(of: id) { return .track(index) }
    guard let row = RowID(parsing: id), let index = trackIndex(of: row.list),
      let rows = tracks[index].rows, row.index < rows.count
    else { return nil }
    return .row(track: index, index: row.index)
  }

  /// The element's frame at one offset, in screen coordinates.
  public func frame(of reference: ElementReference, at offset: Double) -> Frame {
    switch reference {
    case .track(let index):
      let track = tracks[index]
      return Frame(
        x: track.x, y: track.y.value(at: offset), width: track.width,
        height: track.height.value(at: offset))
    case .row(let index, let row):
      let track = tracks[index]
      let rows = track.rows!
      return Frame(
        x: track.x, y: rows.y(ofRow: row, at: offset), width: track.width,
        height: rows.geometry.rowHeight(row))
    }
  }

  /// The element's id and type, without building its tracks.
  public func identity(of reference: ElementReference) -> (id: String, type: String) {
    switch reference {
    case .track(let index): (tracks[index].id, tracks[index].type)
    case .row(let index, let row): (tracks[index].rows!.geometry.rowID(row), "row")
    }
  }

  /// The element's tracks; a row gets its own track, as if it were not part of a list.
  public func motion(of reference: ElementReference) -> ElementTrack {
    switch reference {
    case .track(let index):
      return tracks[index]
    case .row(let index, let row):
      let track = tracks[index]
      let rows = track.rows!
      return ElementTrack(
        id: rows.geometry.rowID(row), node: .row, layer: track.layer, x: track.x,
        width: track.width,
        y: rows.y(ofRow: row), height: .constant(rows.geometry.rowHeight(row)))
    }
  }

  /// The default offsets of `frames`: every breakpoint of the given elements inside
  /// the overscroll range, plus both ends of that range.
  public func breakpointOffsets(of references: [ElementReference]) -> [Double] {
    var offsets = [lowestOffset, highestOffset]
    func collect(_ track: PiecewiseLinear) {
      offsets += track.breakpoints.filter { $0 > lowestOffset && $0 < highestOffset }
    }
    // Unpinned rows all ride on their list's origin, so each origin counts once.
    var listsCollected: Set<Int> = []
    for reference in references {
      switch reference {
      case .track(let index):
        collect(tracks[index].y)
        collect(tracks[index].height)
        for effect in tracks[index].effects { collect(effect.value) }
      case .row(let index, let row):
        let rows = tracks[index].rows!
        if let position = rows.pinPosition(of: row) {
          collect(rows.pinnedY[position])
        } else if listsCollected.insert(index).inserted {
          collect(rows.origin)
        }
      }
    }
    return NumberFormat.distinctOffsets(offsets)
  }
}
