import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver

/// Seeks a preview page along a path (`stickyPreview.seek(path, t)`, SPEC
/// section 12) and compares every element it shows with `frames --path` at
/// the same times.
struct PathRunner {
  static let tolerance = 0.01
  let browser: Browser

  struct Measurement: Decodable {
    var scale: Double
    /// What `seek` threw, if it did.
    var error: String?
    var samples: [Sample]
  }

  struct Sample: Decodable {
    /// `stickyPreview.pathTime` after the seek.
    var time: Double?
    var offset: Double
    var ids: [String]
    /// x, y, width, height per id, in screen points.
    var boxes: [Double]
    /// Per id, how many nodes with a transform lie between it and the screen,
    /// itself included (nil: not counted).
    var transforms: [Int]?
    /// `stickyPreview.hidden.bars`: each bar's hidden amount by its id.
    var hidden: [String: Double]
    /// `stickyPreview.snapTarget`: where the content rests (SPEC section 14).
    var target: String?
  }

  private struct Request: Encodable {
    var data: String?
    var path: String
    var times: [Double]
  }

  /// How a case's screen gets into the browser: its own page opened, or its
  /// page data given to the preview page already open (`stickyPreview.load`,
  /// as a rebuilt page takes new data), which costs the engine far less.
  enum Arrival {
    case opened
    case loaded(data: String)
  }

  /// Shows the case's screen, seeks it to each time and measures every
  /// element it shows: one script for all the times, so a case costs one
  /// round trip.
  func measure(page: URL, arrival: Arrival, path: ScrollPath, times: [Double]) async throws
    -> Measurement
  {
    var data: String?
    switch arrival {
    case .opened: try await browser.navigate(to: page)
    case .loaded(let pageData): data = pageData
    }
    return try await browser.run(
      """
      (a) => {
        const sp = window.stickyPreview;
        if (a.data) sp.load(JSON.parse(a.data));
        const screen = document.querySelector('[data-screen]');
        const frame = screen.getBoundingClientRect();
        const scale = screen.offsetWidth ? frame.width / screen.offsetWidth : 1;
        const samples = [];
        try {
          for (const t of a.times) {
            sp.seek(a.path, t);
            const s = screen.getBoundingClientRect();
            const left = s.x + screen.clientLeft * scale, top = s.y + screen.clientTop * scale;
            const ids = [], boxes = [], transforms = [];
            for (const e of screen.querySelectorAll('[data-id]')) {
              if (e.getClientRects().length === 0) continue;
              const r = e.getBoundingClientRect();
              ids.push(e.dataset.id);
              let moved = 0;
              for (let n = e; n !== screen; n = n.parentElement) if (n.style.transform) moved++;
              transforms.push(moved);
              boxes.push((r.x - left) / scale, (r.y - top) / scale, r.width / scale,
                r.height / scale);
            }
            const hidden = sp.hidden;
            samples.push({time: sp.pathTime, offset: sp.offset, ids, boxes, transforms,
              hidden: hidden.bars, target: sp.snapTarget});
          }
        } catch (error) {
          return {scale, error: String(error && error.stack || error), samples};
        }
        return {scale, samples};
      }
      """, Request(data: data, path: path.text, times: times))
  }

  func compare(_ pathCase: PathCase, page: URL, arrival: Arrival = .opened) async throws
    -> [PathMismatch]
  {
    let measured = try await measure(
      page: page, arrival: arrival, path: pathCase.path, times: pathCase.times)
    return Self.mismatches(measured, pathCase, slack: .of(browser.kind))
  }

  /// Every difference between the measured page and the frames, beyond the
  /// tolerance and the engine's slack.
  static func mismatches(
    _ measured: Measurement, _ pathCase: PathCase, slack: PathFramesCheck.Slack
  )
    -> [PathMismatch]
  {
    let expected = pathCase.expected
    guard expected.times == pathCase.times else {
      return [
        PathMismatch(
          time: 0, offset: 0, id: "frames", field: "times printed",
          frames: Double(expected.times?.count ?? 0), page: Double(pathCase.times.count))
      ]
    }
    let check = PathFramesCheck(expected: expected, screen: pathCase.screen, tolerance: tolerance)
    var found: [PathMismatch] = []
    if abs(measured.scale - 1) > 1e-9 {
      found.append(check.mismatch(0, "screen", "scale", 1, measured.scale))
    }
    if let error = measured.error {
      found.append(
        check.mismatch(
          min(measured.samples.count, pathCase.times.count - 1), "stickyPreview",
          "seek threw \(error)", 0, .nan))
    }
    for (index, sample) in measured.samples.enumerated() {
      let time = pathCase.times[index]
      if sample.time.map({ abs($0 - time) > 1e-9 }) ?? true {
        found.append(check.mismatch(index, "stickyPreview", "pathTime", time, sample.time ?? .nan))
      }
      found += check.mismatches(sample, at: index, slack: slack)
    }
    return found
  }

  /// The smallest variant of the case's screen that still disagrees along the
  /// same path (one whose overscroll range holds the path).
  func shrink(_ pathCase: PathCase, maximumAttempts: Int = 60) async throws
    -> (Screen, [PathMismatch])
  {
    try await LayoutShrinker.shrink(
      pathCase.screen, maximumAttempts: maximumAttempts,
      accepts: { screen in
        let table = Scene(screen: screen)
        return pathCase.path.offsets.lowerBound >= table.lowestOffset
          && pathCase.path.offsets.upperBound <= table.highestOffset
      },
      mismatches: { screen in
        // A variant that cannot be built is no smaller failing case.
        guard
          let site = try? await PathSite([(pathCase.seed, screen, pathCase.path, pathCase.times)])
        else { return [] }
        defer { try? FileManager.default.removeItem(at: site.folder) }
        return try await compare(site.cases[0], page: site.page(of: site.cases[0]))
      })
  }
}
