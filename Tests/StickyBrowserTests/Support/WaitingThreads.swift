import Foundation
import Testing

/// The threads the browser tests run on, apart from Swift Testing's
/// cooperative pool.
///
/// That pool has one thread per core, and the tests that compute (the
/// reader's mutations, the schemas' agreement, the drawings) hold its two
/// threads on the CI machine for seconds at a time. A browser test mostly
/// waits for a browser; each time an answer came, it queued behind them for
/// a thread, and the first browser test could not even ask for a session
/// until 41 s into the run. Here it resumes at once, on a thread of its own
/// kind, and the computing tests keep the pool.
final class WaitingThreads: TaskExecutor, @unchecked Sendable {
  static let shared = WaitingThreads(count: 4)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var next = 0

  private init(count: Int) {
    for index in 1...count {
      let thread = Thread { [unowned self] in self.serve() }
      thread.name = "browser tests \(index)"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func serve() {
    while true {
      condition.lock()
      while next == jobs.count { condition.wait() }
      let job = jobs[next]
      next += 1
      if next == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        next = 0
      }
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// Runs a suite's tests, and every task they start, on `WaitingThreads`.
struct OnWaitingThreads: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(WaitingThreads.shared) { try await function() }
  }
}

extension Trait where Self == OnWaitingThreads {
  /// The suite's tests mostly wait: they run apart from the pool that computes.
  static var onWaitingThreads: Self { OnWaitingThreads() }
}
