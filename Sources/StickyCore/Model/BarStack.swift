/// The bars on one edge of the screen, stacked from the edge inward in
/// document order: the first sits at the very edge, each next one against the
/// one before it (a mini player above a tab bar).
public struct BarStack: Hashable, Sendable {
  public var edge: BarEdge
  public var bars: [Bar]

  public init(edge: BarEdge, bars: [Bar]) {
    self.edge = edge
    self.bars = bars
  }

  /// How far the stack reaches in from the edge.
  public var height: Double { bars.reduce(0) { $0 + $1.height } }

  /// The room the stack takes from the viewport: the bars from the edge up to
  /// the first that lies over the content. The viewport is one band, so once
  /// the content runs under a bar it runs under every bar further in, opaque
  /// or not.
  public var opaqueHeight: Double {
    bars.prefix { !$0.liesOverContent }.reduce(0) { $0 + $1.height }
  }

  /// How far from the edge the bar at `index` begins.
  public func start(of index: Int) -> Double {
    bars[..<index].reduce(0) { $0 + $1.height }
  }

  /// The screen y of the top of the bar at `index` at rest.
  public func restingTop(of index: Int, screenHeight: Double) -> Double {
    switch edge {
    case .top: start(of: index)
    case .bottom: screenHeight - start(of: index) - bars[index].height
    }
  }
}
