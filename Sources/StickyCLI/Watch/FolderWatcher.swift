import Foundation

/// What `build --watch` waits on between builds: the folders that hold its
/// inputs, through inotify, or by looking at the inputs' stamps four times a
/// second where events do not come (`--poll`: network drives, some container
/// mounts) or inotify cannot watch more (its limits are per user).
///
/// inotify watches folders, not files: an editor that saves by writing a
/// temporary file and renaming it over the old one, or by deleting and
/// creating it, replaces the file, which a watch on the file itself would
/// lose. Waiting costs nothing while nothing changes: the process sleeps in
/// `poll` until the kernel has an event or a stop signal comes.
final class FolderWatcher {
  enum Wake {
    /// An input may have changed: scan them.
    case changed
    case stopped
  }

  /// How often `--poll` looks at the inputs.
  static let pollInterval: Int32 = 250
  /// How long the events of one save must have been quiet before a scan,
  /// and how long a stream of events may put it off.
  static let quiet: Int32 = 50
  static let longestDelay: Duration = .seconds(1)

  private let stop: StopSignal
  /// The inotify instance; nil when polling.
  private var events: Int32?
  /// Each watched folder by its watch descriptor, as the kernel knows it.
  private var watched: [Int32: String] = [:]
  /// The folder, resolved, and the name of the site's folder: the writes of
  /// the build itself (its temporaries, its lock) wake nothing.
  private let output: (parent: String, name: String)

  /// `polling` asks for the stamps' poll; inotify that cannot start polls too.
  init(polling: Bool, stop: StopSignal, output: String) {
    self.stop = stop
    let path = Paths.trimmed(output)
    self.output = (
      Self.resolved(Paths.folder(of: path)), String(path.split(separator: "/").last ?? "")
    )
    if !polling {
      let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if descriptor >= 0 { events = descriptor }
    }
  }

  /// Whether it polls rather than waiting for events.
  var isPolling: Bool { events == nil }

  /// Watches exactly `folders` (`""` is the current folder). A folder that
  /// does not exist is watched through the nearest one above it that does;
  /// past inotify's limit on watches, it polls from then on.
  func watch(_ folders: Set<String>) {
    guard let events else { return }
    var wanted: Set<String> = []
    for folder in folders { wanted.insert(Self.existing(folder)) }
    for (descriptor, folder) in watched where !wanted.contains(folder) {
      inotify_rm_watch(events, descriptor)
      watched[descriptor] = nil
    }
    let mask = UInt32(
      IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE_SELF | IN_MOVE_SELF)
    for folder in wanted.sorted() where !watched.values.contains(folder) {
      let descriptor = inotify_add_watch(events, folder, mask)
      if descriptor >= 0 {
        watched[descriptor] = folder
      } else if errno == ENOSPC || errno == ENOMEM {
        close(events)
        self.events = nil
        watched = [:]
        return
      }
    }
  }

  /// Waits until an input may have changed and its events have settled, or
  /// a stop is asked for; `soon`, at most a poll's interval even without
  /// events, for an input that was still being written.
  func wait(soon: Bool = false) -> Wake {
    guard let events else {
      return waitFor(descriptor: nil, timeout: Self.pollInterval) == .stopped ? .stopped : .changed
    }
    while true {
      switch waitFor(descriptor: events, timeout: soon ? Self.pollInterval : -1) {
      case .stopped: return .stopped
      case .timedOut: if soon { return .changed }
      case .ready: if readEvents() { return settle(events) }
      }
    }
  }

  /// Waits until no event has come for `quiet` ms, at most `longestDelay`.
  private func settle(_ events: Int32) -> Wake {
    let deadline = ContinuousClock.now + Self.longestDelay
    while ContinuousClock.now < deadline {
      switch waitFor(descriptor: events, timeout: Self.quiet) {
      case .stopped: return .stopped
      case .timedOut: return .changed
      case .ready: _ = readEvents()
      }
    }
    return .changed
  }

  private enum Outcome: Equatable {
    case ready
    case timedOut
    case stopped
  }

  /// Sleeps in `poll` until `descriptor` is readable, the stop signal comes,
  /// or `timeout` ms pass (-1: no limit).
  private func waitFor(descriptor: Int32?, timeout: Int32) -> Outcome {
    var entries = [pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)]
    if let descriptor { entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
    while true {
      let count = poll(&entries, nfds_t(entries.count), timeout)
      if count < 0 && errno == EINTR { continue }
      if entries[0].revents != 0 { return .stopped }
      return count > 0 ? .ready : .timedOut
    }
  }

  /// Reads every waiting event; returns whether one may concern an input:
  /// not the build's own writes beside the site.
  private func readEvents() -> Bool {
    guard let events else { return true }
    var relevant = false
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(events, $0.baseAddress, $0.count) }
      if count <= 0 { return relevant }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset + 16 <= count {
          let descriptor = bytes.load(fromByteOffset: offset, as: Int32.self)
          let mask = bytes.load(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
          let name = String(
            decoding: bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 },
            as: UTF8.self)
          offset += 16 + length
          if mask & UInt32(IN_IGNORED) != 0 { watched[descriptor] = nil }
          if !isOwn(name, in: watched[descriptor]) { relevant = true }
        }
      }
    }
  }

  /// Whether `name` in `folder` is the site's folder, or a temporary folder
  /// or lock of its builds.
  private func isOwn(_ name: String, in folder: String?) -> Bool {
    guard let folder, !output.name.isEmpty, Self.resolved(folder) == output.parent else {
      return false
    }
    return name == output.name || name.hasPrefix("." + output.name + ".")
  }

  /// `folder`, or the nearest folder above it that exists.
  private static func existing(_ folder: String) -> String {
    var folder = folder.isEmpty ? "." : folder
    var status = stat()
    while stat(folder, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
      let up = Paths.folder(of: folder)
      folder = up.isEmpty ? "." : up
      if folder == "." || folder == "/" { break }
    }
    return folder
  }

  private static func resolved(_ folder: String) -> String {
    URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
      .resolvingSymlinksInPath().path(percentEncoded: false)
  }
}
