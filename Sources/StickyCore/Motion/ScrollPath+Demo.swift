extension ScrollPath {
  /// The path the page's Play control plays and its plot follows (SPEC section
  /// 12): down, up a little, the finger lifting, a pause while a snap runs,
  /// then down again to the end. The way up is 0.6 of the tallest element that
  /// hides, so a snapping one comes back (less than half of it is hidden), and
  /// 0.6 of a fifth of the screen where nothing hides.
  public static func demo(for hiding: HidingMotion, screenHeight: Double) -> ScrollPath {
    let tallest = (hiding.hideableHeights.bars + [hiding.hideableHeights.header]).max() ?? 0
    let reach = tallest > 0 ? tallest : screenHeight / 5
    let end = max(hiding.maxOffset, 0)
    let down = NumberFormat.rounded(min(end, max(2.5 * reach, 0.35 * end)))
    let up = NumberFormat.rounded(max(0, down - 0.6 * reach))
    return ScrollPath(points: [
      Point(offset: 0, time: 0),
      Point(offset: down, time: 1.4),
      Point(offset: up, time: 2, lifts: true),
      Point(offset: up, time: 2.5),
      Point(offset: end, time: 4),
    ])
  }
}
