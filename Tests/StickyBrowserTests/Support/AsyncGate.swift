import Foundation

/// A lock that tasks await rather than block on, taken in the order asked.
final class AsyncGate: @unchecked Sendable {
  private let lock = NSLock()
  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func enter() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if held {
        waiting.append(continuation)
        lock.unlock()
      } else {
        held = true
        lock.unlock()
        continuation.resume()
      }
    }
  }

  /// Hands the lock to the next task waiting, if any.
  func leave() {
    lock.lock()
    if waiting.isEmpty {
      held = false
      lock.unlock()
    } else {
      let next = waiting.removeFirst()
      lock.unlock()
      next.resume()
    }
  }
}
