import Dispatch
import Foundation

/// Ctrl-C (SIGINT) and SIGTERM as something a loop waits on: from `init`
/// until `restore`, either signal writes a byte to a pipe instead of ending
/// the process, so that `build --watch` stops between two builds, with its
/// lock released and nothing of a build left beside the site. Dispatch runs
/// the handler on its own thread, whichever thread the signal comes to.
final class StopSignal {
  private let reading: Int32
  private let writing: Int32
  private var sources: [any DispatchSourceSignal] = []
  private static let signals = [SIGINT, SIGTERM]

  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw CommandError.invalidInput([
        "error: cannot make a pipe: \(String(cString: strerror(errno)))"
      ])
    }
    (reading, writing) = (ends[0], ends[1])
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    let writing = writing
    for number in Self.signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(writing, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// What `poll` waits on: readable once a stop was asked for.
  var descriptor: Int32 { reading }

  /// Whether a stop was asked for.
  var isRequested: Bool {
    var entry = pollfd(fd: reading, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  /// Gives the signals back their usual effect.
  func restore() {
    for source in sources { source.cancel() }
    sources = []
    for number in Self.signals { signal(number, SIG_DFL) }
    close(reading)
    close(writing)
  }
}
