import Foundation
import StickyWebDriver

// 2. `setOffset` alone, for sequential steps of `--stride` points and for
//    random jumps, at each `--rows` count (one bar, a header and three pinned
//    rows), at 10,000 rows with 100 elements that carry effects and are on
//    screen at every offset, at 100,000 rows with 1,000 overlapping pins at
//    both edges spread evenly, and at 1,000,000 rows with 10,000 top-edged
//    pins: mean and 99th percentile, the page's size, and its DOM as opened,
//    after a click on each source tab, and after the calls. At 10,000 rows
//    also with the inspector on (its outlines, lines and a row's frame shown)
//    beside the plot, whose cursor every step moves.

/// Prints the `setOffset` table: a row for each of the pages' `sizes`, then
/// the machine's timing noise.
func setOffsetTable(_ browser: Browser, pages: BenchPages, options: Options) async throws {
  print(
    "setOffset, \(options.calls) calls each: sequential steps of \(Int(options.stride)) pt, random jumps"
  )
  print(
    "page                           raw        gzip      DOM open/tabs/after    "
      + "sequential mean / p99      random mean / p99")
  for (label, id, inspecting) in pages.sizes {
    let file = pages.page(id)
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
