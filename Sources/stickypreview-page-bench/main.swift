// Measures the generated preview pages in headless Chromium: for lists of 1k,
// 10k and 100k rows, the page's bytes (raw and gzip, with the local files it
// loads), the DOM size after scrolling through it, and the mean and worst time
// of one `setOffset` over a sweep of offsets.
//
//   swift build && swift run stickypreview-page-bench [--rows 1000,10000,100000]
//     [--sweep 2000] [--bin PATH] [--keep]
//
// Run it from the package folder so it also finds Templates/ for the size of
// the runtime's JavaScript and CSS.

import Foundation
import StickyWebDriver

struct Options {
  var rows = [1_000, 10_000, 100_000]
  var sweep = 2_000
  var binary: String? = nil
  var keep = false

  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--rows":
        rows = try (iterator.next() ?? "").split(separator: ",").map {
          guard let count = Int($0), count > 0 else { throw BenchError("bad --rows value \($0)") }
          return count
        }
      case "--sweep":
        guard let value = iterator.next().flatMap({ Int($0) }), value > 0 else {
          throw BenchError("--sweep needs a positive number")
        }
        sweep = value
      case "--bin": binary = iterator.next()
      case "--keep": keep = true
      case "-h", "--help":
        print(
          "usage: stickypreview-page-bench [--rows 1000,10000,100000] [--sweep N] [--bin PATH] [--keep]"
        )
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
    throw BenchError("no stickypreview beside \(me.path): run `swift build` first, or pass --bin")
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

/// A long list with a stretchy header, a bar and pinned rows, as a layout file.
func layout(rows: Int) -> String {
  """
  {"type": "screen", "id": "rows-\(rows)", "title": "\(rows) rows", "device": "iphone-15",
   "children": [
    {"type": "bar", "edge": "top", "height": 44, "label": "Rows"},
    {"type": "scroll", "children": [
      {"type": "header", "height": 200, "title": "Header"},
      {"type": "list", "id": "rows", "count": \(rows), "rowHeights": [44, 52, 60],
       "label": "Row {n}", "children": [
        {"type": "pin", "index": 10, "edge": "top"},
        {"type": "pin", "index": \(rows / 2), "edge": "both"},
        {"type": "pin", "index": \(rows - 1), "edge": "bottom"}]}]}]}
  """
}

func bytes(_ count: Int) -> String {
  count >= 10_000 ? String(format: "%.1f KB", Double(count) / 1000) : "\(count) B"
}

struct Sweep: Decodable {
  var meanMS: Double
  var worstMS: Double
  var withLayoutMS: Double
  var domBefore: Int
  var domAfter: Int
  var resources: [String]
}

func benchmark(_ options: Options) async throws {
  let binary = try stickypreviewBinary(options)
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("stickypreview-page-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer {
    if options.keep {
      print("site kept at \(folder.path)")
    } else {
      try? FileManager.default.removeItem(at: folder)
    }
  }
  var inputs: [String] = []
  for rows in options.rows {
    let url = folder.appendingPathComponent("rows-\(rows).json")
    try Data(layout(rows: rows).utf8).write(to: url)
    inputs.append(url.path)
  }
  let site = folder.appendingPathComponent("site")
  try run(binary, ["build"] + inputs + ["--out", site.path])

  // The runtime's own size, from the templates it is made of.
  let templates = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent("Templates")
  if let files = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
    var runtime = Data()
    for case let file as URL in files where ["js", "css"].contains(file.pathExtension) {
      runtime.append(try Data(contentsOf: file))
    }
    if !runtime.isEmpty {
      print(
        "runtime JS+CSS (Templates/): \(bytes(runtime.count)) raw, \(bytes(try gzipSize(runtime))) gzip"
      )
    }
  }

  try await Browser.withSession(Browser.Options(windowWidth: 1200, windowHeight: 1100)) {
    browser in
    print(
      "rows       page raw    page gzip   DOM (open/after sweep)   setOffset mean   worst"
        + "      mean with layout")
    for rows in options.rows {
      let page = site.appendingPathComponent("rows-\(rows)").appendingPathComponent("index.html")
      guard FileManager.default.fileExists(atPath: page.path) else {
        throw BenchError("stickypreview build wrote no page at \(page.path)")
      }
      try await browser.navigate(to: page)
      let sweep: Sweep = try await browser.run(
        """
        (steps) => {
          const sp = window.stickyPreview;
          const low = sp.minOffset - sp.overscroll, high = sp.maxOffset + sp.overscroll;
          const domBefore = document.getElementsByTagName('*').length;
          // Warm up, then time the sweep as a whole (the mean) and each call
          // (the worst; the browser's clock is coarse for a single call).
          for (let i = 0; i < 50; i++) sp.setOffset(low + (high - low) * i / 50);
          let worst = 0;
          const start = performance.now();
          for (let i = 0; i <= steps; i++) {
            const t0 = performance.now();
            sp.setOffset(low + (high - low) * i / steps);
            worst = Math.max(worst, performance.now() - t0);
          }
          const meanMS = (performance.now() - start) / (steps + 1);
          // The same sweep with the browser's style and layout forced after
          // each call: what a frame costs before painting.
          const screen = document.querySelector('[data-screen]');
          const layoutStart = performance.now();
          for (let i = 0; i <= steps; i++) {
            sp.setOffset(low + (high - low) * i / steps);
            screen.getBoundingClientRect();
            for (const e of screen.querySelectorAll('[data-id]')) { e.offsetTop; break; }
          }
          const withLayoutMS = (performance.now() - layoutStart) / (steps + 1);
          sp.setOffset(0);
          return {meanMS, worstMS: worst, withLayoutMS, domBefore,
            domAfter: document.getElementsByTagName('*').length,
            resources: performance.getEntriesByType('resource').map((e) => e.name)};
        }
        """, options.sweep)
      var pageData = try Data(contentsOf: page)
      for resource in sweep.resources {
        if let url = URL(string: resource), url.isFileURL,
          let data = try? Data(contentsOf: url)
        {
          pageData.append(data)
        }
      }
      let line = [
        String(rows).padding(toLength: 11, withPad: " ", startingAt: 0),
        bytes(pageData.count).padding(toLength: 12, withPad: " ", startingAt: 0),
        bytes(try gzipSize(pageData)).padding(toLength: 12, withPad: " ", startingAt: 0),
        "\(sweep.domBefore) / \(sweep.domAfter)".padding(
          toLength: 25, withPad: " ", startingAt: 0),
        String(format: "%.4f ms", sweep.meanMS).padding(toLength: 17, withPad: " ", startingAt: 0),
        String(format: "%.3f ms", sweep.worstMS).padding(toLength: 11, withPad: " ", startingAt: 0),
        String(format: "%.4f ms", sweep.withLayoutMS),
      ]
      print(line.joined())
    }
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
  try await benchmark(options)
} catch {
  FileHandle.standardError.write(Data("stickypreview-page-bench: \(error)\n".utf8))
  exit(1)
}
