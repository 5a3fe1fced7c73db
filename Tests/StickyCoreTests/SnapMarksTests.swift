import StickyTestSupport
import Testing

@testable import StickyCore

/// The snap positions a scrubber or a plot marks (`SnapRule.marks`): exactly
/// the buckets that hold an item's aligned offset, found without visiting
/// every row.
@Suite struct SnapMarksTests {
  /// Blocks and lists aligned in every way, at resolutions from one bucket
  /// to more buckets than positions, against every aligned offset put in
  /// its bucket one by one.
  @Test func theMarksAreTheBucketsThatHoldAPosition() {
    var generator = SplitMix64(seed: 0x3A4C)
    for _ in 0..<200 {
      var top = Double(generator.next(below: 40))
      let areas = (0..<(1 + generator.next(below: 5))).map { index -> SnapArea in
        let align = [SnapAlign.start, .center, .end][generator.next(below: 3)]
        defer { top += 50 }
        if generator.next(below: 2) == 0 {
          let height = Double(20 + generator.next(below: 900))
          defer { top += height }
          return SnapArea(
            items: .block(id: "b\(index)", top: top, height: height), align: align, stop: .normal)
        }
        let rows = RowGeometry(
          listID: "l\(index)",
          list: RowList(
            count: 1 + generator.next(below: 400),
            rowHeights: (0..<(1 + generator.next(below: 3))).map { _ in
              Double(1 + generator.next(below: 700))
            }, label: ""))
        defer { top += rows.totalHeight }
        return SnapArea(items: .rows(rows, top: top), align: align, stop: .normal)
      }
      let rule = SnapRule(
        style: ScrollSnap(type: .mandatory), pinTop: 50, pinBottom: 650, contentOrigin: 50,
        maxOffset: max(0, top - 600), areas: areas)
      // The whole range and more, as a scrubber's, or a stretch of it.
      let whole = generator.next(below: 2) == 0
      let low = Double(generator.next(below: 200)) * (whole ? -1 : rule.maxOffset / 400)
      let high = whole ? rule.maxOffset + 1 : low + 1 + Double(generator.next(below: 600))
      let buckets = [1, 7, 97, 300, 5_000][generator.next(below: 5)]
      var expected = Set<Int>()
      for area in areas {
        for index in 0..<area.count where (low...high).contains(rule.aligned(area, index)) {
          let share = (rule.aligned(area, index) - low) / (high - low) * Double(buckets)
          expected.insert(min(buckets - 1, max(0, Int(share.rounded(.down)))))
        }
      }
      #expect(rule.marks(from: low, to: high, buckets: buckets) == expected.sorted())
    }
  }

  /// A list of a million rows marks every bucket of the whole range, and
  /// each row's own where the buckets are finer than the rows.
  @Test func aListOfAMillionRowsIsMarkedPerBucket() {
    let rows = RowGeometry(
      listID: "feed", list: RowList(count: 1_000_000, rowHeights: [44, 60, 52], label: ""))
    let rule = SnapRule(
      style: ScrollSnap(type: .proximity), pinTop: 0, pinBottom: 800, contentOrigin: 0,
      maxOffset: rows.totalHeight - 800,
      areas: [SnapArea(items: .rows(rows, top: 0), align: .start, stop: .normal)])
    #expect(rule.marks(from: 0, to: rule.maxOffset, buckets: 300) == Array(0..<300))
    #expect(rule.marks(from: 0, to: 1_000, buckets: 1_000).count == 20)
  }

  /// Nothing is marked where nothing snaps.
  @Test func aRuleThatDoesNotSnapMarksNothing() {
    let rule = SnapRule(
      style: .none, pinTop: 0, pinBottom: 800, contentOrigin: 0, maxOffset: 1_000,
      areas: [SnapArea(items: .block(id: "b", top: 0, height: 10), align: .start, stop: .normal)])
    #expect(rule.marks(from: 0, to: 1_000, buckets: 10).isEmpty)
  }
}
