import Foundation
import StickyWebDriver
import Testing

/// axe-core 4, as `axe.min.js` from the PyPI wheel `axe-playwright-python`
/// (`.ci/run` puts it in `.build/browser-tools`; `STICKYPREVIEW_AXE` names
/// another file). It is injected through WebDriver, so Playwright is not needed.
enum Axe {
  static let setupCommand =
    ".build/schema-venv/bin/pip download --no-deps -d .build/browser-tools "
    + "axe-playwright-python==0.1.8, unzip it with python3 -m zipfile -e and copy "
    + "axe_playwright_python/axe.min.js to .build/browser-tools (see .ci/run)"

  static let installHint = "Accessibility test skipped: in the package folder run \(setupCommand)"

  static var file: URL {
    if let path = TestEnvironment.string("STICKYPREVIEW_AXE") {
      return URL(fileURLWithPath: path)
    }
    return SiteTool.packageRoot.appendingPathComponent(".build/browser-tools/axe.min.js")
  }

  static var isInstalled: Bool { FileManager.default.fileExists(atPath: file.path) }

  /// As for the browser tests: without axe the test skips, except under CI,
  /// where it runs and fails.
  static var shouldRun: Bool { isInstalled || BrowserTools.isCI }
}

extension BrowserTests.Pages {
  /// The pages the check reads, relative to the site folder: the gallery, and
  /// the preview page and embed of every gallery screen. A new kind of page
  /// goes here.
  static func accessibilityPages(screens: [String]) -> [String] {
    ["index.html"] + screens.map { "\($0)/index.html" } + screens.map { "\($0)/embed.html" }
  }

  /// The pages `kind` reads: Chromium every one; Firefox and WebKit the
  /// gallery and every other screen's pages each, in turn, so that every
  /// page is read in two engines. What axe judges (roles, names, labels,
  /// focus order, contrast) comes from markup and colours that are the same
  /// in all three, and reading each page three times cost the run two
  /// minutes of its fifteen.
  static func accessibilityPages(screens: [String], in kind: BrowserKind) -> [String] {
    let all = accessibilityPages(screens: screens)
    guard kind != .chromium else { return all }
    let turn = kind == .firefox ? 0 : 1
    return ["index.html"]
      + screens.enumerated().filter { $0.offset % 2 == turn }.flatMap {
        ["\($0.element)/index.html", "\($0.element)/embed.html"]
      }
  }

  static let appearances = ["light", "dark"]

  /// The axe rules whose verdict depends on colours. An appearance changes
  /// nothing on a page but `color-scheme`, and so the colours that
  /// `light-dark()` picks: the other rules read the same DOM in both, and
  /// run in the first alone.
  static let colourRules = ["color-contrast", "link-in-text-block"]

  @Test(
    .enabled(if: Axe.shouldRun, Comment(rawValue: Axe.installHint)),
    arguments: BrowserKind.allCases)
  func axeFindsNoSeriousOrCriticalViolations(_ kind: BrowserKind) async throws {
    let source = try String(contentsOf: Axe.file, encoding: .utf8)
    let site = try await SiteTool.gallery()
    let screens = try Self.galleryScreens().map(\.id)
    let pages = Self.accessibilityPages(screens: screens, in: kind)
    struct Violation: Decodable {
      var id: String
      var impact: String
      var nodes: [String]
    }
    struct Answer: Decodable {
      var version: String
      var violations: [Violation]
    }
    struct Request: Encodable {
      var appearances: [String]
      var colourRules: [String]
    }
    try await Self.withBrowser(kind) { browser in
      var problems: [String] = []
      var version = ""
      for page in pages {
        try await browser.navigate(to: site.appendingPathComponent(page))
        // Both appearances in one visit: the setting only writes its class on
        // <html>, and injecting axe costs more than a run; the second runs
        // the rules that read colours. axe.min.js is
        // inlined in the script, since the pages' policy forbids eval.
        let answers: [Answer] = try await browser.runAsync(
          """
          async (a) => {
            \(source)
            ;
            const answers = [];
            for (const appearance of a.appearances) {
              document.documentElement.className = appearance;
              // A part that a scroll effect has made see-through at this
              // offset is between two states the layout chose (a card
              // fading in): its contrast is the layout's animation, not a
              // colour the site picked. Everything opaque is checked.
              for (const node of document.querySelectorAll('[data-fading]')) {
                node.removeAttribute('data-fading');
              }
              for (const node of document.querySelectorAll('[data-screen] [data-id], [data-screen] [data-part]')) {
                if (Number(getComputedStyle(node).opacity) < 1) node.setAttribute('data-fading', '');
              }
              const context = {include: [['html']], exclude: [['[data-fading]']]};
              const options = {resultTypes: ['violations']};
              if (answers.length > 0) options.runOnly = {type: 'rule', values: a.colourRules};
              const r = await axe.run(context, options);
              answers.push({
                version: axe.version,
                violations: r.violations
                  .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                  .map((v) => ({id: v.id, impact: v.impact,
                    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ': ' +
                      (n.failureSummary || '').replace(/\\s+/g, ' '))})),
              });
            }
            return answers;
          }
          """, Request(appearances: Self.appearances, colourRules: Self.colourRules))
        for (appearance, answer) in zip(Self.appearances, answers) {
          version = answer.version
          for violation in answer.violations {
            problems.append(
              "\(page) (\(appearance)): \(violation.id) (\(violation.impact)): "
                + violation.nodes.joined(separator: "; "))
          }
        }
      }
      #expect(version.hasPrefix("4."), "axe-core \(version), not 4.x")
      #expect(problems.isEmpty, "\(kind): \(problems.joined(separator: "\n"))")
    }
  }
}
