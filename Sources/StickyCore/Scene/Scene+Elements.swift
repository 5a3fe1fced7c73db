/// Names one element of a frame table: a track, or a row of a list track.
public enum ElementReference: Hashable, Sendable {
  case track(Int)
  case row(track: Int, index: Int)
}

extension Scene {
  /// Every element in the order of SPEC section 6, its rows listed only as they are walked.
  public var allElements: AllElements { AllElements(tracks: tracks) }

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
    // Each member is read in place: a copy of the whole track retains all its
    // storage, which cost a third of printing the frames of many rows.
    switch reference {
    case .track(let index):
      return Frame(
        x: tracks[index].x, y: tracks[index].y.value(at: offset), width: tracks[index].width,
        height: tracks[index].height.value(at: offset))
    case .row(let index, let row):
      return Frame(
        x: tracks[index].x, y: tracks[index].rows!.y(ofRow: row, at: offset),
        width: tracks[index].width, height: tracks[index].rows!.geometry.rowHeight(row))
    }
  }

  /// The element's id and kind, without building its tracks.
  public func identity(of reference: ElementReference) -> (id: String, kind: ElementKind) {
    switch reference {
    case .track(let index): (tracks[index].id, tracks[index].kind)
    case .row(let index, let row): (tracks[index].rows!.geometry.rowID(row), .row)
    }
  }

  /// The element's id appended to `text`, without building a string.
  public func appendID(of reference: ElementReference, to text: TextBytes) {
    switch reference {
    case .track(let index): text.append(tracks[index].id)
    case .row(let index, let row):
      RowID.append(list: tracks[index].rows!.geometry.listID, index: row, to: text)
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
        id: rows.geometry.rowID(row), scroller: track.scroller, node: .row, layer: track.layer,
        x: track.x,
        width: track.width,
        y: rows.y(ofRow: row), height: .constant(rows.geometry.rowHeight(row)))
    }
  }

  /// The default offsets of `frames`: every breakpoint of the given elements inside
  /// the overscroll range, plus both ends of that range.
  public func breakpointOffsets(of references: some Sequence<ElementReference>) -> [Double] {
    var breakpoints = Breakpoints(table: self)
    for reference in references {
      switch reference {
      case .track(let index): breakpoints.collect(track: index)
      case .row(let index, let row): breakpoints.collect(row: row, of: index)
      }
    }
    return breakpoints.offsets
  }

  /// The default offsets of `frames` for every element, found list by list, not row by row.
  public func breakpointOffsets(of _: AllElements) -> [Double] {
    var breakpoints = Breakpoints(table: self)
    for (index, track) in tracks.enumerated() {
      breakpoints.collect(track: index)
      guard let rows = track.rows else { continue }
      for pin in rows.pins { breakpoints.collect(pin.y) }
      if rows.pins.count < rows.count { breakpoints.collectOrigin(of: index) }
    }
    return breakpoints.offsets
  }
}

/// The breakpoints of chosen elements inside the overscroll range.
private struct Breakpoints {
  let table: Scene
  var found: [Double]
  /// Unpinned rows all ride on their list's origin, so each origin counts once.
  var listsCollected: Set<Int> = []

  init(table: Scene) {
    self.table = table
    found = [table.lowestOffset, table.highestOffset]
  }

  var offsets: [Double] { NumberFormat.distinctOffsets(found) }

  mutating func collect(_ track: PiecewiseLinear) { collect(Array(track.breakpoints)) }

  mutating func collect(track index: Int) {
    let track = table.tracks[index]
    collect(track.y)
    collect(track.height)
    // An `x` effect bends at offsets of its carousel, not of the content.
    for effect in track.effects where effect.scroller == table.content.id {
      collect(effect.breakpoints)
    }
  }

  mutating func collect(_ breakpoints: [Double]) {
    found += breakpoints.filter { $0 > table.lowestOffset && $0 < table.highestOffset }
  }

  mutating func collect(row: Int, of index: Int) {
    let rows = table.tracks[index].rows!
    if let position = rows.pinPosition(of: row) {
      collect(rows.pins[position].y)
    } else {
      collectOrigin(of: index)
    }
  }

  mutating func collectOrigin(of index: Int) {
    if listsCollected.insert(index).inserted { collect(table.tracks[index].rows!.origin) }
  }
}
