/// Every element of a frame table in the order of SPEC section 6 (bars, scroll,
/// then blocks and rows in document order), produced as it is walked: a screen
/// of a thousand million-row lists would need gigabytes to list its rows at once.
public struct AllElements: Sequence, Sendable {
  /// How many rows each track has; nil for a track without rows.
  let rowCounts: [Int?]

  /// The number of elements, rows included.
  public let count: Int

  init(tracks: [ElementTrack]) {
    rowCounts = tracks.map { $0.rows?.count }
    count = rowCounts.reduce(0) { $0 + 1 + ($1 ?? 0) }
  }

  public var underestimatedCount: Int { count }

  public struct Iterator: IteratorProtocol {
    let rowCounts: [Int?]
    var track = 0
    /// The row to produce next; nil when the track itself is next.
    var row: Int?

    public mutating func next() -> ElementReference? {
      while track < rowCounts.count {
        guard let current = row else {
          row = 0
          return .track(track)
        }
        if current < rowCounts[track] ?? 0 {
          row = current + 1
          return .row(track: track, index: current)
        }
        track += 1
        row = nil
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(rowCounts: rowCounts) }
}
