import Foundation

/// Values that tasks take one at a time and give back, awaiting rather than
/// blocking while none is free; they are handed out in the order asked.
public final class AsyncPool<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var free: [Value]
  private var waiting: [CheckedContinuation<Value, Never>] = []

  public init(_ values: [Value]) {
    free = values
  }

  public func take() async -> Value {
    await withCheckedContinuation { continuation in
      lock.lock()
      if free.isEmpty {
        waiting.append(continuation)
        lock.unlock()
      } else {
        let value = free.removeFirst()
        lock.unlock()
        continuation.resume(returning: value)
      }
    }
  }

  /// Hands `value` to the next task waiting, if any.
  public func give(_ value: Value) {
    lock.lock()
    if waiting.isEmpty {
      free.append(value)
      lock.unlock()
    } else {
      let next = waiting.removeFirst()
      lock.unlock()
      next.resume(returning: value)
    }
  }
}
