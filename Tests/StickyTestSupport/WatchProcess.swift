import Foundation

/// `stickypreview build --watch` run as a user runs it, in a folder of its
/// own, its output read line by line as it comes; the edits a test makes
/// are made as editors make them.
public final class WatchProcess {
  public let folder: URL
  private let child: ChildProcess
  private let outputFile: URL
  private let errorFile: URL
  private let handles: [FileHandle]
  /// The lines of standard output read so far.
  private var read = 0

  /// Starts `build --watch` with `arguments` in `folder`, and waits for its
  /// first build and the line that says it watches, unless `waiting` is false.
  public init(_ arguments: [String], in folder: URL, waiting: Bool = true) async throws {
    self.folder = folder
    outputFile = folder.appendingPathComponent(".watch-out")
    errorFile = folder.appendingPathComponent(".watch-err")
    for file in [outputFile, errorFile] {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    handles = [try FileHandle(forWritingTo: outputFile), try FileHandle(forWritingTo: errorFile)]
    child = ChildProcess(
      try BuiltBinary.url(), ["build", "--watch"] + arguments, in: folder, output: handles[0],
      errors: handles[1])
    try child.start()
    guard waiting else { return }
    let first = try await nextLine()
    let watching = try await nextLine()
    guard first.hasPrefix("Built "), watching.hasPrefix("Watching the inputs") else {
      throw Timeout(
        description: "it began with \(first.debugDescription), \(watching.debugDescription)")
    }
  }

  public var processIdentifier: Int32 { child.processIdentifier }

  public var output: String { Self.text(of: outputFile) }
  public var errors: String { Self.text(of: errorFile) }

  private static func text(of file: URL) -> String {
    String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self)
  }

  private var lines: [Substring] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  /// The next line it prints, waited for at most `limit`.
  public func nextLine(limit: Duration = .seconds(30)) async throws -> String {
    let deadline = ContinuousClock.now + limit
    while lines.count <= read {
      guard ContinuousClock.now < deadline else {
        throw Timeout(description: "no line after \(output.debugDescription); errors: \(errors)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    read += 1
    return String(lines[read - 1])
  }

  /// Whether it printed nothing new for `quiet`: long enough for a scan and
  /// a build of these small projects, had a change started one.
  public func printsNothing(for quiet: Duration = .milliseconds(600)) async throws -> Bool {
    try await Task.sleep(for: quiet)
    return lines.count == read
  }

  public struct Timeout: Error, CustomStringConvertible {
    public var description: String
  }

  /// Sends `signal` and returns the exit status; nil when it had not ended
  /// after `limit`, and was killed.
  public func stop(_ signal: Int32 = SIGINT, within limit: Duration = .seconds(20)) async
    -> Int32?
  {
    kill(child.processIdentifier, signal)
    let child = child
    // The group ends when the process does: past the limit, a kill ends it.
    // The first to finish says which: the exit (its status) or the limit (nil).
    let status = await withTaskGroup(of: Int32?.self) { group in
      group.addTask { await child.exited() }
      group.addTask {
        guard (try? await Task.sleep(for: limit)) != nil else { return nil }
        kill(child.processIdentifier, SIGKILL)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    for handle in handles { try? handle.close() }
    return status
  }

  // MARK: Edits as editors make them

  public func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  /// Truncates the file and writes it again, in place (VS Code, Sublime).
  public func writeInPlace(_ text: String, to path: String) throws {
    let descriptor = open(url(path).path, O_WRONLY | O_TRUNC | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw Timeout(description: "cannot open \(path)") }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else {
      throw Timeout(description: "cannot write \(path)")
    }
  }

  /// Writes a temporary file beside it and renames it over the file (vim
  /// with `backupcopy=no`, IntelliJ, most "atomic save" settings).
  public func writeAndRename(_ text: String, to path: String) throws {
    let temporary = path + ".tmp~"
    try writeInPlace(text, to: temporary)
    guard rename(url(temporary).path, url(path).path) == 0 else {
      throw Timeout(description: "cannot rename over \(path)")
    }
  }

  /// Deletes the file, then creates it again (editors that save so, and
  /// `git checkout`).
  public func deleteAndCreate(_ text: String, at path: String) throws {
    try FileManager.default.removeItem(at: url(path))
    try writeInPlace(text, to: path)
  }

  /// Sets the file's times to now and changes nothing else.
  public func touch(_ path: String) {
    utimes(url(path).path, nil)
  }

  /// A file as found: which file it is, when it was written, and its bytes.
  public struct Found: Equatable, Sendable {
    public var inode: UInt64
    public var modified: Int64
    public var bytes: Data
  }

  /// Every file below `site`, by relative path.
  public func files(under site: String) -> [String: Found] {
    let base = url(site)
    var found: [String: Found] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: base.path) ?? .init() {
      var status = stat()
      let file = base.appendingPathComponent(path).path
      guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      found[path] = Found(
        inode: UInt64(status.st_ino),
        modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
        bytes: FileManager.default.contents(atPath: file) ?? Data())
    }
    return found
  }

  /// The paths whose file differs between two findings.
  public static func changed(_ before: [String: Found], _ after: [String: Found]) -> [String] {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
  }
}
