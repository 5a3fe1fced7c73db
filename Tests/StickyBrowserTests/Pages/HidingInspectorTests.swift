import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// What the inspector shows of some elements after a seek, in screen
  /// points: each one's outlined box and label box (nil when not shown), and
  /// the y its panel gives after `inspect(id)`.
  struct InspectedMoment: Decodable {
    var outlines: [[Double]?]
    var labels: [[Double]?]
    var panelY: [Double?]
    /// The y of the top and the bottom pin line as drawn, and their tags' texts.
    var lines: [Double]
    var tags: [String]
    var safeTop: Double
    var safeBottom: Double
    var height: Double

    /// What is wrong with the tag of element `k`, whose frame is `y` and
    /// `height` tall: a tag sits on its element's top edge, outside it, kept
    /// inside the safe area; an element seen only under the safe areas has
    /// none. Nil when nothing is.
    func tagProblem(of k: Int, _ id: String, y: Double, height: Double) -> String? {
      let (top, bottom) = (max(0, y), min(self.height, y + height))
      guard bottom > safeTop && top < self.height - safeBottom else {
        return labels[k] == nil ? nil : "\(id) is under a safe area but tagged"
      }
      guard let label = labels[k] else { return "\(id) has no tag" }
      let wanted = min(max(top - label[3], safeTop), self.height - safeBottom - label[3])
      return abs(label[1] - wanted) <= 0.5
        ? nil : "\(id)'s tag at y \(label[1]), its element's top edge wants \(wanted)"
    }
  }

  /// After a path goes down and a little up, the bars and the sticky tabs
  /// under the top bar are back on screen where the straight state has them
  /// hidden: the inspector draws the pin lines and tags them where they are
  /// then, and outlines, names and reports them where `frames
  /// --path` puts them, before, at and after the finger lifts (the snaps).
  @Test(arguments: BrowserKind.allCases)
  func inspectorShowsTheMomentAfterAWayBackUp(_ kind: BrowserKind) async throws {
    let screen = Self.hidingScreens[0]
    let path = "0@0,900@1.2,870@1.5!,870@2"
    let times = [1.35, 1.5, 1.6, 2]
    let ids = ["bar-top", "bar-bottom", "tabs", "hero", "rows-10"]
    let labelled: Set = ["bar-top", "bar-bottom", "tabs", "hero"]
    let frames = try await Self.frames(of: screen, along: path, at: times)
    let table = Scene(screen: screen)
    let replay = PathReplay(path: try ScrollPath(parsing: path), rules: table.content.rules)
    struct Request: Encodable {
      var seek: Seek
      var ids: [String]
    }
    try await Self.withPage(screen, in: kind, quiet: false) { browser, _, _, _ in
      for (n, time) in times.enumerated() {
        let shown: InspectedMoment = try await browser.run(
          Self.inspectedMoment, Request(seek: Seek(path: path, time: time), ids: ids))
        let context = "\(kind): at \(time) s of \(path)"
        // The pin lines and their tags are where what is shown puts them.
        let moment = table.moment(replay.state(at: time))
        #expect(
          shown.lines.count == 2 && abs(shown.lines[0] - moment.pinTop) <= 0.5
            && abs(shown.lines[1] - (moment.pinBottom - 1)) <= 0.5,
          "\(context): pin lines drawn at \(shown.lines), T \(moment.pinTop), B \(moment.pinBottom)"
        )
        for (tag, (letter, line)) in zip(
          shown.tags, [("T ", moment.pinTop), ("B ", moment.pinBottom)])
        {
          let value = tag.hasPrefix(letter) ? Double(tag.dropFirst(2)) : nil
          #expect(
            value.map { abs($0 - line) <= 0.05 } == true,
            "\(context): the tag reads \(tag), the line is at \(line)")
        }
        for (k, id) in ids.enumerated() {
          guard let element = frames.elements.first(where: { $0.id == id }) else {
            Issue.record("\(context): frames has no \(id)")
            continue
          }
          let (y, height) = (element.y[n], element.height[n])
          let box = try #require(shown.outlines[k], "\(context): \(id) is not outlined")
          #expect(
            abs(box[1] - y) <= 0.5 && abs(box[3] - height) <= 0.5,
            "\(context): \(id) outlined at y \(box[1]), \(box[3]) tall; frames \(y), \(height)")
          let panelY = try #require(shown.panelY[k], "\(context): no panel for \(id)")
          #expect(
            abs(panelY - y) <= 0.5, "\(context): the panel puts \(id) at \(panelY), frames \(y)")
          guard labelled.contains(id) else { continue }
          if let problem = shown.tagProblem(of: k, id, y: y, height: height) {
            Issue.record("\(context): \(problem)")
          }
        }
      }
    }
  }

  /// Seeks, turns the inspector on and reads it (see `InspectedMoment`).
  static let inspectedMoment = """
    (a) => {
      const sp = window.stickyPreview;
      sp.seek(a.seek.path, a.seek.time);
      const data = JSON.parse(document.getElementById('sticky-data').textContent);
      const screen = document.querySelector('[data-screen]');
      if (!screen.classList.contains('inspecting')) document.getElementById('inspect').click();
      const s = screen.getBoundingClientRect();
      const scale = s.width / screen.offsetWidth;
      const left = s.x + screen.clientLeft * scale, top = s.y + screen.clientTop * scale;
      const box = (node) => {
        if (!node || node.getClientRects().length === 0) return null;
        const r = node.getBoundingClientRect();
        return [(r.x - left) / scale, (r.y - top) / scale, r.width / scale, r.height / scale];
      };
      const labels = [...screen.querySelectorAll('.inspect-label')];
      const field = () => document.querySelector('#inspected-frame dd[data-field="y"]');
      return {
        outlines: a.ids.map((id) => box(screen.querySelector('[data-id="' + CSS.escape(id) + '"]'))),
        labels: a.ids.map((id) => box(labels.find((node) => node.textContent === id && !node.hidden))),
        panelY: a.ids.map((id) => (sp.inspect(id) && field() ? Number(field().textContent) : null)),
        lines: [...screen.querySelectorAll('.inspect-overlay .pin-line')].map((node) => box(node)[1]),
        tags: labels.filter((node) => node.classList.contains('tag')).map((node) => node.textContent),
        safeTop: data.safeTop, safeBottom: data.safeBottom, height: screen.clientHeight,
      };
    }
    """
}
