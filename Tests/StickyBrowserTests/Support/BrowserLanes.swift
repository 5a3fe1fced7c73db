import Foundation
import StickyWebDriver
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One browser session per engine for the whole run, each engine a lane of
/// its own: the tests of one engine take turns on its session, reset between
/// them, while the three engines' lanes run side by side.
///
/// Starting a session is a fixed cost (Firefox takes seconds), paid here once
/// per engine and run rather than once per test. A session whose test failed
/// in the browser's own machinery (a WebDriver error) is ended and the next
/// test starts a fresh one, so one crash cannot spill into later tests.
enum BrowserLanes {
  /// Runs `body` in `options.kind`'s session once it is that lane's turn.
  /// `quiet` tests measure wall-clock time (transitions, springs, the wheel's
  /// idle time): they wait until no other lane runs and keep the others out
  /// until they end. A shared test steps aside for them before it opens its
  /// next page, so that they wait for that, not for its end (some hold a lane
  /// for a minute and more).
  static func withSession<T>(
    _ options: Browser.Options = Browser.Options(), quiet: Bool = false,
    _ body: (Browser) async throws -> T
  ) async throws -> T {
    try await lanes[options.kind]!.use(options, quiet: quiet, body)
  }

  private static let lanes: [BrowserKind: Lane] = {
    // Sessions still open when the test process exits are ended with it.
    atexit { BrowserLanes.endAll() }
    _ = origin
    return Dictionary(uniqueKeysWithValues: BrowserKind.allCases.map { ($0, Lane()) })
  }()

  /// When the first lane was asked for.
  fileprivate static let origin = ContinuousClock.now

  /// Running lanes against a quiet test.
  fileprivate static let quiet = QuietGate()

  /// Ends the sessions and says how long each lane was busy, and with what,
  /// so that a slow run shows which engine and which tests made it slow.
  private static func endAll() {
    for kind in BrowserKind.allCases {
      guard let lane = lanes[kind] else { continue }
      lane.end()
      let uses = lane.uses.sorted { $0.seconds > $1.seconds }
      guard !uses.isEmpty else { continue }
      let total = uses.reduce(0) { $0 + $1.seconds }
      let quiet = uses.filter(\.quiet).reduce(0) { $0 + $1.seconds }
      let processor = uses.reduce(0) { $0 + $1.processor }
      let waited = uses.reduce(0) { $0 + $1.waited }
      let first = uses.map(\.begin).min() ?? 0
      let last = uses.map { $0.begin + $0.waited + $0.seconds }.max() ?? 0
      let idle = last - first - total - waited
      let longest = uses.prefix(6).map { "\($0.test) \(String(format: "%.1f", $0.seconds)) s" }
      let costliest = uses.sorted { $0.processor > $1.processor }.prefix(8).map {
        "\($0.test) \(String(format: "%.1f", $0.processor)) s"
      }
      print(
        "Browser lane \(kind): \(uses.count) uses, busy "
          + String(
            format: "%.1f s (%.1f s alone), %.1f processor s; from %.1f to %.1f s, held %.1f s "
              + "waiting for the others to leave, idle %.1f s",
            total, quiet, processor, first, last, waited, idle)
          + "; longest: " + longest.joined(separator: ", ")
          + "; most processor time: " + costliest.joined(separator: ", "))
    }
  }
}

/// The session of one engine and the turn of the test that uses it.
private final class Lane: @unchecked Sendable {
  private let turn = AsyncGate()
  private let lock = NSLock()
  /// Only touched by the test whose turn it is (and by `end` at exit).
  private var session: Browser?
  /// What held the lane and for how long, for the summary at exit.
  private var held: [Use] = []

  /// A test's turn: how long it held the lane, and how much processor time
  /// the engine's processes used in it.
  struct Use {
    var test: String
    var seconds: Double
    var processor: Double
    var quiet: Bool
    /// When its turn came, since the first lane was asked for.
    var begin: Double
    /// How long it held the lane before it could start: the wait for a quiet
    /// test to have the engines to itself, or for shared tests to leave one.
    var waited: Double
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  var uses: [Use] { lock.withLock { held } }

  func use<T>(
    _ options: Browser.Options, quiet: Bool, _ body: (Browser) async throws -> T
  ) async throws -> T {
    await turn.enter()
    defer { turn.leave() }
    let turnStart = ContinuousClock.now
    if quiet { await BrowserLanes.quiet.enterAlone() } else { await BrowserLanes.quiet.enter() }
    defer { if quiet { BrowserLanes.quiet.leaveAlone() } else { BrowserLanes.quiet.leave() } }
    let start = ContinuousClock.now
    var processor: (browser: Browser, start: Double)?
    // Time spent stepping aside for quiet tests of other lanes.
    var aside = Duration.zero
    defer {
      let elapsed = ContinuousClock.now - start - aside
      let use = Use(
        test: Test.current?.name ?? "?",
        seconds: Self.seconds(elapsed),
        processor: processor.flatMap { used in
          used.browser.processorSeconds.map { $0 - used.start }
        } ?? 0,
        quiet: quiet,
        begin: Self.seconds(turnStart - BrowserLanes.origin),
        waited: Self.seconds(start - turnStart + aside))
      lock.withLock { held.append(use) }
    }
    let browser = try await prepared(options)
    processor = browser.processorSeconds.map { (browser, $0) }
    if !quiet {
      browser.beforeOpeningAPage = {
        let start = ContinuousClock.now
        await BrowserLanes.quiet.standAside()
        aside += ContinuousClock.now - start
      }
    }
    defer { browser.beforeOpeningAPage = nil }
    do {
      return try await body(browser)
    } catch let error as WebDriverError {
      await replace(nil)
      throw error
    }
  }

  /// The lane's session, reset for `options`; a new one where there is none
  /// yet, where it cannot take `options`, or where it does not answer.
  private func prepared(_ options: Browser.Options) async throws -> Browser {
    if let browser = current(), browser.reducedMotion == options.reducedMotion {
      do {
        try await browser.reset(options)
        return browser
      } catch {
        await replace(nil)
      }
    }
    await replace(nil)
    let browser: Browser
    do {
      browser = try await Browser.start(options)
    } catch WebDriverError.driverDidNotStart {
      // Once more: a driver can miss its start on a machine at full load.
      browser = try await Browser.start(options)
    }
    await replace(browser)
    try await browser.reset(options)
    return browser
  }

  private func current() -> Browser? {
    lock.withLock { session }
  }

  private func replace(_ browser: Browser?) async {
    let old = lock.withLock {
      let old = session
      session = browser
      return old
    }
    if let old, old !== browser { await old.close() }
  }

  /// Ends the session without waiting for anything: the process is exiting.
  func end() {
    lock.lock()
    let old = session
    session = nil
    lock.unlock()
    old?.terminate()
  }
}
