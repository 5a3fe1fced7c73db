import Foundation
import StickyWebDriver

/// Shared use for most tests, sole use for the few that time things, which
/// run last: a quiet test waits until no shared test runs or waits for a
/// session, then has its engine to itself, one quiet test after another on
/// each engine while the other engines run theirs. A quiet test then shares
/// the processor only with the other engines' quiet tests, which wait on
/// clocks far more than they compute, instead of with the differentials.
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
  /// The engines a quiet test runs on.
  private var quiet: Set<BrowserKind> = []
  private var waitingQuiet: [(kind: BrowserKind, continuation: CheckedContinuation<Void, Never>)] =
    []
  private var waitingShared: [CheckedContinuation<Void, Never>] = []

  /// A shared test waits only while a quiet test runs.
  func enter() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if !quiet.isEmpty {
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
    let next = sharing == 0 ? takeQuiet() : []
    lock.unlock()
    for continuation in next { continuation.resume() }
  }

  func enterAlone(_ kind: BrowserKind) async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if sharing > 0 || quiet.contains(kind) || !waitingShared.isEmpty {
        waitingQuiet.append((kind, continuation))
        lock.unlock()
      } else {
        quiet.insert(kind)
        lock.unlock()
        continuation.resume()
      }
    }
  }

  /// Shared tests that came while quiet ones ran go first, once none runs;
  /// else the next quiet test of each engine that is free.
  func leaveAlone(_ kind: BrowserKind) {
    lock.lock()
    quiet.remove(kind)
    var released: [CheckedContinuation<Void, Never>] = []
    if quiet.isEmpty && !waitingShared.isEmpty {
      released = waitingShared
      sharing += waitingShared.count
      waitingShared = []
    } else if waitingShared.isEmpty {
      released = takeQuiet()
    }
    lock.unlock()
    for continuation in released { continuation.resume() }
  }

  /// The first waiting quiet test of each engine without one, marked as
  /// running; the lock is held.
  private func takeQuiet() -> [CheckedContinuation<Void, Never>] {
    var taken: [CheckedContinuation<Void, Never>] = []
    var index = 0
    while index < waitingQuiet.count {
      let (kind, continuation) = waitingQuiet[index]
      if quiet.contains(kind) {
        index += 1
      } else {
        quiet.insert(kind)
        taken.append(continuation)
        waitingQuiet.remove(at: index)
      }
    }
    return taken
  }
}
