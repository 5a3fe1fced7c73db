import Foundation

/// Shared use for most tests, sole use for the few that time things, which
/// run last: a quiet test waits until no shared test runs or waits for a
/// session, then has the engines to itself, one quiet test after another.
///
/// Running them last costs the shared tests nothing: they never stop for a
/// quiet one. Letting quiet tests in first made every lane stop at its next
/// page and wait, idle, for the slowest of the others to do the same, then
/// for the quiet test; with four lanes that idled each of them for two to
/// three minutes of a run.
final class QuietGate: @unchecked Sendable {
  private let lock = NSLock()
  /// Shared tests running or waiting for a session.
  private var sharing = 0
  private var alone = false
  private var waitingAlone: [CheckedContinuation<Void, Never>] = []
  private var waitingShared: [CheckedContinuation<Void, Never>] = []

  /// A shared test waits only while a quiet test runs.
  func enter() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if alone {
        waitingShared.append(continuation)
        lock.unlock()
      } else {
        sharing += 1
        lock.unlock()
        continuation.resume()
      }
    }
  }

  func leave() {
    lock.lock()
    sharing -= 1
    let next = sharing == 0 ? takeAlone() : nil
    lock.unlock()
    next?.resume()
  }

  func enterAlone() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if alone || sharing > 0 {
        waitingAlone.append(continuation)
        lock.unlock()
      } else {
        alone = true
        lock.unlock()
        continuation.resume()
      }
    }
  }

  /// Shared tests that came while the quiet one ran go first, then the next
  /// quiet test.
  func leaveAlone() {
    lock.lock()
    alone = false
    var released: [CheckedContinuation<Void, Never>] = []
    if !waitingShared.isEmpty {
      released = waitingShared
      sharing += waitingShared.count
      waitingShared = []
    } else if let next = takeAlone() {
      released = [next]
    }
    lock.unlock()
    for continuation in released { continuation.resume() }
  }

  /// The next quiet test, marked as running; the lock is held.
  private func takeAlone() -> CheckedContinuation<Void, Never>? {
    guard !waitingAlone.isEmpty else { return nil }
    alone = true
    return waitingAlone.removeFirst()
  }
}
