extension ScrollPath {
  /// The path in the grammar `frames --path` reads: `OFFSET@SECONDS` points,
  /// `!` where the finger lifts, `!+D` or `!-D` where it lifts with momentum.
  /// Exact for paths whose numbers print as they are (`NumberFormat.string`),
  /// such as `demo`.
  public var text: String { points.map(\.text).joined(separator: ",") }
}

extension ScrollPath.Point {
  /// The point as an item of a path's text.
  public var text: String {
    let place = "\(NumberFormat.string(offset))@\(NumberFormat.string(time))"
    switch lift {
    case nil: return place
    case .rest: return place + "!"
    case .fling(let travel):
      return place + "!" + (travel.sign == .minus ? "-" : "+") + NumberFormat.string(abs(travel))
    }
  }
}
