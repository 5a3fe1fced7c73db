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
    try await Self.withBrowser(kind) { browser in
      for name in bundler.moduleNames {
        let effects = try await ImportProbe.effects(
          of: try bundler.testBundle(exposing: [name]), in: browser)
        #expect(effects.isEmpty, "\(kind): reading \(name) alone did \(effects)")
      }
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
    try await Self.withBrowser(kind) { browser in
      for (statement, seen) in plants {
        let bundler = try RuntimeBundler(modules: [
          "planted.js": statement + "\nexport const planted = 1;\n"
        ])
        let effects = try await ImportProbe.effects(
          of: try bundler.testBundle(exposing: ["planted.js"]), in: browser)
        #expect(
          effects.contains { $0.hasPrefix(seen) }, "\(kind): `\(statement)` gave \(effects)")
      }
    }
  }
}
