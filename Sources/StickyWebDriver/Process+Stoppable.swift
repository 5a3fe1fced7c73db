import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Process {
  /// Starts the process with the signals that ask it to stop unblocked.
  ///
  /// A child inherits the signal mask of the thread that starts it, and the
  /// threads that run Swift concurrency block SIGTERM: a driver started from
  /// an async function would ignore `terminate()`, and every stop would wait
  /// five seconds for the SIGKILL.
  func runStoppable() throws {
    var stopping = sigset_t()
    sigemptyset(&stopping)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&stopping, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopping, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try run()
  }
}
