import Foundation
import StickySite
import StickyWebDriver

/// The runtime's pure modules, for tests that call them directly. The pages
/// users get expose none of them (`window.stickyPreview` is the page's whole
/// surface), so a test loads them into a page of its own: the runtime's test
/// bundle (`RuntimeBundler.testBundle`) in a plain HTML file, with every
/// module's exports merged into `window.runtime`.
enum RuntimeModules {
  /// The modules outside the kernel that touch no DOM and hold no state;
  /// the page exposes every kernel module too.
  static let pure = [
    "track.js", "visibility.js", "physics.js", "transforms.js", "states.js", "numbers.js",
    "csv.js", "scaling.js", "highlight.js",
  ]

  /// Writes the page into `folder` and returns its address.
  static func page(in folder: URL) throws -> URL {
    let bundler = try RuntimeBundler.embedded()
    let bundle = try bundler.testBundle(exposing: pure + bundler.kernelModuleNames)
    let html = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>runtime modules</title></head>
      <body><script>\(bundle)
      window.runtime = Object.assign({}, ...Object.values(window.\(RuntimeBundler.testGlobal)));
      </script></body></html>
      """
    let url = folder.appendingPathComponent("runtime-modules.html")
    try Data(html.utf8).write(to: url)
    return url
  }

  /// Opens the page in `browser`, from a folder of its own that is removed
  /// afterwards.
  static func open(in browser: Browser) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("runtime-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await browser.navigate(to: try page(in: folder))
  }
}
