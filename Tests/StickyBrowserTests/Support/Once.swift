import Foundation

/// A value worked out once per run, on first use, for every test that asks:
/// those that ask while it is being made wait for the same result.
final class Once<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let make: @Sendable () async throws -> Value
  private var task: Task<Value, any Error>?

  init(_ make: @escaping @Sendable () async throws -> Value) {
    self.make = make
  }

  var value: Value {
    get async throws {
      let task = lock.withLock {
        let task = self.task ?? Task { try await make() }
        self.task = task
        return task
      }
      return try await task.value
    }
  }
}

/// `Once` for each key: a value per key, worked out once per run.
final class OnceEach<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Key: Task<Value, any Error>] = [:]

  func value(
    for key: Key, _ make: @escaping @Sendable (Key) async throws -> Value
  ) async throws -> Value {
    let task = lock.withLock {
      let task = tasks[key] ?? Task { try await make(key) }
      tasks[key] = task
      return task
    }
    return try await task.value
  }
}
