import Foundation
import StickyWebDriver
import Testing

/// Every test that needs a browser lives in this suite (or an extension of
/// it), under one rule for when they run. Tests of one engine take turns on
/// its one session while the engines run side by side (`BrowserLanes`).
/// Without Chromium they skip with one line saying how to install it; with `CI`
/// set they run anyway, so a missing browser fails them instead of hiding them.
/// They run on threads of their own (`WaitingThreads`).
@Suite(
  .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.installHint)),
  .onWaitingThreads)
enum BrowserTests {}

/// Knobs read from the environment by the browser tests.
enum TestEnvironment {
  static func string(_ name: String) -> String? {
    guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else { return nil }
    return value
  }

  static func integer(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

  /// A 64-bit seed, written in decimal or as hex with `0x`.
  static func seed(_ name: String) -> UInt64? {
    guard let text = string(name) else { return nil }
    if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }
}

func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }
