// Measures the generated preview pages in headless Chromium, against a native
// page and on their own:
//
// 1. Cost per scroll step against native scrolling. Pages of 10,000 rows
//    (44/60/52 pt) with 100 of them pinned at both edges: previews, driven by
//    `stickyPreview.setOffset`, and a plain page whose pinned rows are
//    `position: sticky` in a native scroller, driven by `scrollTop`. Each
//    sweeps `--steps` steps, one per animation frame; the cost of a step is the
//    main thread's task time (DevTools `Performance.getMetrics`) over the sweep
//    divided by the steps. The pages alternate for `--rounds` rounds; it prints
//    each round, the medians and the median ratios to native. Two sweeps:
//    a. As a user opens the page: steps of 0.925 pt from offset 0 in a 1400×1100
//       window. The screen's pins overlap (`"stacking": "overlap"`), and the
//       native page's are all at top 0 and bottom 0 to match. Compared: the
//       preview page as built (panel, plot and facts shown) and the screen's
//       `embed.html`.
//    b. Mid-list, as first measured: steps of 1 pt from offset 3,000 in a
//       1200×1100 window, the pins stacked on both pages; then the preview
//       alone with the inspector on.
// 2. `setOffset` alone, for sequential steps of `--stride` points and for
//    random jumps, at each `--rows` count (one bar, a header and three pinned
//    rows), at 10,000 rows with 100 elements that carry effects and are on
//    screen at every offset, at 100,000 rows with 1,000 overlapping pins at
//    both edges spread evenly, and at 1,000,000 rows with 10,000 top-edged
//    pins: mean and 99th percentile, the page's size, and its DOM as opened,
//    after a click on each source tab, and after the calls. At 10,000 rows
//    also with the inspector on (its outlines, lines and a row's frame shown)
//    beside the plot, whose cursor every step moves.
// 3. With `--gallery N`, only a gallery of N screens (`GalleryBench.swift`).
//
//   swift build -c release --product stickypreview
//   swift build -c release --product stickypreview-page-bench
//   .build/release/stickypreview-page-bench [--rounds 5] [--steps 400]
//     [--rows 10000,100000] [--no-million] [--calls 5000] [--stride 10]
//     [--bin PATH] [--keep]
//   .build/release/stickypreview-page-bench --gallery 1200

import Foundation
import StickyWebDriver

struct Options {
  var rounds = 5
  var steps = 400
  var rows = [10_000, 100_000]
  var million = true
  var calls = 5_000
  var stride = 10.0
  var binary: String? = nil
  var keep = false
  /// When set, only the gallery benchmark runs, with this many screens.
  var gallery: Int? = nil

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    func positive(_ name: String) throws -> Int {
      guard let value = iterator.next().flatMap({ Int($0) }), value > 0 else {
        throw BenchError("\(name) needs a positive number")
      }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--rounds": rounds = try positive(argument)
      case "--steps": steps = try positive(argument)
      case "--calls": calls = try positive(argument)
      case "--stride": stride = Double(try positive(argument))
      case "--rows":
        rows = try (iterator.next() ?? "").split(separator: ",").map {
          guard let count = Int($0), count > 0 else { throw BenchError("bad --rows value \($0)") }
          return count
        }
      case "--no-million": million = false
      case "--bin": binary = iterator.next()
      case "--keep": keep = true
      case "--gallery": gallery = try positive(argument)
      case "-h", "--help":
        print(
          "usage: stickypreview-page-bench [--rounds N] [--steps N] [--rows 10000,100000]"
            + " [--no-million] [--calls N] [--stride N] [--bin PATH] [--keep] [--gallery N]")
        exit(0)
      default: throw BenchError("unknown argument \(argument)")
      }
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The `stickypreview` binary: `--bin`, else the one beside this executable.
func stickypreviewBinary(_ options: Options) throws -> URL {
  if let path = options.binary { return URL(fileURLWithPath: path) }
  let me = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0])
  let sibling = me.deletingLastPathComponent().appendingPathComponent("stickypreview")
  guard FileManager.default.isExecutableFile(atPath: sibling.path) else {
    throw BenchError("no stickypreview beside \(me.path): build it first, or pass --bin")
  }
  return sibling
}

/// Runs a program to completion; returns its standard output.
@discardableResult
func run(_ executable: URL, _ arguments: [String], input: Data? = nil) throws -> Data {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("page-bench-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: output) }
  let handle = try FileHandle(forWritingTo: output)
  process.standardOutput = handle
  let errors = Pipe()
  process.standardError = errors
  let feed = Pipe()
  process.standardInput = input == nil ? FileHandle.nullDevice : feed
  try process.run()
  if let input {
    feed.fileHandleForWriting.write(input)
    try feed.fileHandleForWriting.close()
  }
  let errorText = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try handle.close()
  guard process.terminationStatus == 0 else {
    throw BenchError(
      "\(executable.lastPathComponent) \(arguments.first ?? "") failed: "
        + String(decoding: errorText, as: UTF8.self))
  }
  return try Data(contentsOf: output)
}

func gzipSize(_ data: Data) throws -> Int {
  guard let gzip = BrowserTools.executable(named: "gzip") else {
    throw BenchError("gzip not found")
  }
  return try run(URL(fileURLWithPath: gzip), ["-9", "-c"], input: data).count
}

/// A long list under a bar, as a layout file: pinned rows at `pins`, their
/// edges taken from `edges` in turn; with a stretchy header when `header`, and
/// the screen's `stacking` when given.
func layout(
  id: String, rows: Int, pins: [Int], edges: [String], header: Bool, stacking: String? = nil
) -> String {
  let pinNodes = pins.enumerated().map { number, index in
    "{\"type\": \"pin\", \"index\": \(index), \"edge\": \"\(edges[number % edges.count])\"}"
  }
  let headerNode = header ? "{\"type\": \"header\", \"height\": 200, \"title\": \"Header\"}," : ""
  let stackingKey = stacking.map { "\"stacking\": \"\($0)\", " } ?? ""
  return """
    {"type": "screen", "id": "\(id)", "device": "iphone-15", \(stackingKey)"children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
      {"type": "scroll", "children": [\(headerNode)
        {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 60, 52],
         "label": "Row {n}", "children": [\(pinNodes.joined(separator: ","))]}]}]}
    """
}

/// A long list after `carriers` small boxes that are sticky on both edges and
/// overlap, so that every one of them is on screen at every offset, each with
/// effects on its own node and its label on scroll and view timelines.
func effectLayout(id: String, rows: Int, carriers: Int) -> String {
  let boxes = (0..<carriers).map { index in
    let start = index * 150
    return """
      {"type": "box", "id": "fx-\(index)", "height": 8, "label": "\(index)", "sticky": "both",
       "children": [
        {"type": "effect", "property": "opacity", "timeline": "view",
         "range": "cover 0% cover 100%", "values": [0.4, 1, 0.4]},
        {"type": "effect", "property": "scale", "range": "\(start) \(start + 5000)",
         "values": [1, 0.9, 1.1]},
        {"type": "effect", "part": "text", "property": "translateX", "range": "0 200000",
         "values": [0, 40, -40, 0]}]}
      """
  }
  return """
    {"type": "screen", "id": "\(id)", "device": "iphone-15", "stacking": "overlap", "children": [
      {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
      {"type": "scroll", "children": [\(boxes.joined(separator: ",")),
        {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 60, 52],
         "label": "Row {n}"}]}]}
    """
}

func bytes(_ count: Int) -> String {
  count >= 10_000 ? String(format: "%.1f KB", Double(count) / 1000) : "\(count) B"
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Offsets a sweep visits: `steps` steps of `step` points after `start`.
struct Sweep: Encodable {
  var start: Double
  var step: Double
  var steps: Int
}

/// Main-thread milliseconds per step of `sweep`, one step per animation frame,
/// through `setOffset` of `driver` (a global of the page). With `inspecting`,
/// the preview's inspector is on and shows a row.
func sweepCost(
  _ browser: Browser, page: URL, driver: String, sweep: Sweep, inspecting: Bool = false
) async throws -> Double {
  struct Request: Encodable {
    var driver: String
    var sweep: Sweep
    var inspecting: Bool
  }
  let request = Request(driver: driver, sweep: sweep, inspecting: inspecting)
  try await browser.navigate(to: page)
  // Let the page settle at the start, so that opening it is not counted.
  let _: Bool = try await browser.runAsync(
    """
    (a) => new Promise((resolve) => {
      if (a.inspecting) window[a.driver].inspect('rows-5');
      window[a.driver].setOffset(a.sweep.start);
      let frames = 0;
      const tick = () => (++frames < 30 ? requestAnimationFrame(tick) : resolve(true));
      requestAnimationFrame(tick);
    })
    """, request)
  let before = try await browser.taskDuration()
  let _: Bool = try await browser.runAsync(
    """
    (a) => new Promise((resolve) => {
      const target = window[a.driver];
      let step = 0;
      const tick = () => {
        if (step === a.sweep.steps) return requestAnimationFrame(() => resolve(true));
        target.setOffset(a.sweep.start + ++step * a.sweep.step);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })
    """, request)
  let after = try await browser.taskDuration()
  return (after - before) * 1000 / Double(sweep.steps)
}

/// A page of a comparison, driven through the `setOffset` of its global `driver`.
struct SweptPage {
  var label: String
  var url: URL
  var driver: String
}

/// Sweeps `pages` for `rounds` rounds and prints each round's cost per step,
/// each page's ratio to the first page, and their medians.
func compareSweeps(
  _ browser: Browser, pages: [SweptPage], sweep: Sweep, rounds: Int
) async throws {
  let reference = pages[0].label
  let ratioHeaders = pages.dropFirst().map { "\($0.label)/\(reference)" }
  // Columns: the round, each page's cost, each ratio under its header.
  let widths = [8] + pages.map { _ in 11 } + ratioHeaders.map { $0.count + 2 }
  func row(_ cells: [String]) -> String {
    zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined()
      .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
  }
  func line(_ first: String, _ costs: [Double], _ ratios: [Double]) -> String {
    row(
      [first] + costs.map { String(format: "%.3f ms", $0) }
        + ratios.map { String(format: "%.2f×", $0) })
  }
  print(row(["round"] + pages.map(\.label) + ratioHeaders))
  var costs = Array(repeating: [Double](), count: pages.count)
  var ratios = Array(repeating: [Double](), count: pages.count - 1)
  for round in 1...rounds {
    // Alternate the order, so that no page always runs first or last.
    let order = round % 2 == 1 ? Array(pages.indices) : pages.indices.reversed()
    var roundCosts = Array(repeating: 0.0, count: pages.count)
    for index in order {
      roundCosts[index] = try await sweepCost(
        browser, page: pages[index].url, driver: pages[index].driver, sweep: sweep)
    }
    let roundRatios = roundCosts.dropFirst().map { $0 / roundCosts[0] }
    for index in pages.indices { costs[index].append(roundCosts[index]) }
    for index in roundRatios.indices { ratios[index].append(roundRatios[index]) }
    print(line(String(round), roundCosts, roundRatios))
  }
  print(line("median", costs.map(median), ratios.map(median)))
  print(
    "median ratio over \(rounds) rounds: "
      + zip(pages.dropFirst(), ratios).map {
        "\($0.label) " + String(format: "%.2f×", median($1)) + " \(reference)"
      }.joined(separator: ", "))
}

/// The page's element count once it has drawn two frames, and again after the
/// Source section is opened and each of its tabs clicked, which draw what
/// they show.
func openedDOM(_ browser: Browser, page: URL) async throws -> (opened: Int, tabs: Int) {
  try await browser.navigate(to: page)
  let counts: [Int] = try await browser.runAsync(
    """
    () => new Promise((resolve) => {
      const count = () => document.getElementsByTagName('*').length;
      const frames = (n, then) => requestAnimationFrame(() => (n > 1 ? frames(n - 1, then) : then()));
      frames(2, () => {
        const opened = count();
        const view = document.getElementById('source-view');
        if (view) view.open = true;
        for (const tab of document.querySelectorAll('[role="tab"]')) tab.click();
        frames(2, () => resolve([opened, count()]));
      });
    })
    """)
  return (counts[0], counts[1])
}

struct Calls: Decodable {
  var sequentialMean: Double
  var sequentialP99: Double
  var randomMean: Double
  var randomP99: Double
  var domAfter: Int
}

/// Mean and 99th percentile of one `setOffset`, sequential and random. Each
/// loop runs twice on the same offsets: once timed as a whole (the mean; one
/// call is below the browser's clock resolution), once call by call (the 99th
/// percentile).
func setOffsetCalls(
  _ browser: Browser, page: URL, calls: Int, stride: Double, inspecting: Bool
) async throws -> Calls {
  try await browser.navigate(to: page)
  struct Request: Encodable {
    var calls: Int
    var stride: Double
    var inspecting: Bool
  }
  return try await browser.run(
    """
    (a) => {
      const sp = window.stickyPreview;
      if (a.inspecting) sp.inspect('rows-5');
      const low = sp.minOffset - sp.overscroll, high = sp.maxOffset + sp.overscroll;
      let seed = 0x2545F491;
      const random = () => {
        seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
        return (seed >>> 0) / 4294967296;
      };
      const sequential = new Float64Array(a.calls);
      for (let i = 0; i < a.calls; i++) sequential[i] = low + ((i * a.stride) % (high - low));
      const jumps = new Float64Array(a.calls);
      for (let i = 0; i < a.calls; i++) jumps[i] = low + random() * (high - low);
      const measure = (offsets) => {
        // A whole untimed pass first, so that every path is compiled.
        for (let i = 0; i < offsets.length; i++) sp.setOffset(offsets[i]);
        const start = performance.now();
        for (let i = 0; i < offsets.length; i++) sp.setOffset(offsets[i]);
        const mean = (performance.now() - start) / offsets.length;
        const each = new Float64Array(offsets.length);
        for (let i = 0; i < offsets.length; i++) {
          const t0 = performance.now();
          sp.setOffset(offsets[i]);
          each[i] = performance.now() - t0;
        }
        each.sort();
        return [mean, each[Math.min(each.length - 1, Math.floor(each.length * 0.99))]];
      };
      const [sequentialMean, sequentialP99] = measure(sequential);
      const [randomMean, randomP99] = measure(jumps);
      return {sequentialMean, sequentialP99, randomMean, randomP99,
        domAfter: document.getElementsByTagName('*').length};
    }
    """, Request(calls: calls, stride: stride, inspecting: inspecting))
}

/// The same call-by-call timing of a fixed computation that takes about as long
/// as a jump: its 99th percentile above its median is what the machine (other
/// processes, the clock's coarse steps) adds to any single call.
func timingNoise(_ browser: Browser, calls: Int) async throws -> (median: Double, p99: Double) {
  let result: [Double] = try await browser.run(
    """
    (calls) => {
      const each = new Float64Array(calls);
      let sink = 0;
      for (let i = 0; i < calls; i++) {
        const t0 = performance.now();
        for (let k = 0; k < 20000; k++) sink += Math.sqrt(k + i);
        each[i] = performance.now() - t0;
      }
      each.sort();
      return [each[calls >> 1], each[Math.floor(calls * 0.99)], sink > 0 ? 0 : 1];
    }
    """, calls)
  return (result[0], result[1])
}

func benchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("stickypreview-page-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer {
    if options.keep {
      print("pages kept at \(folder.path)")
    } else {
      try? FileManager.default.removeItem(at: folder)
    }
  }
  // The comparisons: the screen as opened, with overlapping pins, and the
  // mid-list one with stacked pins, each beside its native page.
  let comparisonPins = Array(Swift.stride(from: 50, to: 10_000, by: 100))
  var layouts: [(id: String, text: String)] = [
    (
      "opened",
      layout(
        id: "opened", rows: 10_000, pins: comparisonPins, edges: ["both"], header: false,
        stacking: "overlap")
    ),
    (
      "compare",
      layout(id: "compare", rows: 10_000, pins: comparisonPins, edges: ["both"], header: false)
    ),
  ]
  func nativePage(_ stacking: NativeStickyPage.Stacking, _ name: String) throws -> URL {
    let native = NativeStickyPage(
      width: 393, height: 852, topBar: 44, rows: 10_000, heights: [44, 60, 52],
      pins: comparisonPins, stacking: stacking)
    let url = folder.appendingPathComponent(name)
    try Data(native.html.utf8).write(to: url)
    return url
  }
  let nativeOverlap = try nativePage(.overlap, "native-overlap.html")
  let nativeStacked = try nativePage(.stacked, "native.html")
  // The setOffset pages.
  var sizes: [(label: String, id: String, inspecting: Bool)] = []
  for rows in options.rows {
    let id = "rows-\(rows)"
    layouts.append(
      (
        id,
        layout(
          id: id, rows: rows, pins: [10, rows / 2, rows - 1], edges: ["top", "both", "bottom"],
          header: true)
      ))
    sizes.append(("\(rows) rows, 3 pins", id, false))
    if rows == 10_000 { sizes.append(("\(rows) rows, inspector on", id, true)) }
  }
  layouts.append(("effects", effectLayout(id: "effects", rows: 10_000, carriers: 100)))
  sizes.append(("10000 rows, 100 with effects", "effects", false))
  // What the page's size and DOM must stay small for (targets: under 300 KB
  // and 1,000 elements): 100,000 rows with 1,000 pins. Top edges, so that as
  // the page opens no pin is on screen; pins held at a pin line each take a
  // node by the page's contract (1,000 overlapping at both edges would all be
  // on screen at once), which would measure them rather than the page.
  layouts.append(
    (
      "pins-1000",
      layout(
        id: "pins-1000", rows: 100_000, pins: Array(Swift.stride(from: 50, to: 100_000, by: 100)),
        edges: ["top"], header: true)
    ))
  sizes.append(("100000 rows, 1000 top pins", "pins-1000", false))
  if options.million {
    // Top edges: in one list, bottom-edged pins that cannot stack within the
    // screen all rest at the list's top while it is in view (as CSS has them),
    // thousands at once, which measures that layout rather than the runtime.
    let pins = Array(Swift.stride(from: 50, to: 1_000_000, by: 100))
    layouts.append(
      ("million", layout(id: "million", rows: 1_000_000, pins: pins, edges: ["top"], header: true)))
    sizes.append(("1000000 rows, 10000 top pins", "million", false))
  }
  var inputs: [String] = []
  for (id, text) in layouts {
    let url = folder.appendingPathComponent("\(id).json")
    try Data(text.utf8).write(to: url)
    inputs.append(url.path)
  }
  let site = folder.appendingPathComponent("site")
  try run(binary, ["build"] + inputs + ["--out", site.path])
  func page(_ id: String, _ file: String = "index.html") -> URL {
    site.appendingPathComponent(id).appendingPathComponent(file)
  }

  // A desktop window: both panels sit beside the phone, as a user sees the page.
  try await Browser.withSession(Browser.Options(.chromium, windowWidth: 1400, windowHeight: 1100)) {
    browser in
    try await browser.enablePerformanceMetrics()
    print(
      "As opened: main-thread time per scroll step, \(options.steps) steps of 0.925 pt from "
        + "offset 0 a round, 10000 rows with 100 pinned at both edges, overlapping:")
    try await compareSweeps(
      browser,
      pages: [
        SweptPage(label: "native", url: nativeOverlap, driver: "nativeSticky"),
        SweptPage(label: "preview", url: page("opened"), driver: "stickyPreview"),
        SweptPage(label: "embed", url: page("opened", "embed.html"), driver: "stickyPreview"),
      ],
      sweep: Sweep(start: 0, step: 0.925, steps: options.steps), rounds: options.rounds)
  }
  print("")

  try await Browser.withSession(Browser.Options(.chromium, windowWidth: 1200, windowHeight: 1100)) {
    browser in
    try await browser.enablePerformanceMetrics()
    // Below the pins at the top of the list, where the first comparison ran.
    let midList = Sweep(start: 3000, step: 1, steps: options.steps)
    print(
      "Mid-list: main-thread time per 1-pt scroll step, \(options.steps) steps from offset 3000 "
        + "a round, 10000 rows with 100 pinned at both edges, stacked:")
    try await compareSweeps(
      browser,
      pages: [
        SweptPage(label: "native", url: nativeStacked, driver: "nativeSticky"),
        SweptPage(label: "preview", url: page("compare"), driver: "stickyPreview"),
      ],
      sweep: midList, rounds: options.rounds)
    var inspected: [Double] = []
    for _ in 1...options.rounds {
      inspected.append(
        try await sweepCost(
          browser, page: page("compare"), driver: "stickyPreview", sweep: midList,
          inspecting: true))
    }
    print(
      String(
        format: "the preview with the inspector on: median %.3f ms a step over %d rounds",
        median(inspected), inspected.count))
    print("")
    print(
      "setOffset, \(options.calls) calls each: sequential steps of \(Int(options.stride)) pt, random jumps"
    )
    print(
      "page                           raw        gzip      DOM open/tabs/after    "
        + "sequential mean / p99      random mean / p99")
    for (label, id, inspecting) in sizes {
      let file = page(id)
      let dom = try await openedDOM(browser, page: file)
      let calls = try await setOffsetCalls(
        browser, page: file, calls: options.calls, stride: options.stride, inspecting: inspecting)
      let pageData = try Data(contentsOf: file)
      let line = [
        label.padding(toLength: 31, withPad: " ", startingAt: 0),
        bytes(pageData.count).padding(toLength: 11, withPad: " ", startingAt: 0),
        bytes(try gzipSize(pageData)).padding(toLength: 10, withPad: " ", startingAt: 0),
        "\(dom.opened) / \(dom.tabs) / \(calls.domAfter)".padding(
          toLength: 23, withPad: " ", startingAt: 0),
        String(format: "%.4f / %.3f ms", calls.sequentialMean, calls.sequentialP99).padding(
          toLength: 27, withPad: " ", startingAt: 0),
        String(format: "%.4f / %.3f ms", calls.randomMean, calls.randomP99),
      ]
      print(line.joined())
    }
    let noise = try await timingNoise(browser, calls: options.calls)
    print(
      String(
        format:
          "timing noise: a fixed computation timed the same way has median %.3f ms, p99 %.3f ms",
        noise.median, noise.p99))
  }
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("stickypreview-page-bench: \(error)\n".utf8))
  exit(64)
}

do {
  if let count = options.gallery {
    try await galleryBenchmark(
      count: count, binary: try stickypreviewBinary(options), keep: options.keep)
  } else {
    try await benchmark(options)
  }
} catch {
  FileHandle.standardError.write(Data("stickypreview-page-bench: \(error)\n".utf8))
  exit(1)
}
