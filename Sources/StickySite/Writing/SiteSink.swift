/// Where a site's files go as they are made: a folder being written, or a
/// list for the tests. Each file is counted as it comes, so that a site past
/// its size limit stops at the file that passes it, and a large site is never
/// held whole in memory (seven devices of a layout of the largest size held
/// 650 MB).
protocol SiteSink {
  /// Adds the file at `path`, relative to the site's folder; a path added
  /// again replaces the file.
  mutating func add(_ path: String, _ bytes: [UInt8]) throws(SiteError)
}

/// The sizes a sink has taken, against its limit.
struct SiteSize {
  var limit: Int
  private var sizes: [String: Int] = [:]
  private(set) var total = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Counts `bytes` at `path` in place of what was there; throws past the limit.
  mutating func count(_ bytes: Int, at path: String) throws(SiteError) {
    total += bytes - (sizes[path] ?? 0)
    sizes[path] = bytes
    try SiteWriter.checkSize(total, limit: limit, at: path)
  }
}

/// A site's files in memory, sorted by path when taken.
struct SiteFiles: SiteSink {
  private var files: [String: [UInt8]] = [:]
  private var size: SiteSize

  init(limit: Int = SiteWriter.maxSiteSize) {
    size = SiteSize(limit: limit)
  }

  mutating func add(_ path: String, _ bytes: [UInt8]) throws(SiteError) {
    try size.count(bytes.count, at: path)
    files[path] = bytes
  }

  var sorted: [(path: String, bytes: [UInt8])] {
    files.keys.sorted().map { ($0, files[$0]!) }
  }
}
