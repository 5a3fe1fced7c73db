import Foundation

/// Ctrl-C (SIGINT) and SIGTERM as something a loop waits on: from `init`
/// until `restore`, either signal writes a byte to a pipe instead of ending
/// the process, so that `build --watch` stops between two builds, with its
/// lock released and nothing of a build left beside the site.
///
/// The handler is the classic self-pipe: `write` is safe in a signal handler
/// whichever thread the signal comes to. (A Dispatch signal source lost a
/// SIGINT now and then: Dispatch reads signals through a signalfd, which
/// sees only those that no thread takes first.)
final class StopSignal {
  private let reading: Int32
  private static let signals = [SIGINT, SIGTERM]

  init() throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw CommandError.invalidInput([
        "error: cannot make a pipe: \(String(cString: strerror(errno)))"
      ])
    }
    reading = ends[0]
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    stopSignalPipe = ends[1]
    var mask = sigset_t()
    sigemptyset(&mask)
    for number in Self.signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { _ in
        var byte: UInt8 = 1
        _ = write(stopSignalPipe, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      // A build under way goes on: the calls it makes are restarted, not
      // failed (`poll`, which the loop waits in, returns all the same).
      action.sa_flags = Int32(SA_RESTART)
      sigaction(number, &action, nil)
      sigaddset(&mask, number)
    }
    // A parent may have started it with them blocked (as Foundation's
    // Process can), and a blocked signal never reaches the handler.
    sigprocmask(SIG_UNBLOCK, &mask, nil)
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
    for number in Self.signals { signal(number, SIG_DFL) }
    close(reading)
    close(stopSignalPipe)
    stopSignalPipe = -1
  }
}

/// The pipe's end that the handler writes to: a signal handler is a C
/// function, which can reach nothing else. Set before the handlers are
/// installed and after they are removed, never while one may run.
nonisolated(unsafe) private var stopSignalPipe: Int32 = -1
