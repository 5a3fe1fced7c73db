import Foundation
import StickyCore
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  @Test(arguments: BrowserKind.allCases)
  func rowCoverTopOwnerAndFitScaleAreExact(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      struct Answer: Decodable {
        var rows: [Int]
        var owners: [Int]
        var scales: [Double]
      }
      let heights = [44.0, 60, 52]
      let ys: [Double] = [-1, 0, 43.9, 44, 103.9, 104, 155.9, 156, 200, 156 * 3 - 0.1, 156 * 3]
      // Ranges [a, b, owner]: owner 2 (rank 5) covers [0, 100], owner 0
      // (rank 9) [50, 60], owner 1 (rank 1) everything.
      let answer: Answer = try await browser.run(
        """
        () => {
          const m = window.runtime;
          const g = m.rowStarts([44, 60, 52]);
          const rows = \(ys).map((y) => m.rowAt(g.starts, [44, 60, 52], g.cycle, 9, y));
          const index = m.buildIndex([0, 100, 2, 50, 60, 0, -1000, 1000, 1], -1000, 1000, 64, 4);
          const rank = [9, 1, 5];
          const owners = [-2000, -5, 10, 55, 99, 150].map((o) =>
            m.topOwner(index, o, rank, () => true))
            .concat([m.topOwner(index, 55, rank, (k) => k !== 0)]);
          const scales = [
            m.fitScale('fit', 421, 880, 1408, 700), m.fitScale('fit', 421, 880, 358, 2000),
            m.fitScale('fit', 421, 880, 2000, 2000), m.fitScale(0.5, 421, 880, 100, 100),
            m.fitScale('fit', 421, 880, 0, -10),
          ];
          return {rows, owners, scales};
        }
        """)
      let wantRows = ys.map { y -> Int in
        guard y >= 0 else { return -1 }
        var top = 0.0
        for i in 0..<9 {
          let h = heights[i % 3]
          if y < top + h { return i }
          top += h
        }
        return -1
      }
      #expect(answer.rows == wantRows, "\(kind): rowAt \(answer.rows), want \(wantRows)")
      #expect(answer.owners == [-1, 1, 2, 0, 2, 1, 2], "\(kind): topOwner \(answer.owners)")
      #expect(
        answer.scales == [700.0 / 880, 358.0 / 421, 1, 0.5, 1], "\(kind): fitScale \(answer.scales)"
      )
    }
  }

  /// The pure functions behind the phase and the offset field: ends missed by
  /// the last bit still count, and only numbers are offsets.
  @Test(arguments: BrowserKind.allCases)
  func phaseAndTypedOffsetsNameWhereTheScreenIs(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      let pure: [String] = try await browser.run(
        """
        () => {
          const m = window.runtime;
          return [m.phaseOf(0, 100), m.phaseOf(1e-9, 100), m.phaseOf(100 - 1e-9, 100),
            m.phaseOf(50, 100), m.phaseOf(-1, 100), m.phaseOf(101, 100), m.phaseOf(0, 0),
          ].map((p) => p.text + (p.over ? ' (over)' : ''))
            .concat(['abc', '', '  ', ' 12.5 ', '1e3'].map((t) => String(m.typedOffset(t))));
        }
        """)
      #expect(
        pure == [
          "at rest", "at rest", "at the end", "scrolled", "pulled past the top (over)",
          "pushed past the end (over)", "at rest", "NaN", "NaN", "NaN", "12.5", "1000",
        ], "\(kind)")
    }
  }
}
