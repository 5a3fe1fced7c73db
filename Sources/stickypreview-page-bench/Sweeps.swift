import Foundation
import StickyWebDriver

// 1. Cost per scroll step against native scrolling. Pages of 10,000 rows
//    (44/60/52 pt) with 100 of them pinned at both edges: previews, driven by
//    `stickyPreview.setOffset`, and a plain page whose pinned rows are
//    `position: sticky` in a native scroller, driven by `scrollTop`. Each
//    sweeps `--steps` steps, one per animation frame; the cost of a step is the
//    main thread's task time (DevTools `Performance.getMetrics`) over the sweep
//    divided by the steps. The pages alternate for `--rounds` rounds; it prints
//    each round, the medians and the median ratios to native.

/// Offsets a sweep visits: `steps` steps of `step` points after `start`, of
/// the content, or of the carousel `carousel` (SPEC section 15) with the
/// content at `content`.
struct Sweep: Encodable {
  var start: Double
  var step: Double
  var steps: Int
  var carousel: String? = nil
  var content = 0.0
}

/// Main-thread milliseconds per step of `sweep`, one step per animation frame,
/// through `setOffset` (or for a carousel `setCarousel`) of `driver` (a global
/// of the page). With `inspecting`, the preview's inspector is on and shows a
/// row.
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
      const target = window[a.driver];
      if (a.inspecting) target.inspect('rows-5');
      if (a.sweep.carousel) {
        target.setOffset(a.sweep.content);
        target.setCarousel(a.sweep.carousel, a.sweep.start);
      } else {
        target.setOffset(a.sweep.start);
      }
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
      const id = a.sweep.carousel;
      const move = id ? (x) => target.setCarousel(id, x) : (o) => target.setOffset(o);
      let step = 0;
      const tick = () => {
        if (step === a.sweep.steps) return requestAnimationFrame(() => resolve(true));
        move(a.sweep.start + ++step * a.sweep.step);
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
