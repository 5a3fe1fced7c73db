import Foundation

/// The pages the benchmark opens, built into one folder: the two screens the
/// comparisons sweep, each beside its native page, and the screens of the
/// `setOffset` table.
struct BenchPages {
  /// The site `stickypreview build` made of the screens.
  var site: URL
  /// The native pages, their pins overlapping or stacked.
  var nativeOverlap: URL
  var nativeStacked: URL
  /// The `setOffset` table's rows: a label, the screen, and whether the
  /// inspector is on.
  var sizes: [(label: String, id: String, inspecting: Bool)] = []

  /// Writes the layouts and the native pages into `folder` and builds the
  /// site with `binary`.
  init(options: Options, binary: URL, folder: URL) throws {
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
    nativeOverlap = try nativePage(.overlap, "native-overlap.html")
    nativeStacked = try nativePage(.stacked, "native.html")
    // The setOffset pages.
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
          id: "pins-1000", rows: 100_000,
          pins: Array(Swift.stride(from: 50, to: 100_000, by: 100)), edges: ["top"], header: true)
      ))
    sizes.append(("100000 rows, 1000 top pins", "pins-1000", false))
    if options.million {
      // Top edges: in one list, bottom-edged pins that cannot stack within the
      // screen all rest at the list's top while it is in view (as CSS has them),
      // thousands at once, which measures that layout rather than the runtime.
      let pins = Array(Swift.stride(from: 50, to: 1_000_000, by: 100))
      layouts.append(
        (
          "million",
          layout(id: "million", rows: 1_000_000, pins: pins, edges: ["top"], header: true)
        )
      )
      sizes.append(("1000000 rows, 10000 top pins", "million", false))
    }
    var inputs: [String] = []
    for (id, text) in layouts {
      let url = folder.appendingPathComponent("\(id).json")
      try Data(text.utf8).write(to: url)
      inputs.append(url.path)
    }
    site = folder.appendingPathComponent("site")
    try run(binary, ["build"] + inputs + ["--out", site.path])
  }

  /// A page of the screen `id`: its preview, or another file beside it.
  func page(_ id: String, _ file: String = "index.html") -> URL {
    site.appendingPathComponent(id).appendingPathComponent(file)
  }
}
