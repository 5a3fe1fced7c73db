extension Screen {
  public var topStack: BarStack { BarStack(edge: .top, bars: topBars) }
  public var bottomStack: BarStack { BarStack(edge: .bottom, bars: bottomBars) }

  /// Every bar in the order of the `frames` output: the top ones, then the
  /// bottom ones, each edge from the edge inward.
  public var bars: [Bar] { topBars + bottomBars }
}
