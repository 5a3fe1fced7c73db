import Foundation

/// Shared use for most tests, sole use for the few that time things: a test
/// that measures wall-clock time waits until the others are out, and none
/// starts while it waits or runs, so the other engines' work cannot slow
/// what it measures. Waiting quiet tests go first.
final class QuietGate: @unchecked Sendable {
  private let lock = NSLock()
  private var sharing = 0
  private var alone = false
  private var waitingAlone: [CheckedContinuation<Void, Never>] = []
  private var waitingShared: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if alone || !waitingAlone.isEmpty {
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

  /// Between two steps of a long shared test: steps out while quiet tests
  /// wait, so that they need not wait for the whole test to end, and comes
  /// back once they have run.
  func standAside() async {
    guard lock.withLock({ !waitingAlone.isEmpty }) else { return }
    leave()
    await enter()
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

  func leaveAlone() {
    lock.lock()
    alone = false
    var released: [CheckedContinuation<Void, Never>] = []
    if let next = takeAlone() {
      released = [next]
    } else {
      released = waitingShared
      sharing += waitingShared.count
      waitingShared = []
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
