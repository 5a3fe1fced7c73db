import Foundation

extension Browser {
  /// The new-session request for `tools`' browser: headless where it can be,
  /// one CSS pixel per device pixel, no scrollbars where the browser allows,
  /// file pages allowed to read their folder.
  static func capabilities(_ tools: BrowserTools, _ options: Options) -> [String: Any] {
    let timeouts = ["script": 300_000, "pageLoad": 60_000]
    switch tools.kind {
    case .chromium:
      let motion = options.reducedMotion ? ["--force-prefers-reduced-motion"] : []
      let scrolling = options.smoothScrolling ? [] : ["--disable-smooth-scrolling"]
      let arguments =
        motion + scrolling + [
          "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
          "--window-size=\(options.windowWidth),\(options.windowHeight)",
          "--force-device-scale-factor=1", "--hide-scrollbars", "--no-first-run",
          "--no-default-browser-check", "--disable-extensions",
          "--disable-background-networking", "--allow-file-access-from-files",
        ]
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": tools.browser, "args": arguments],
            "timeouts": timeouts,
          ]
        ]
      ]
    case .firefox:
      let preferences: [String: Any] = [
        "ui.prefersReducedMotion": options.reducedMotion ? 1 : 0,
        "layout.css.devPixelsPerPx": "1.0",
        "ui.useOverlayScrollbars": 1,
        "browser.shell.checkDefaultBrowser": false,
        "datareporting.policy.dataSubmissionEnabled": false,
        "toolkit.telemetry.enabled": false,
        "app.update.enabled": false,
      ]
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "firefox",
            "moz:firefoxOptions": [
              "binary": tools.browser,
              "args": [
                "-headless", "--width=\(options.windowWidth)", "--height=\(options.windowHeight)",
              ],
              "prefs": preferences,
            ],
            "timeouts": timeouts,
          ]
        ]
      ]
    case .webkit:
      // The window's size and reduced motion are set elsewhere: MiniBrowser
      // takes no size argument (see `sizeViewport`), and WebKitGTK follows
      // GTK's animation setting (see `BrowserSetting`). GTK's scrollbars
      // overlay the page, so they take no room from the viewport.
      return [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "MiniBrowser",
            "webkitgtk:browserOptions": [
              "binary": tools.browser,
              "args": ["--automation", "--allow-file-access-from-file-urls=true"],
            ],
            "timeouts": timeouts,
          ]
        ]
      ]
    }
  }
}
