import Foundation
import StickyWebDriver
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Browser sessions for the whole run, each a lane of its own: the tests of
/// one engine take turns on its sessions, reset between them, while the
/// lanes run side by side.
///
/// Starting a session is a fixed cost (Firefox takes seconds), paid here once
/// per lane and run rather than once per test. A session whose test failed
/// in the browser's own machinery (a WebDriver error) is ended and the next
/// test starts a fresh one, so one crash cannot spill into later tests.
enum BrowserLanes {
  /// Runs `body` in a session of `options.kind` once one of that engine's
  /// lanes is free. `quiet` tests measure wall-clock time (transitions,
  /// springs, the wheel's idle time): they run once no shared test runs or
  /// waits, one at a time, with the engines to themselves (`QuietGate`).
  static func withSession<T>(
    _ options: Browser.Options = Browser.Options(), quiet: Bool = false,
    _ body: (Browser) async throws -> T
  ) async throws -> T {
    let asked = ContinuousClock.now
    if quiet { await gate.enterAlone(options.kind) } else { await gate.enter() }
    defer { if quiet { gate.leaveAlone(options.kind) } else { gate.leave() } }
    let pool = pools[options.kind]!
    let lane = await pool.take()
    defer { pool.give(lane) }
    return try await lane.use(options, quiet: quiet, asked: asked, body)
  }

  /// How many sessions each engine runs side by side. Chromium alone runs
  /// the differentials against its own CSS and the SVG checks, more than
  /// half of all browser work: with one session it was the run's critical
  /// path, its lane busy long after the other two had ended.
  static func sessions(of kind: BrowserKind) -> Int {
    kind == .chromium ? 2 : 1
  }

  /// Every lane, engine by engine.
  private static let lanes: [BrowserKind: [Lane]] = {
    // Sessions still open when the test process exits are ended with it.
    atexit { BrowserLanes.endAll() }
    _ = processAgeAtOrigin
    return Dictionary(
      uniqueKeysWithValues: BrowserKind.allCases.map { kind in
        let count = sessions(of: kind)
        return (kind, (1...count).map { Lane(name: count == 1 ? "\(kind)" : "\(kind) \($0)") })
      })
  }()

  /// The free lanes of each engine.
  private static let pools = lanes.mapValues { AsyncPool($0) }

  /// When the first lane was asked for.
  fileprivate static let origin = ContinuousClock.now

  /// How long the test process had run when the first lane was asked for:
  /// the time the browsers stood idle while other tests held the threads.
  /// Nil where `/proc` cannot say.
  private static let processAgeAtOrigin: Double? = {
    _ = origin
    #if canImport(Glibc)
      // Field 22 of /proc/self/stat is when the process started, in clock
      // ticks since boot; the command name before it may hold spaces.
      guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let now = uptime.split(separator: " ").first.flatMap({ Double($0) })
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 19, let started = Double(fields[19]) else { return nil }
      return now - started / Double(sysconf(Int32(_SC_CLK_TCK)))
    #else
      return nil
    #endif
  }()

  /// Shared tests against quiet ones.
  private static let gate = QuietGate()

  /// Ends the sessions and says how long each lane was busy, and with what,
  /// so that a slow run shows which engine and which tests made it slow.
  private static func endAll() {
    if let age = processAgeAtOrigin {
      print(
        String(format: "Browser lanes: the first was asked for %.1f s into the test process", age))
    }
    for lane in BrowserKind.allCases.flatMap({ lanes[$0] ?? [] }) {
      lane.end()
      let uses = lane.uses.sorted { $0.seconds > $1.seconds }
      guard !uses.isEmpty else { continue }
      let total = uses.reduce(0) { $0 + $1.seconds }
      let quiet = uses.filter(\.quiet).reduce(0) { $0 + $1.seconds }
      let processor = uses.reduce(0) { $0 + $1.processor }
      let waited = uses.reduce(0) { $0 + $1.waited }
      let first = uses.map(\.begin).min() ?? 0
      let last = uses.map { $0.begin + $0.seconds }.max() ?? 0
      let longest = uses.prefix(6).map { "\($0.test) \(String(format: "%.1f", $0.seconds)) s" }
      let costliest = uses.sorted { $0.processor > $1.processor }.prefix(8).map {
        "\($0.test) \(String(format: "%.1f", $0.processor)) s"
      }
      print(
        "Browser lane \(lane.name): \(uses.count) uses, busy "
          + String(
            format: "%.1f s (%.1f s alone), %.1f processor s; from %.1f to %.1f s, idle %.1f s; "
              + "its tests waited %.1f s for a session",
            total, quiet, processor, first, last, last - first - total, waited)
          + "; longest: " + longest.joined(separator: ", ")
          + "; most processor time: " + costliest.joined(separator: ", "))
    }
  }
}

/// One session of an engine, used by one test at a time.
private final class Lane: @unchecked Sendable {
  /// The engine, and which of its sessions, for the summary.
  let name: String
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
    /// How long it waited for the session since it asked: for the quiet
    /// tests' turn, or for the shared tests to be done, and for a free lane.
    var waited: Double
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  init(name: String) {
    self.name = name
  }

  var uses: [Use] { lock.withLock { held } }

  func use<T>(
    _ options: Browser.Options, quiet: Bool, asked: ContinuousClock.Instant,
    _ body: (Browser) async throws -> T
  ) async throws -> T {
    let start = ContinuousClock.now
    var processor: (browser: Browser, start: Double)?
    defer {
      let use = Use(
        test: Test.current?.name ?? "?",
        seconds: Self.seconds(ContinuousClock.now - start),
        processor: processor.flatMap { used in
          used.browser.processorSeconds.map { $0 - used.start }
        } ?? 0,
        quiet: quiet,
        begin: Self.seconds(start - BrowserLanes.origin),
        waited: Self.seconds(start - asked))
      lock.withLock { held.append(use) }
    }
    let browser = try await prepared(options)
    processor = browser.processorSeconds.map { (browser, $0) }
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
    if let browser = current(), browser.canTake(options) {
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
