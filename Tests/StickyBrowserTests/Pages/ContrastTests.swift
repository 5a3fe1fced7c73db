import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Every text on the screen (labels, titles, details, rows, the clock)
  /// reads at 4.5:1 on what is drawn under it, 3:1 for large titles (WCAG 2's
  /// AA), in both appearances at every breakpoint: on the gallery in every
  /// engine, and on generated screens whose colour effects and states cross
  /// from dark to light in Chromium. Where their inks flip is Swift's, which
  /// every engine looks up alike (`kernel/inkTrack.js`, held to the vectors).
  @Test(arguments: BrowserKind.allCases)
  func everyTextReadsOnWhatIsDrawnUnderIt(_ kind: BrowserKind) async throws {
    let gallery = try await SiteTool.gallery()
    var screens = try Self.galleryScreens().map { (gallery, $0) }
    if kind == .chromium {
      let generated = try await ContrastScreens.site()
      screens += try ContrastScreens.screens().map { (generated, $0) }
    }
    try await Self.withBrowser(kind) { browser in
      var report = ContrastReport()
      for (site, screen) in screens {
        let offsets = ContrastScreens.offsets(of: screen)
        try await browser.navigate(to: Self.page(site, screen.id))
        for appearance in Self.appearances {
          let texts: [ContrastProbe.Text] = try await browser.runAsync(
            ContrastProbe.page, ContrastProbe.Request(theme: appearance, offsets: offsets))
          report.add(texts, of: "\(kind) \(screen.id) \(appearance)")
        }
      }
      report.expectReadable(kind)
    }
  }
}

extension BrowserTests.Pages {
  /// The same of the drawings: every screen's filmstrip at the same offsets
  /// in each appearance, read in Chromium (a drawing has no script, and its
  /// colours are the document's, whatever draws it).
  @Test func everyTextInTheDrawingsReadsOnWhatIsDrawnUnderIt() async throws {
    let films = try await ContrastScreens.films()
    try await Self.withBrowser(.chromium) { browser in
      var report = ContrastReport()
      for (name, film) in films {
        try await browser.navigate(to: film)
        let texts: [ContrastProbe.Text] = try await browser.run(ContrastProbe.drawing)
        report.add(texts, of: name)
      }
      report.expectReadable(.chromium)
    }
  }
}

/// What the contrast test found, text by text.
struct ContrastReport {
  var failures: [String] = []
  var measured = 0
  var onImages = 0
  var flips = Set<String>()

  mutating func add(_ texts: [ContrastProbe.Text], of name: String) {
    for text in texts {
      let what = "\(name) at \(text.offset): \(text.id) \(text.part)"
      if text.image {
        onImages += 1
        // What an image shows under the text is not in the DOM to measure;
        // the rule puts white there, as on the platforms' headers.
        if text.color.prefix(3).contains(where: { $0 < 250 }) {
          failures.append("\(what) is \(text.color) on an image, white expected")
        }
        continue
      }
      measured += 1
      let ink = text.color.prefix(3).allSatisfy { $0 > 127 } ? "light" : "dark"
      flips.insert(
        "\(name.split(separator: " ").dropLast().joined(separator: " ")) \(text.id) \(ink)")
      let least = text.backgrounds.map { Self.contrast(text.color, over: $0) }.min() ?? 21
      let wanted = text.large ? 3.0 : 4.5
      if least < wanted {
        failures.append(
          "\(what) reads at \(Self.rounded(least)):1 (\(wanted) wanted): \(text.color) on \(text.backgrounds)"
        )
      }
    }
  }

  func expectReadable(_ kind: BrowserKind) {
    if !failures.isEmpty {
      let examples = failures.prefix(12).joined(separator: "\n")
      Issue.record(
        "\(kind): \(failures.count) of \(measured + onImages) texts fall short:\n\(examples)")
    }
    #expect(measured > 1_000, "\(kind): only \(measured) texts measured")
    // Some text takes both inks along its screen, so a constant cannot pass.
    let both = Set(flips.map { $0.split(separator: " ").dropLast().joined(separator: " ") })
      .filter { key in flips.contains(key + " light") && flips.contains(key + " dark") }
    #expect(both.count >= 5, "\(kind): texts that take both inks: \(both.sorted())")
  }

  /// The contrast of `text` (red, green, blue from 0 to 255 and alpha from 0
  /// to 1) drawn over the opaque `background`.
  static func contrast(_ text: [Double], over background: [Double]) -> Double {
    let alpha = text[3]
    let drawn = (0..<3).map { alpha * text[$0] + (1 - alpha) * background[$0] }
    return Ink.contrast(luminance(drawn), luminance(background))
  }

  static func luminance(_ rgb: [Double]) -> Double {
    func linear(_ channel: Double) -> Double {
      let v = channel / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
  }

  static func rounded(_ value: Double) -> String { String(format: "%.2f", value) }
}
