import Foundation

/// Puts a site's files at a folder all at once, and only over a folder it made.
///
/// The new site is written to `.NAME.tmp-TOKEN` beside the folder and then
/// exchanged with the old one in a single step, so that whenever the process
/// dies the folder holds either the old site or the new one. A lock file beside
/// the folder makes builds into the same folder take turns, and each build
/// first removes what killed builds left beside it.
struct SiteWriter {
  var folder: URL
  /// Files the build reads (layouts, the config): a folder holding one of them
  /// is refused, since replacing it would delete them.
  var inputs: [URL]
  /// The largest site written, in bytes.
  var sizeLimit = Self.maxSiteSize
  /// Does the removals, which tests make fail as they cannot with permissions
  /// when run as root.
  var manager = FileManager.default
  /// Whether to exchange the folders in one step where the system can; tests
  /// turn it off to run the two renames kept for systems that cannot.
  var exchangesInOneStep = true

  static let maxSiteSize = 1_000_000_000
  /// How long a build waits for another one writing the same folder.
  static let lockTimeout: Duration = .seconds(120)
  /// Hexadecimal digits naming one build's temporary and old folders.
  static let tokenLength = 8

  /// Refuses a site of `size` bytes past `limit`; `at` is the file that took
  /// it past, when the site is still being made.
  static func checkSize(_ size: Int, limit: Int = maxSiteSize, at path: String? = nil)
    throws(SiteError)
  {
    guard size > limit else { return }
    let place = path.map { " with \($0)" } ?? ""
    throw SiteError(
      "the site would pass \(limit) bytes\(place) (\(size) so far); build fewer screens or "
        + "devices, or use smaller layouts and images")
  }

  init(folder: URL, inputs: [URL] = []) {
    self.folder = folder.standardizedFileURL
    self.inputs = inputs
  }

  /// The folder as messages name it, without the trailing slash of a directory URL.
  var path: String {
    let path = folder.path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
  var parent: URL { folder.deletingLastPathComponent() }
  var name: String { folder.lastPathComponent }

  /// Writes `files` (paths relative to the folder) into a temporary folder next
  /// to `folder`, then swaps it into place, as `replace(writing:)` does.
  func replace(with files: [(path: String, bytes: [UInt8])]) throws(SiteError) -> [String] {
    try replace { (sink) throws(SiteError) in
      for file in files { try sink.add(file.path, file.bytes) }
    }
  }

  /// Writes the files `make` adds (paths relative to the folder) into a
  /// temporary folder next to `folder` as they come, then swaps it into
  /// place. On any error, past the size limit too, the old folder is kept and
  /// the temporary folder removed. Returns warnings: what could not be
  /// cleaned up once the new site was in place.
  func replace(writing make: (inout Folder) throws(SiteError) -> Void) throws(SiteError)
    -> [String]
  {
    let lock = try lock()
    defer { lock.release() }
    return try replaceLocked(writing: make)
  }

  /// `replace(writing:)` by the holder of the folder's lock.
  func replaceLocked(writing make: (inout Folder) throws(SiteError) -> Void) throws(SiteError)
    -> [String]
  {
    var warnings = removeLeftovers()
    let existing = try checkExisting()
    let (temporary, token) = try temporaryFolder()
    var folder = Folder(
      url: temporary, site: path, manager: manager, size: SiteSize(limit: sizeLimit))
    do {
      try make(&folder)
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
    guard existing else {
      if Self.rename(temporary.path(percentEncoded: false), path) != 0 {
        let message = Self.errorText()
        try? manager.removeItem(at: temporary)
        throw SiteError("cannot move the new site to \(path): \(message)", subject: .output)
      }
      return warnings
    }
    let old = try exchange(temporary, token: token)
    if let warning = remove(old, what: "the old site") { warnings.append(warning) }
    return warnings
  }

  /// A new folder beside the site, named as `removeLeftovers` knows
  /// temporaries, and the token that names it.
  func temporaryFolder() throws(SiteError) -> (url: URL, token: String) {
    let token = UUID().uuidString.prefix(Self.tokenLength).lowercased()
    let temporary = parent.appending(path: ".\(name).tmp-\(token)", directoryHint: .isDirectory)
    do {
      try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
    } catch {
      throw SiteError(
        "cannot create a folder in \(parent.path(percentEncoded: false)): " + Self.reason(error),
        subject: .output)
    }
    return (temporary, token)
  }

  /// The lock beside the folder, once no other build holds it: two builds
  /// into one folder take turns instead of racing. `untilStopped`: taken by
  /// `build --watch`, which keeps it until it is stopped; no one waits for
  /// such a holder. The folder's parent is made first, to hold the lock.
  func lock(untilStopped: Bool = false) throws(SiteError) -> FileLock {
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteError(
        "cannot create \(parent.path(percentEncoded: false)): \(Self.reason(error))",
        subject: .output)
    }
    do throws(FileLock.Failure) {
      return try FileLock(
        path: parent.appending(path: ".\(name).lock").path(percentEncoded: false),
        waitingAtMost: Self.lockTimeout, untilStopped: untilStopped)
    } catch .busy(let path, let holder?) where holder.untilStopped {
      throw SiteError(
        "stickypreview build --watch (process \(holder.process)) is keeping \(self.path) up to "
          + "date (it holds \(path)); stop it first (Ctrl-C), or build into another folder",
        subject: .output)
    } catch .busy(let path, let holder) {
      throw SiteError(
        "another stickypreview build"
          + (holder.map { " (process \($0.process))" } ?? "")
          + " has been writing the same folder for over "
          + "\(Self.lockTimeout.components.seconds) seconds (it holds \(path)); try again "
          + "when it has finished",
        subject: .output)
    } catch {
      throw SiteError(error.description, subject: .output)
    }
  }

  /// Whether the folder exists (and may be replaced); throws when it must not be.
  private func checkExisting() throws(SiteError) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return false }
      throw SiteError("cannot read \(path): \(Self.errorText())", subject: .output)
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK: throw refusal("it is a symbolic link, not a site folder")
    default: throw refusal("it is a file, not a site folder")
    }
    if let input = heldInput() {
      throw refusal(
        "it holds \(input), which this build reads; choose an output folder outside the inputs")
    }
    if hasMarker() { return true }
    let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? ["?"]
    if contents.isEmpty { return true }
    throw refusal(
      "it was not written by stickypreview build (there is no "
        + "\(SiteBuilder.markerName) file in it); choose another output folder or remove it")
  }

  /// Whether the marker is a regular file (not a link, not a folder) with the
  /// text `build` writes: a folder merely named like it proves nothing.
  private func hasMarker() -> Bool {
    let marker = folder.appending(path: SiteBuilder.markerName).path(percentEncoded: false)
    let descriptor = open(marker, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
    let expected = Array(SiteBuilder.markerText.utf8)
    var bytes = [UInt8](repeating: 0, count: expected.count + 1)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return count == expected.count && bytes.prefix(count).elementsEqual(expected)
  }

  /// The first input inside the folder, if any.
  private func heldInput() -> String? {
    let prefix = Self.resolved(folder).path(percentEncoded: false)
    let inside = prefix.hasSuffix("/") ? prefix : prefix + "/"
    return inputs.first { Self.resolved($0).path(percentEncoded: false).hasPrefix(inside) }?
      .path(percentEncoded: false)
  }

  private func refusal(_ why: String) -> SiteError {
    SiteError("refusing to replace \(path): \(why)", subject: .refusedOutput)
  }

  private static func resolved(_ url: URL) -> URL {
    url.standardizedFileURL.resolvingSymlinksInPath()
  }

  static func rename(_ from: String, _ to: String) -> Int32 {
    Foundation.rename(from, to)
  }

  static func errorText() -> String {
    String(cString: strerror(errno))
  }

  static func reason(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }
}

extension SiteWriter {
  /// The temporary folder a site is written into, file by file.
  struct Folder: SiteSink {
    var url: URL
    /// The site's folder, as messages name it.
    var site: String
    var manager: FileManager
    var size: SiteSize
    /// The folder these files will replace, if any: a file the same as the
    /// one it replaces is linked from there rather than written, so that it
    /// keeps its time, and a reader can tell that it did not change.
    var previous: URL? = nil

    mutating func add(_ path: String, _ bytes: [UInt8]) throws(SiteError) {
      try size.count(bytes.count, at: path)
      let file = url.appending(path: path)
      do {
        try manager.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if manager.fileExists(atPath: file.path(percentEncoded: false)) {
          try manager.removeItem(at: file)
        }
        if let old = previous?.appending(path: path), Self.holds(old, bytes),
          link(old.path(percentEncoded: false), file.path(percentEncoded: false)) == 0
        {
          return
        }
        try NewFile.create(bytes, at: file)
      } catch {
        throw SiteError(
          "cannot write the site next to \(site): \(SiteWriter.reason(error))", subject: .output)
      }
    }

    /// Whether `url` is a regular file holding exactly `bytes`.
    private static func holds(_ url: URL, _ bytes: [UInt8]) -> Bool {
      var status = stat()
      let path = url.path(percentEncoded: false)
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        Int(status.st_size) == bytes.count, let data = FileManager.default.contents(atPath: path)
      else { return false }
      return data.elementsEqual(bytes)
    }
  }
}
