/// A list of rows generated from a count and a height pattern; rows are never
/// stored one by one, so a million of them cost no more than a few.
public struct RowList: Hashable, Sendable {
  public var count: Int
  /// Row heights used in turn: row `i` is `rowHeights[i % rowHeights.count]` tall.
  public var rowHeights: [Double]
  /// `{i}` is replaced by the 0-based row index, `{n}` by the 1-based one.
  public var label: String
  public var color: Color?
  public var altColor: Color?
  /// Sticky rows, ordered by index, at most one per row.
  public var pins: [Pin]

  public static let maximumCount = 1_000_000

  public init(
    count: Int, rowHeights: [Double], label: String, color: Color? = nil,
    altColor: Color? = nil,
    pins: [Pin] = []
  ) {
    self.count = count
    self.rowHeights = rowHeights
    self.label = label
    self.color = color
    self.altColor = altColor
    self.pins = pins.sorted { $0.index < $1.index }
  }

  public struct Pin: Hashable, Sendable {
    public var index: Int
    public var edge: StickyEdge

    public init(index: Int, edge: StickyEdge) {
      self.index = index
      self.edge = edge
    }
  }

  public func rowLabel(_ index: Int) -> String { RowLabel.text(template: label, index: index) }

  public func rowHeight(_ index: Int) -> Double { rowHeights[index % rowHeights.count] }
}
