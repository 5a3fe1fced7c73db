import Foundation

/// 5. `build --watch` on the gallery of many screens (`--watch N`): the
/// time of a full `build`, then of `build --watch`'s first build, then of a
/// rebuild after one layout changed, from the save to the line that reports
/// it; each time, every file of the site but those of the changed screen's
/// folder is checked to be the file it was (its inode, modification time
/// and bytes). The change is one a card does not show (the pull past the
/// ends), so the gallery page stays too; a last change that the card shows
/// (the header's height) rewrites the gallery with the screen.
func watchBenchmark(count: Int, rounds: Int, binary: URL, keep: Bool) async throws {
  try await withBenchFolder("stickypreview-watch-bench", keep: keep) { folder in
    let config = try writeGalleryProject(count: count, in: folder)
    let started = Date()
    let built = folder.appendingPathComponent("built")
    _ = try run(binary, ["build", "--config", config.path, "--out", built.path])
    let full = Date().timeIntervalSince(started)
    try FileManager.default.removeItem(at: built)

    let starting = Date()
    let watch = try WatchedBuild(binary: binary, folder: folder, config: config)
    defer { watch.stop() }
    _ = try watch.waitForLine { $0.hasPrefix("Watching") }
    let firstBuild = Date().timeIntervalSince(starting)
    let site = folder.appendingPathComponent("_site")
    let files = try SiteFiles(site)
    print(
      String(
        format:
          "%d screens: build %.2f s; build --watch's first build %.2f s; the site: %d files, ",
        count, full, firstBuild, files.count) + bytes(files.totalBytes))

    let index = count / 2
    let id = "screen-\(index)"
    let file = folder.appendingPathComponent("group-\(index / 100)/\(id).json")
    var before = files
    var reported: [Double] = []
    var saved: [Double] = []
    for round in 0..<rounds {
      let overscroll = 100 + 10 * round
      let text = galleryLayout(index).replacingOccurrences(
        of: "\"device\": \"iphone-15\",",
        with: "\"device\": \"iphone-15\", \"overscroll\": \(overscroll),")
      let save = Date()
      try Data(text.utf8).write(to: file)
      let line = try watch.waitForLine { $0.hasPrefix("Rebuilt ") }
      saved.append(Date().timeIntervalSince(save))
      reported.append(try seconds(in: line, expecting: "Rebuilt \(id) in "))
      let after = try SiteFiles(site)
      try after.check(against: before, changedOnlyUnder: id + "/")
      before = after
    }
    print(
      String(
        format: "one layout changed (%d rounds): rebuilt in %.3f s (median; %.3f to %.3f s), "
          + "%.3f s from the save to the report; every file outside ",
        rounds, median(reported), reported.min()!, reported.max()!, median(saved))
        + id + "/ as it was")

    let header = galleryLayout(index).replacingOccurrences(
      of: "\"height\": 200", with: "\"height\": 240")
    let save = Date()
    try Data(header.utf8).write(to: file)
    let line = try watch.waitForLine { $0.hasPrefix("Rebuilt ") }
    let took = Date().timeIntervalSince(save)
    let after = try SiteFiles(site)
    try after.check(against: before, changedOnlyUnder: id + "/", orGallery: true)
    let rebuilt = try seconds(in: line, expecting: "Rebuilt \(id) and the gallery in ")
    print(
      String(
        format:
          "its header's height changed: rebuilt with the gallery in %.3f s, %.3f s from the save",
        rebuilt, took))
  }
}

/// The seconds of a line `PREFIX0.12 s`.
private func seconds(in line: String, expecting prefix: String) throws -> Double {
  guard line.hasPrefix(prefix),
    let value = Double(line.dropFirst(prefix.count).prefix { $0 != " " })
  else { throw BenchError("expected \(prefix)..., got \(line)") }
  return value
}

/// `stickypreview build --watch` running on a config, its output read as it comes.
private final class WatchedBuild {
  let process = Process()
  let output: URL
  var read = 0

  init(binary: URL, folder: URL, config: URL) throws {
    output = folder.appendingPathComponent("watch.out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    process.executableURL = binary
    process.arguments = ["build", "--watch", "--config", config.path]
    process.standardOutput = try FileHandle(forWritingTo: output)
    // Its warnings (the layouts' top bars are no taller than the status bar).
    let errors = folder.appendingPathComponent("watch.err")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
  }

  /// Waits for the next line, which must satisfy `test`.
  func waitForLine(_ test: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(600)
    while Date() < deadline {
      let lines = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      if lines.count > read {
        let line = String(lines[lines.startIndex + read])
        read += 1
        if test(line) { return line }
      } else {
        usleep(5_000)
      }
    }
    throw BenchError("build --watch printed nothing for 10 minutes")
  }

  func stop() {
    process.interrupt()
    process.waitUntilExit()
  }
}

/// Every file of a site: which file it is, when it was written, its size
/// and a digest of its bytes (FNV-1a, 64 bits).
private struct SiteFiles {
  struct Found: Equatable {
    var inode: UInt64
    var modified: Int64
    var size: Int
    var digest: UInt64
  }

  var files: [String: Found] = [:]

  init(_ site: URL) throws {
    for case let path as String in FileManager.default.enumerator(atPath: site.path) ?? .init() {
      let file = site.appendingPathComponent(path).path
      var status = stat()
      guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      data.withUnsafeBytes { bytes in
        for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
      files[path] = Found(
        inode: UInt64(status.st_ino),
        modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
        size: data.count, digest: digest)
    }
  }

  var count: Int { files.count }
  var totalBytes: Int { files.values.reduce(0) { $0 + $1.size } }

  /// Throws unless every file outside `folder` (and `index.html` when
  /// `orGallery`) is the one `before` found, and something inside changed.
  func check(against before: SiteFiles, changedOnlyUnder folder: String, orGallery: Bool = false)
    throws
  {
    let paths = Set(files.keys).union(before.files.keys)
    let changed = paths.filter { files[$0] != before.files[$0] }
    let outside = changed.filter { !$0.hasPrefix(folder) && !(orGallery && $0 == "index.html") }
    guard outside.isEmpty, changed.contains(where: { $0.hasPrefix(folder) }) else {
      throw BenchError("files changed outside \(folder): \(outside.sorted().prefix(10))")
    }
    if orGallery, !changed.contains("index.html") {
      throw BenchError("the gallery was not written again")
    }
  }
}
