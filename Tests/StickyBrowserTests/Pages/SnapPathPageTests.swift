import Foundation
import StickyCore
import StickyTestSupport
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// Cards that snap at their start, gliding along the default `ease-out` for
  /// 0.25 s (a path fixture), and a bar that hides and snaps over content
  /// that does not.
  static let snapPathLayouts = ["snap-rest", "snap-bar"].map {
    SiteTool.packageRoot.appendingPathComponent("Tests/StickyCLITests/PathFixtures/\($0).xml")
  }

  private static let snapPathSite = Once<URL> {
    try await SiteTool.build(
      snapPathLayouts,
      into: try SiteTool.temporaryDirectory(named: "snap-path").appendingPathComponent("site"))
  }

  struct SnapPathRun: Decodable {
    /// After `play` resolved: the path time, offset and where the content rests.
    var time: Double?
    var offset: Double
    var target: String?
    /// After a `seek` into the glide.
    var seekOffset: Double
    var seekTarget: String?
    /// The `snapchange` events, in order.
    var events: [String?]
  }

  /// On a page that snaps, `play` glides the content after a lift as `frames
  /// --path` does, plays on until the glide ends and leaves the content
  /// resting where the path does, firing `snapchange` as it comes to rest;
  /// `seek` into a glide shows the glide and no target. On a page that does
  /// not snap, a lift's travel is refused for `frames --path`'s reason.
  @Test(arguments: BrowserKind.allCases)
  func playAndSeekGlideAsFramesDo(_ kind: BrowserKind) async throws {
    let site = try await Self.snapPathSite.value
    let path = "0@0,400@0.2!"
    let frames = try await SiteTool.frames(
      of: Self.snapPathLayouts[0], path: try ScrollPath(parsing: path), times: [0.3, 0.45])
    try await Self.withBrowser(kind) { browser in
      try await browser.navigate(to: Self.page(site, "snap-rest"))
      let run: SnapPathRun = try await browser.runAsync(
        """
        async (path) => {
          const sp = window.stickyPreview;
          const events = [];
          document.querySelector('[data-screen]')
            .addEventListener('snapchange', (e) => events.push(e.detail.id));
          await sp.play(path);
          const played = { time: sp.pathTime, offset: sp.offset, target: sp.snapTarget };
          sp.seek(path, 0.3);
          return { ...played, seekOffset: sp.offset, seekTarget: sp.snapTarget, events };
        }
        """, path)
      // The glide from 400 back to card b at 300 ends 0.25 s after the lift.
      #expect(
        run.time == 0.45 && run.offset == frames.offsets[1] && run.offset == 300
          && run.target == "b" && frames.snapTargets?[1] == "b",
        "\(kind): the play ended at \(String(describing: run.time)), \(run.offset), \(run.target ?? "none")"
      )
      #expect(
        abs(run.seekOffset - frames.offsets[0]) <= PageProbe.offsetTolerance
          && run.seekTarget == nil && frames.snapTargets?[0] == nil,
        "\(kind): seek into the glide shows \(run.seekOffset), frames \(frames.offsets[0])")
      // The page opens resting at card a; along the path the content rests
      // nowhere until the glide ends, then at b, and nowhere again inside it.
      #expect(run.events == [nil, "b", nil], "\(kind): snapchange \(run.events)")

      try await browser.navigate(to: Self.page(site, "snap-bar"))
      let travel = "0@0,20@0.5!+300"
      let refused = try await SiteTool.run([
        "frames", Self.snapPathLayouts[1].path, "--path", travel,
      ])
      let marker = "'--path <path>': "
      let firstLine = refused.stderr.prefix { $0 != "\n" }
      let reason = try #require(firstLine.range(of: marker).map { firstLine[$0.upperBound...] })
      #expect(refused.status == 64)
      let error: String? = try await browser.run(
        """
        (path) => {
          try { window.stickyPreview.seek(path, 0.5); } catch (e) { return String(e.message); }
          return null;
        }
        """, travel)
      #expect(error == "invalid path \"\(travel)\": \(reason)", "\(kind): \(error ?? "no error")")
    }
  }
}
