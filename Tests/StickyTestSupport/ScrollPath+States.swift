import StickyCore

extension ScrollPath {
  /// A path for the states of SPEC section 13 on a screen that scrolls to
  /// `maxOffset`: across each threshold of the test layouts both ways, with a
  /// stop at the top short enough for a state to flip back within its
  /// transition and on again within that one, to the end and back a little,
  /// a pull, and back to the top, after which the last transition runs on.
  public static func crossingStates(to maxOffset: Double) -> ScrollPath {
    let points: [(Double, Double)] = [
      (0, 0), (100, 0.3), (0, 0.5), (0, 0.56), (150, 0.8), (100, 0.9), (150, 1.0), (300, 1.3),
      (200, 1.4), (300, 1.5), (maxOffset, 2.3), (maxOffset - 50, 2.4), (maxOffset, 2.5),
      (maxOffset, 2.6), (-80, 3.3), (0, 3.6),
    ]
    return ScrollPath(points: points.map { .init(offset: $0.0, time: $0.1) })
  }
}
