import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A screen whose tracks bend in every way the runtime meets: a stretchy,
  /// collapsing header, a sticky section header pushed by the next section,
  /// and pinned rows on both edges.
  static let mathScreen = Screen.testing(
    id: "math", device: Device.named("iphone-se")!,
    topBar: Bar.testing(edge: .top, height: 44),
    scroll: Scroll.testing(
      header: Header.testing(id: "hero", height: 200, collapsedHeight: 80, title: "Hero"),
      children: [
        Block.testing(
          id: "section",
          kind: .stack(
            Block.Stack.testing(children: [
              Block.testing(id: "title", sticky: .top, kind: .box(.init(height: 50, label: "A"))),
              Block.testing(
                id: "rows",
                kind: .list(
                  RowList.testing(
                    count: 300, rowHeights: [44, 60, 52],
                    pins: [.init(index: 40, edge: .both), .init(index: 250, edge: .bottom)]))),
            ]))),
        Block.testing(id: "next", sticky: .top, kind: .box(.init(height: 50, label: "B"))),
      ]))

  /// Opens the runtime's pure modules (`RuntimeModules`), then hands over the
  /// math screen's frame table.
  static func withMathPage<T>(
    in kind: BrowserKind, _ body: (Browser, Scene) async throws -> T
  ) async throws -> T {
    try await withBrowser(kind) { browser in
      try await RuntimeModules.open(in: browser)
      return try await body(browser, Scene(screen: mathScreen))
    }
  }

  static func flat(_ function: PiecewiseLinear) -> [Double] {
    function.pieces.flatMap { [$0.start, $0.value, $0.slope] }
  }

  /// Offsets across the overscroll range, breakpoints and their neighbours
  /// included, in an order that makes the cursor walk both ways.
  static func shuffledOffsets(_ table: Scene) -> [Double] {
    var generator = SplitMix64(seed: 0x7AC4)
    let offsets = PageProbe.offsets(
      breakpoints: table.breakpointOffsets(of: table.allElements), lowest: table.lowestOffset,
      highest: table.highestOffset, limit: 400)
    return offsets + offsets.shuffled(using: &generator)
  }

  @Test(arguments: BrowserKind.allCases)
  func trackLookupAndVisibleRangesMatchTheCore(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, table in
      struct Request: Encodable {
        var tracks: [[Double]]
        var heights: [[Double]]
        var offsets: [Double]
        var lowest: Double
        var highest: Double
        var top: Double
        var bottom: Double
      }
      struct Answer: Decodable {
        /// Per track, its value at each offset, with the cursor carried along.
        var walked: [[Double]]
        /// Per track, its value at each offset, searched from piece 0.
        var direct: [[Double]]
        var ranges: [[Double]]
      }
      let references = ["hero", "title", "next", "rows-40", "rows-250"].map {
        table.element(withID: $0)!
      }
      let tracks = references.map { table.motion(of: $0) }
      let offsets = Self.shuffledOffsets(table)
      let band = (top: -64.0, bottom: table.viewport.height + 64)
      let answer: Answer = try await browser.run(
        """
        (a) => {
          const m = window.runtime;
          const walked = a.tracks.map((p) => {
            let i = 0;
            return a.offsets.map((o) => { i = m.pieceAt(p, i, o); return m.pieceValue(p, i, o); });
          });
          const direct = a.tracks.map((p) => a.offsets.map((o) => m.trackValue(p, o)));
          const ranges = a.tracks.map((p, k) =>
            m.visibleRanges(p, a.heights[k], a.lowest, a.highest, a.top, a.bottom));
          return {walked, direct, ranges};
        }
        """,
        Request(
          tracks: tracks.map { Self.flat($0.y) }, heights: tracks.map { Self.flat($0.height) },
          offsets: offsets, lowest: table.lowestOffset, highest: table.highestOffset,
          top: band.top, bottom: band.bottom))
      for (k, track) in tracks.enumerated() {
        for (n, offset) in offsets.enumerated() {
          let want = track.y.value(at: offset)
          #expect(
            abs(answer.walked[k][n] - want) < 1e-9 && abs(answer.direct[k][n] - want) < 1e-9,
            "\(kind): \(track.id).y at \(offset): walked \(answer.walked[k][n]), direct \(answer.direct[k][n]), core \(want)"
          )
        }
        // Visible by more than a point: inside a range; out by more: outside all.
        let ranges = answer.ranges[k]
        let inRange = { (o: Double) in
          stride(from: 0, to: ranges.count, by: 2).contains {
            ranges[$0] <= o && o <= ranges[$0 + 1]
          }
        }
        for offset in offsets {
          let y = track.y.value(at: offset)
          let bottom = y + track.height.value(at: offset)
          if y < band.bottom - 1 && bottom > band.top + 1 {
            #expect(inRange(offset), "\(kind): \(track.id) visible at \(offset), in no range")
          } else if y > band.bottom + 1 || bottom < band.top - 1 {
            #expect(!inRange(offset), "\(kind): \(track.id) off screen at \(offset), in a range")
          }
        }
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func rowGeometryAndTheVisibilityIndexAreExact(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      struct Request: Encodable {
        var heights: [Double]
        var count: Int
        var rows: [Int]
        var ys: [Double]
        var ranges: [Double]
        var queries: [Double]
      }
      struct Answer: Decodable {
        var tops: [Double]
        var firsts: [Int]
        var labels: [String]
        /// Per query, the owners the index finds holding it, sorted.
        var found: [[Int]]
      }
      let list = RowList.testing(count: 1_000_003, rowHeights: [44, 60.5, 52])
      let geometry = RowGeometry(listID: "rows", list: list)
      let rows = [0, 1, 2, 3, 4, 299, 300, 500_000, 1_000_002]
      let ys = [-5, 0, 43.9, 44, 44.1, 104.5, 156.4, 156.5, 1e6, 5e7, 1e9]
      var generator = SplitMix64(seed: 0x1D3)
      // Ranges of every width, from a point to most of [0, 100000].
      var ranges: [Double] = []
      for owner in 0..<300 {
        let start = Double.random(in: 0..<100_000, using: &generator)
        let width =
          [0, 10, 900, 5000, 90_000][owner % 5] * Double.random(in: 0...1, using: &generator)
        ranges += [start, min(100_000, start + width), Double(owner)]
      }
      let queries = (0..<400).map { _ in Double.random(in: -10..<100_010, using: &generator) }
      let answer: Answer = try await browser.run(
        """
        (a) => {
          const m = window.runtime;
          const g = m.rowStarts(a.heights);
          const tops = a.rows.map((i) => m.rowTop(g.starts, g.cycle, i));
          const firsts = a.ys.map((y) => m.firstRowBelow(g.starts, a.heights, g.cycle, a.count, y));
          const label = m.labeller('Row {n} of {i}{i}');
          const labels = a.rows.map(label);
          const index = m.buildIndex(a.ranges, 0, 100000, 852, 16);
          const found = a.queries.map((o) => {
            const owners = new Set();
            const check = (r) => {
              if (a.ranges[r] <= o && o <= a.ranges[r + 1]) owners.add(a.ranges[r + 2]);
            };
            const k = m.indexBucket(index, o);
            for (let e = index.starts[k]; e < index.starts[k + 1]; e++) check(index.entries[e]);
            for (const r of index.wide) check(r);
            return [...owners].sort((x, y) => x - y);
          });
          return {tops, firsts, labels, found};
        }
        """,
        Request(
          heights: list.rowHeights, count: list.count, rows: rows, ys: ys, ranges: ranges,
          queries: queries))
      #expect(answer.tops == rows.map(geometry.rowTop), "\(kind): row tops")
      #expect(answer.firsts == ys.map(geometry.firstRow(below:)), "\(kind): first rows")
      #expect(answer.labels == rows.map { "Row \($0 + 1) of \($0)\($0)" }, "\(kind): labels")
      for (n, query) in queries.enumerated() {
        let want = stride(from: 0, to: ranges.count, by: 3)
          .filter { ranges[$0] <= query && query <= ranges[$0 + 1] }.map { Int(ranges[$0 + 2]) }
        #expect(answer.found[n] == want, "\(kind): the index at \(query)")
      }
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func rubberBandSpringMomentumAndGlideKeepTheirLaws(_ kind: BrowserKind) async throws {
    try await Self.withMathPage(in: kind) { browser, _ in
      struct Answer: Decodable {
        var roundTrip: [Double]
        var banded: [Double]
        var slopeAtZero: Double
        var spring: [Double]
        var springVelocity: [Double]
        var momentum: [Double]
        var momentumVelocity: [Double]
        var momentumRest: Double
        var glide: [Double]
      }
      let distances = [0.5, 10, 100, 667, 5000, 1e6]
      let times = Array(stride(from: 0.0, through: 3000, by: 50))
      let answer: Answer = try await browser.run(
        """
        (a) => {
          const m = window.runtime, d = 667, w = 0.011, rate = 0.998, h = 1e-3;
          const derivative = (f, s) => (f(s + h) - f(s - h)) / (2 * h);
          return {
            roundTrip: a.distances.map((x) => m.unband(m.band(x, d), d)),
            banded: a.distances.map((x) => m.band(x, d)),
            slopeAtZero: m.band(1e-6, d) / 1e-6,
            spring: a.times.map((s) => m.springPosition(120, 0, w, s)),
            springVelocity: a.times.filter((s) => s > 0).map((s) =>
              m.springVelocity(120, -2, w, s) - derivative((t) => m.springPosition(120, -2, w, t), s)),
            momentum: a.times.map((s) => m.momentumPosition(500, 3, rate, s)),
            momentumVelocity: a.times.filter((s) => s > 0).map((s) =>
              m.momentumVelocity(3, rate, s) - derivative((t) => m.momentumPosition(500, 3, rate, t), s)),
            momentumRest: m.momentumPosition(500, 3, rate, 1e7),
            glide: a.times.map((s) => m.glidePosition(10, 410, s, 180)),
          };
        }
        """, ["distances": distances, "times": times])
      for (x, back) in zip(distances, answer.roundTrip) {
        #expect(abs(back - x) <= 1e-6 * max(1, x), "\(kind): unband(band(\(x))) = \(back)")
      }
      #expect(zip(answer.banded, answer.banded.dropFirst()).allSatisfy { $0 < $1 && $1 < 667 })
      #expect(abs(answer.slopeAtZero - 0.55) < 1e-6, "\(kind): band starts at slope 0.55")
      // Critically damped from rest: it falls to the target without crossing it.
      #expect(answer.spring.first == 120)
      #expect(zip(answer.spring, answer.spring.dropFirst()).allSatisfy { $0 >= $1 && $1 >= 0 })
      #expect(answer.spring.last! < 0.05, "\(kind): the spring is still at \(answer.spring.last!)")
      #expect(answer.springVelocity.allSatisfy { abs($0) < 1e-4 }, "\(kind): spring velocity")
      #expect(answer.momentum.first == 500)
      #expect(zip(answer.momentum, answer.momentum.dropFirst()).allSatisfy { $0 < $1 })
      #expect(answer.momentumVelocity.allSatisfy { abs($0) < 1e-4 }, "\(kind): momentum velocity")
      #expect(abs(answer.momentumRest - (500 - 3 / log(0.998))) < 1e-6)
      #expect(answer.glide.first == 10 && answer.glide.last == 410)
      #expect(zip(answer.glide, answer.glide.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(answer.glide[1] > 10 + 400 * 0.5, "\(kind): the glide eases out (\(answer.glide[1]))")
    }
  }

  @Test(arguments: BrowserKind.allCases)
  func framesCSVAndNumbersMatchTheCommandLine(_ kind: BrowserKind) async throws {
    try await Self.withSite(Self.mathScreen, in: kind) { browser, site, layout in
      // The page data as the page carries it, for the modules' page.
      let data = try SiteTool.pageData(site, "math")
      try await RuntimeModules.open(in: browser)
      let table = Scene(screen: Self.mathScreen)
      // Offsets that round at the last printed digit, either way and to zero.
      let offsets = [
        table.lowestOffset, -0.00004, 0, 0.00005, 33.33333, 123, 777.5, 1000.25,
        table.maxOffset, table.highestOffset,
      ]
      struct Answer: Decodable {
        var csv: [String]
        var numbers: [String]
      }
      struct Request: Encodable {
        var offsets: [Double]
        var numbers: [Double]
        var data: String
      }
      let numbers = [0, -0.0, 0.00004, -0.00005, 0.00015, 1.5, -2.25, 1e-9, 12_345.678_95, 1e10]
      let answer: Answer = try await browser.run(
        """
        (a) => {
          const m = window.runtime;
          const data = JSON.parse(a.data);
          return {csv: a.offsets.map((o) => m.framesCSV(data.elements, o)),
            numbers: a.numbers.map(m.formatNumber)};
        }
        """, Request(offsets: offsets, numbers: numbers, data: data))
      #expect(answer.numbers == numbers.map(NumberFormat.string), "\(kind)")
      for (offset, csv) in zip(offsets, answer.csv) {
        let result = try await SiteTool.run([
          "frames", layout.path, "--format", "csv", "--offsets", NumberFormat.exact(offset),
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let expected = String(decoding: result.stdout, as: UTF8.self)
        #expect(csv == expected, "\(kind): framesCSV at \(offset) differs from frames")
      }
    }
  }
}
