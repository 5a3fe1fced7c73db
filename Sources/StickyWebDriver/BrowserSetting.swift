import Foundation

/// What a browser runs in besides its capabilities, for the session's life.
///
/// Chromium and Firefox need nothing. WebKitGTK's MiniBrowser needs an X
/// display, the caller's or a private Xvfb, and takes reduced motion from
/// GTK's `gtk-enable-animations` setting (WebDriver cannot emulate media
/// features in WebKit), which a private `XDG_CONFIG_HOME` sets without
/// touching the user's own GTK settings.
final class BrowserSetting {
  /// Variables for the driver, which the browser inherits.
  let environment: [String: String]
  /// The display the browser opens its window on, if it needs one.
  let display: String?
  private let virtualDisplay: VirtualDisplay?
  private let configFolder: URL?

  init(_ tools: BrowserTools, _ options: Browser.Options) throws {
    guard tools.kind.needsDisplay else {
      environment = [:]
      display = nil
      virtualDisplay = nil
      configFolder = nil
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stickypreview-gtk-\(UUID().uuidString)")
    let gtk = folder.appendingPathComponent("gtk-3.0")
    try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
    let animations = options.reducedMotion ? "false" : "true"
    try Data("[Settings]\ngtk-enable-animations=\(animations)\n".utf8)
      .write(to: gtk.appendingPathComponent("settings.ini"))
    // Without a GPU, WebKitGTK's DMA-BUF renderer keeps compositing a page
    // that can scroll on Mesa's software rasterizer while nothing changes:
    // 0.3 to 0.5 of a core per open page on Xvfb, against 0.03 with the
    // shared-memory renderer, which composites the same layers.
    var environment = [
      "XDG_CONFIG_HOME": folder.path, "GDK_SCALE": "1", "GDK_DPI_SCALE": "1",
      "WEBKIT_DISABLE_DMABUF_RENDERER": "1",
    ]
    if let existing = BrowserTools.displayName {
      virtualDisplay = nil
      display = existing
    } else {
      do {
        let started = try VirtualDisplay()
        virtualDisplay = started
        display = started.name
        environment["DISPLAY"] = started.name
      } catch {
        try? FileManager.default.removeItem(at: folder)
        throw error
      }
    }
    configFolder = folder
    self.environment = environment
  }

  /// Stops the private display and removes the settings folder.
  func end() {
    virtualDisplay?.stop()
    if let configFolder { try? FileManager.default.removeItem(at: configFolder) }
  }
}
