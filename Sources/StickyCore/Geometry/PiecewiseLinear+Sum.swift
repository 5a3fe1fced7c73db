extension PiecewiseLinear {
  /// The sum of two functions, with a breakpoint wherever either bends.
  public func adding(_ other: PiecewiseLinear) -> PiecewiseLinear {
    let starts = Set(breakpoints).union(other.breakpoints).sorted()
    func piece(at start: Double) -> Piece {
      Piece(
        start: start, value: value(at: start) + other.value(at: start),
        slope: pieces[pieceIndex(at: start)].slope
          + other.pieces[other.pieceIndex(at: start)].slope)
    }
    return PiecewiseLinear(pieces: [piece(at: (starts.first ?? 1) - 1)] + starts.map(piece))
  }
}
