/// A continuous piecewise-linear function of the scroll offset, stored exactly as
/// its linear pieces: the motion of one coordinate of one element.
///
/// `pieces[0]` applies to every offset before `pieces[1].start` (its `start` is only
/// the point its `value` is given at); each later piece applies from its `start` up
/// to the next piece's. The starts of the later pieces are the breakpoints.
public struct PiecewiseLinear: Hashable, Sendable {
  public struct Piece: Hashable, Sendable {
    public var start: Double
    public var value: Double
    public var slope: Double

    public init(start: Double, value: Double, slope: Double) {
      self.start = start
      self.value = value
      self.slope = slope
    }

    public func value(at offset: Double) -> Double {
      slope == 0 ? value : value + slope * (offset - start)
    }
  }

  public private(set) var pieces: [Piece]

  /// Slopes closer than this are one slope: they differ only by rounding.
  static let slopeTolerance = 1e-9

  /// Builds a function from pieces with strictly increasing starts.
  public init(pieces: [Piece]) {
    precondition(!pieces.isEmpty, "a piecewise-linear function needs a piece")
    self.pieces = pieces
  }

  /// `value + slope * offset` everywhere.
  public static func linear(valueAtZero value: Double, slope: Double) -> PiecewiseLinear {
    PiecewiseLinear(pieces: [Piece(start: 0, value: value, slope: slope)])
  }

  public static func constant(_ value: Double) -> PiecewiseLinear {
    linear(valueAtZero: value, slope: 0)
  }

  /// The offsets where the slope changes.
  public var breakpoints: some Collection<Double> { pieces.dropFirst().lazy.map(\.start) }

  public var isLinear: Bool { pieces.count == 1 }

  /// The index of the piece that applies at `offset`.
  public func pieceIndex(at offset: Double) -> Int {
    var low = 1
    var high = pieces.count
    while low < high {
      let mid = (low + high) / 2
      if pieces[mid].start <= offset { low = mid + 1 } else { high = mid }
    }
    return low - 1
  }

  public func value(at offset: Double) -> Double {
    pieces[pieceIndex(at: offset)].value(at: offset)
  }

  /// The same function with every value multiplied by `factor`.
  public func scaled(by factor: Double) -> PiecewiseLinear {
    PiecewiseLinear(
      pieces: pieces.map {
        Piece(start: $0.start, value: $0.value * factor, slope: $0.slope * factor)
      })
  }

  /// The same function moved by `delta` along the value axis.
  public func adding(_ delta: Double) -> PiecewiseLinear {
    PiecewiseLinear(
      pieces: pieces.map { Piece(start: $0.start, value: $0.value + delta, slope: $0.slope) })
  }
}
