import StickyCore

// Measures how the solver's cost grows with rows and pins: for each size it
// prints the solve time, the breakpoints found, the time to sample every element
// at five offsets, and the process's peak memory so far (sizes run in the order
// given, so list them from small to large). `effects` measures effect tracks,
// `memory` the tool's peak memory on hostile inputs (MemoryBench), `snap` the
// cost of landing on a feed of up to a million rows (SnapBench).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A screen of `sections` sections, each a sticky section header over a list of
/// `rowsPerSection` rows with one pin per 100 rows, cycling through the edges.
func generatedScreen(rows: Int, rowsPerSection: Int = 1_000) -> Screen {
  let sections = max(1, rows / rowsPerSection)
  let edges: [StickyEdge] = [.top, .bottom, .both]
  var children: [Block] = []
  for section in 0..<sections {
    let pins = stride(from: 50, to: rowsPerSection, by: 100).enumerated().map {
      RowList.Pin(index: $1, edge: edges[($0 + section) % edges.count])
    }
    let list = RowList(
      count: rowsPerSection, rowHeights: [44, 60, 52, 44], label: "Row {i}", pins: pins)
    children.append(
      Block(
        id: "section-\(section)", sticky: .none,
        kind: .stack(
          Block.Stack(
            padding: .zero, spacing: 0,
            children: [
              Block(id: "title-\(section)", sticky: .top, kind: .box(Block.Box(height: 56))),
              Block(id: "rows-\(section)", sticky: .none, kind: .list(list)),
            ]))))
  }
  return Screen(
    id: "bench", device: Device.named("iphone-15")!, overscroll: 200, stacking: .stack,
    topBars: [Bar(id: "bar-top", edge: .top, height: 120, translucent: false)],
    scroll: Scroll(id: "content", padding: .zero, spacing: 0, fill: false, children: children))
}

func peakMemoryMiB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// A screen of `count` boxes, each with a scroll-driven and a view-driven
/// effect, as a gallery of fading, parallax cards would have.
func effectsScreen(count: Int) -> Screen {
  let properties = Effect.Property.allCases
  let boxes = (0..<count).map { index in
    Block(
      id: "card-\(index)", sticky: .none,
      kind: .box(Block.Box(height: 80 + Double(index % 5) * 10)),
      effects: [
        Effect(
          part: .image, property: .translateY,
          timeline: .scroll(start: Double(index) * 90, end: Double(index) * 90 + 300),
          values: [0, -40, -60]),
        Effect(
          part: .self, property: properties[index % properties.count],
          timeline: .view(start: .init(.entry, 0), end: .init(.exit, 1)), values: [0.5, 1, 1, 0.5]),
      ])
  }
  return Screen(
    id: "effects", device: Device.named("iphone-15")!, overscroll: 200, stacking: .stack,
    scroll: Scroll(id: "content", padding: .zero, spacing: 10, fill: false, children: boxes))
}

if CommandLine.arguments.dropFirst().first == "memory" {
  MemoryBench.main(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

if CommandLine.arguments.dropFirst().first == "snap" {
  SnapBench.main()
  exit(0)
}

if CommandLine.arguments.dropFirst().first == "effects" {
  let screen = effectsScreen(count: 1_000)
  let clock = ContinuousClock()
  var best = Double.infinity
  var breakpoints = 0
  for _ in 0..<5 {
    var table: Scene? = nil
    best = min(best, seconds(clock.measure { table = Scene(screen: screen) }) * 1000)
    breakpoints =
      table?.tracks.reduce(0) { sum, track in
        sum + track.effects.reduce(0) { $0 + $1.value.breakpoints.count }
      } ?? 0
  }
  print("elements  effects  solve_ms  effect_breakpoints")
  print("1000      2000     \(format(best).padding(9)) \(breakpoints)")
  exit(0)
}

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
print("rows      pins    solve_ms  breakpoints  sample_ms  peak_MiB")
for rows in sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes {
  let screen = generatedScreen(rows: rows)
  let clock = ContinuousClock()
  var table: Scene? = nil
  let solve = clock.measure { table = Scene(screen: screen) }
  guard let table else { continue }
  var breakpoints = 0
  var pins = 0
  for track in table.tracks {
    breakpoints += track.y.breakpoints.count + track.height.breakpoints.count
    if let rows = track.rows {
      pins += rows.pins.count
      breakpoints += rows.pins.reduce(0) { $0 + $1.y.breakpoints.count }
    }
  }
  // Every element at five offsets across the range, as `frames` would sample them.
  let references = table.allElements
  var checksum = 0.0
  let sample = clock.measure {
    for step in 0..<5 {
      let offset =
        table.lowestOffset + Double(step) * (table.highestOffset - table.lowestOffset) / 4
      for reference in references { checksum += table.frame(of: reference, at: offset).y }
    }
  }
  let line = [
    String(rows).padding(9), String(pins).padding(7), format(seconds(solve) * 1000).padding(9),
    String(breakpoints).padding(12), format(seconds(sample) * 1000).padding(10),
    format(peakMemoryMiB()),
  ]
  print(line.joined(separator: " ") + (checksum.isNaN ? " (NaN)" : ""))
}

func format(_ value: Double) -> String {
  String((value * 100).rounded() / 100)
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
