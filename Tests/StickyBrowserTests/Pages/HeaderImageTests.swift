import Foundation
import StickyCore
import StickyFormats
import StickyWebDriver
import Testing

extension BrowserTests.Pages {
  /// A header image in `parallax` or `pin` mode keeps its size and fills
  /// what is left of the header as it collapses (`HeaderImage`), so the
  /// gallery's collapsing toolbar still shows its picture under the bar when
  /// the scrim starts to fade it: the image's box covers the header's at
  /// every offset from the pull to past the collapse, in the three engines.
  @Test(arguments: BrowserKind.allCases)
  func aHeaderImageFillsTheHeaderAsItCollapses(_ kind: BrowserKind) async throws {
    let site = try await SiteTool.gallery()
    let screens = try Self.galleryScreens().filter {
      guard let header = $0.scroll.header else { return false }
      return header.image != nil && header.imageMode != .cover
    }
    try #require(screens.map(\.id).contains("collapsing-toolbar"))
    try await Self.withBrowser(kind) { browser in
      var problems: [String] = []
      for screen in screens {
        let table = Scene(screen: screen)
        let header = try #require(screen.scroll.header)
        let track = try #require(table.tracks.first { $0.id == header.id })
        // The collapse's breakpoints, a point either side, the pull and past it.
        let around: [Double] = track.height.breakpoints.flatMap { [$0 - 0.5, $0, $0 + 0.5] }
        let offsets = around + [table.lowestOffset, 0, table.maxOffset / 2]
        try await browser.navigate(to: Self.page(site, screen.id))
        struct Request: Encodable {
          var header: String
          var offsets: [Double]
        }
        let boxes: [[Double]] = try await browser.run(
          """
          (a) => {
            const header = document.querySelector('[data-id="' + CSS.escape(a.header) + '"]');
            const image = header.querySelector(':scope > img');
            return a.offsets.map((o) => {
              window.stickyPreview.setOffset(o);
              const h = header.getBoundingClientRect();
              const i = image.getBoundingClientRect();
              const scale = h.width / header.offsetWidth;
              return [(i.top - h.top) / scale, (i.bottom - h.bottom) / scale, h.height / scale];
            });
          }
          """, Request(header: header.id, offsets: offsets))
        for (offset, box) in zip(offsets, boxes) where box[0] > 0.5 || box[1] < -0.5 {
          problems.append(
            "\(kind) \(screen.id) at \(offset): the image runs from \(box[0]) to \(box[1]) "
              + "of the header's top and bottom (\(box[2]) high)")
        }
      }
      Self.record(problems)
    }
  }
}
