import Testing

/// Tests that keep a thread busy for seconds of work take turns, one at a
/// time. Swift Testing runs every test on the cooperative pool, one thread
/// per core: two such tests at once held both threads of the 2-core CI
/// machine, and the browser tests, which mostly wait, could not even start
/// their sessions until they were done. With this, one thread is always
/// left to the tests that wait.
public struct HeavyWork: TestTrait, SuiteTrait, TestScoping {
  private static let turn = AsyncPool([()])

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's turn is its test cases' turns, each taken on its own.
    guard testCase != nil else { return try await function() }
    await Self.turn.take()
    defer { Self.turn.give(()) }
    try await function()
  }
}

extension Trait where Self == HeavyWork {
  /// The test keeps a thread busy for seconds: it takes turns with the others that do.
  public static var heavy: Self { HeavyWork() }
}
