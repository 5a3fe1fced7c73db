import StickyCore

/// The mean cost of one landing of SPEC section 14 on a feed of rows that
/// snap, for growing row counts: the rule bisects the rows, so a million
/// should land about as fast as a thousand.
enum SnapBench {
  /// A feed whose rows take three heights in turn, the tallest covering the
  /// snapport, every third one stopping flings, between an opaque tab bar and
  /// the status bar.
  static func feed(rows: Int) -> Screen {
    let list = RowList(count: rows, rowHeights: [710, 420, 900], label: "Video {n}")
    return Screen(
      id: "feed", device: Device.named("iphone-15")!, overscroll: 200, stacking: .stack,
      bottomBars: [Bar(id: "bar-bottom", edge: .bottom, height: 83, translucent: false)],
      scroll: Scroll(
        id: "content", padding: .zero, spacing: 0, fill: false,
        children: [
          Block(
            id: "videos", sticky: .none, kind: .list(list),
            snap: BlockSnap(align: .start, stop: .normal))
        ], snap: ScrollSnap(type: .mandatory)))
  }

  static func main() {
    print("rows      rest_us  fling_us  step_us  page_us")
    for rows in [1_000, 100_000, 1_000_000] {
      let rule = Scene(screen: feed(rows: rows)).snap
      var generator = SystemRandomNumberGenerator()
      let offsets = (0..<20_000).map { _ in Double.random(in: 0...rule.maxOffset, using: &generator)
      }
      let clock = ContinuousClock()
      var checksum = 0.0
      func mean(_ land: (Double) -> SnapLanding?) -> Double {
        // The best of five rounds, in microseconds per call.
        (0..<5).map { _ in
          seconds(clock.measure { for offset in offsets { checksum += land(offset)?.offset ?? 0 } })
        }.min()! / Double(offsets.count) * 1e6
      }
      let line = [
        String(rows).padding(9), format(mean { rule.rest($0) }).padding(8),
        format(mean { rule.fling(from: $0, by: 2_400) }).padding(9),
        format(mean { rule.step(from: $0, by: 40) }).padding(8),
        format(mean { rule.page(from: $0, by: 1) }),
      ]
      print(line.joined(separator: " ") + (checksum.isNaN ? " (NaN)" : ""))
    }
  }
}
