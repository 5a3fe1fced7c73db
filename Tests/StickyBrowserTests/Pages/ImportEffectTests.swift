import Foundation
import StickySite
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Every runtime module, read alone into a blank page, only defines things:
  /// no change to the document, no listener, timer, animation frame or
  /// observer, no global and no error. A page starts by its entry's `start`,
  /// and mounts its screen, again when it is given new data.
  @Test(arguments: BrowserKind.allCases)
  func noRuntimeModuleActsWhenItIsRead(_ kind: BrowserKind) async throws {
    let bundler = try RuntimeBundler.embedded()
    let names = bundler.moduleNames
    let bundles = try names.map { try bundler.testBundle(exposing: [$0]) }
    let effects = try await Self.withBrowser(kind) { browser in
      try await ImportProbe.effects(of: bundles, in: browser)
    }
    try #require(effects.count == names.count)
    for (name, effects) in zip(names, effects) {
      #expect(effects.isEmpty, "\(kind): reading \(name) alone did \(effects)")
    }
  }

  /// A module that acts when read, in each way the probe watches, is seen.
  @Test(arguments: BrowserKind.allCases)
  func theImportProbeSeesAModuleThatActs(_ kind: BrowserKind) async throws {
    let plants = [
      ("document.body.append(document.createElement('div'));", "DOM childList on BODY"),
      ("document.documentElement.dataset.planted = '1';", "DOM attributes on HTML"),
      ("Promise.resolve().then(() => document.body.append('later'));", "DOM childList on BODY"),
      ("document.addEventListener('keydown', () => {});", "listener keydown"),
      ("matchMedia('(min-width: 1px)').addEventListener('change', () => {});", "listener change"),
      ("setTimeout(() => {}, 10000);", "setTimeout"),
      ("setInterval(() => {}, 10000);", "setInterval"),
      ("requestAnimationFrame(() => {});", "requestAnimationFrame"),
      (
        "new MutationObserver(() => {}).observe(document.body, { childList: true });",
        "MutationObserver"
      ),
      ("history.replaceState(null, '', '#planted');", "history.replaceState"),
      ("window.planted = 1;", "global planted"),
      ("JSON.parse(document.getElementById('sticky-data').textContent);", "throws TypeError"),
    ]
    let bundles = try plants.map { statement, _ in
      try RuntimeBundler(modules: ["planted.js": statement + "\nexport const planted = 1;\n"])
        .testBundle(exposing: ["planted.js"])
    }
    let effects = try await Self.withBrowser(kind) { browser in
      try await ImportProbe.effects(of: bundles, in: browser)
    }
    try #require(effects.count == plants.count)
    for ((statement, seen), effects) in zip(plants, effects) {
      #expect(
        effects.contains { $0.hasPrefix(seen) }, "\(kind): `\(statement)` gave \(effects)")
    }
  }
}
