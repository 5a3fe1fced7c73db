import Foundation
import StickySite
import StickyWebDriver

/// What a script does to a blank page while it is read: a test page that
/// watches the document for changes and notes the listeners, timers,
/// animation frames, observers, history and message calls, errors and globals
/// that the script adds, then reads `script` (a runtime test bundle), all in
/// one inline script so that the page's own parsing changes nothing watched.
/// Each script is read in a frame of its own (a blank page, a realm of its
/// own), all the frames on one page, which is opened once for all of them.
enum ImportProbe {
  /// The watching, installed before the script is read. `effects` lists what
  /// was seen, one line each. The calls are watched until the page has
  /// loaded, which is after whatever the script left for later in the same
  /// task: the browser's driver makes its own calls afterwards. `read(allowed)`
  /// notes the globals the script added but `allowed`, right after it is
  /// read; `settle()` waits two animation frames; `report()` adds the
  /// document's changes until then and stops watching. Once loaded and
  /// settled, the frame sends its report to the page that holds it.
  static let watch = """
    (() => {
      const effects = [];
      const note = (what) => effects.push(what);
      const frame = window.requestAnimationFrame.bind(window);
      let watching = true;
      window.addEventListener('load', () => {
        watching = false;
        window.importProbe.settle().then(() =>
          window.parent.postMessage({ importProbe: window.importProbe.report() }, '*'));
      });
      window.addEventListener('error', (ev) => note('error ' + ev.message));
      const changes = (records) => {
        for (const record of records) {
          const node = record.target;
          note('DOM ' + record.type + ' on ' + (node.nodeName || String(node)));
        }
      };
      const observer = new MutationObserver(changes);
      observer.observe(document, { subtree: true, childList: true, attributes: true,
        characterData: true });
      const seen = (target, name, what) => {
        const original = target[name];
        target[name] = function (...args) {
          if (watching) note(what(args));
          return original.apply(this, args);
        };
      };
      seen(EventTarget.prototype, 'addEventListener', (a) => 'listener ' + a[0]);
      for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame',
        'requestIdleCallback', 'queueMicrotask']) {
        if (window[name]) seen(window, name, () => name);
      }
      for (const name of ['MutationObserver', 'ResizeObserver', 'IntersectionObserver']) {
        if (window[name]) seen(window[name].prototype, 'observe', () => name);
      }
      seen(history, 'pushState', () => 'history.pushState');
      seen(history, 'replaceState', () => 'history.replaceState');
      seen(window, 'postMessage', () => 'postMessage');
      const globals = new Set(Object.getOwnPropertyNames(window));
      window.importProbe = {
        effects,
        read: (allowed) => {
          for (const name of Object.getOwnPropertyNames(window)) {
            if (!globals.has(name) && name !== 'importProbe' && !allowed.includes(name)) {
              note('global ' + name);
            }
          }
        },
        settle: () => new Promise((resolve) => frame(() => frame(resolve))),
        report: () => {
          changes(observer.takeRecords());
          observer.disconnect();
          return effects;
        },
      };
    })();
    """

  /// Writes a page that reads `script` under watch into `folder`; returns
  /// its address.
  static func page(reading script: String, in folder: URL) throws -> URL {
    // Errors the script throws while it is read are effects too.
    let html = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>import probe</title></head>\
      <body><script>\(watch)
      try {
      \(script)
      } catch (error) {
        window.importProbe.effects.push('throws ' + error);
      }
      window.importProbe.read(['\(RuntimeBundler.testGlobal)']);
      </script></body></html>
      """
    let url = folder.appendingPathComponent("import-probe-\(UUID().uuidString).html")
    try Data(html.utf8).write(to: url)
    return url
  }

  /// What reading each of `scripts` in a blank page did, once that page had
  /// loaded and two animation frames had passed, in their order; empty for
  /// one that only defined things. The test bundle's own global is allowed.
  /// The frames are small and all on the screen, so that none is left
  /// without animation frames as one out of sight may be.
  static func effects(of scripts: [String], in browser: Browser) async throws -> [[String]] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("import-probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = try scripts.map { script in
      let page = try page(reading: script, in: folder)
      return "<iframe src=\"\(page.lastPathComponent)\" width=\"8\" height=\"8\"></iframe>"
    }
    let holder = folder.appendingPathComponent("import-probes.html")
    try Data(
      """
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>import probes</title>\
      <style>body { margin: 0; line-height: 0; } iframe { border: 0; }</style>\
      <script>
      window.importProbes = [];
      window.addEventListener('message', (event) => {
        const frames = [...document.querySelectorAll('iframe')];
        const k = frames.findIndex((frame) => frame.contentWindow === event.source);
        if (k >= 0 && event.data && event.data.importProbe) {
          window.importProbes[k] = event.data.importProbe;
        }
      });
      </script></head><body>\(frames.joined())</body></html>
      """.utf8
    ).write(to: holder)
    try await browser.navigate(to: holder)
    return try await browser.runAsync(
      """
      async (count) => {
        const start = performance.now();
        const done = () =>
          Array.from({ length: count }, (_, k) => k).every((k) => window.importProbes[k]);
        while (!done() && performance.now() - start < 30000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Array.from({ length: count }, (_, k) =>
          window.importProbes[k] || ['no report within 30 s']);
      }
      """, scripts.count, as: [[String]].self)
  }
}
