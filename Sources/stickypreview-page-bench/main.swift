// Measures the generated preview pages in headless Chromium, against a native
// page and on their own:
//
// 1. Cost per scroll step against native scrolling (`Sweeps.swift`): the
//    preview as a user opens it and its embed, then mid-list, with and without
//    the inspector (`PageBenchmark.swift`).
// 2. `setOffset` alone, at sizes up to a million rows: mean and 99th
//    percentile, the page's size and its DOM (`Timings.swift`).
// 3. With `--gallery N`, only a gallery of N screens (`GalleryBench.swift`).
// 4. With `--snap`, only a snapping feed against native CSS scroll snap
//    (`SnapBenchmark.swift`).
// 5. With `--carousels`, only a feed of 20 carousels of 50 cards among 1,000
//    rows against native nested scrollers (`CarouselBenchmark.swift`).
// 6. With `--watch N`, only `build --watch` on a gallery of N screens, one
//    layout changed (`WatchBench.swift`).
//
//   swift build -c release --product stickypreview
//   swift build -c release --product stickypreview-page-bench
//   .build/release/stickypreview-page-bench [--rounds 5] [--steps 400]
//     [--rows 10000,100000] [--no-million] [--calls 5000] [--stride 10]
//     [--bin PATH] [--keep]
//   .build/release/stickypreview-page-bench --gallery 1200
//   .build/release/stickypreview-page-bench --snap
//   .build/release/stickypreview-page-bench --carousels [--rounds 5] [--steps 400]
//   .build/release/stickypreview-page-bench --watch 1200 [--rounds 5]

import Foundation

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("stickypreview-page-bench: \(error)\n".utf8))
  exit(64)
}

do {
  if options.snap {
    try await snapBenchmark(options)
  } else if options.carousels {
    try await carouselBenchmark(options)
  } else if let count = options.watch {
    try await watchBenchmark(
      count: count, rounds: options.rounds, binary: try stickypreviewBinary(options),
      keep: options.keep)
  } else if let count = options.gallery {
    try await galleryBenchmark(
      count: count, binary: try stickypreviewBinary(options), keep: options.keep)
  } else {
    try await benchmark(options)
  }
} catch {
  FileHandle.standardError.write(Data("stickypreview-page-bench: \(error)\n".utf8))
  exit(1)
}
