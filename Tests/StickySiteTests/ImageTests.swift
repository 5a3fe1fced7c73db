import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

/// A site copies the images its screens were loaded with, and inlines them in
/// its downloadable drawings; it reads no file for them.
@Suite struct ImageTests {
  static func screen(image: String) -> Screen {
    Screen.testing(
      id: "pictures", device: Screens.iphoneSE,
      scroll: Scroll.testing(
        header: Header.testing(id: "cover", height: 200, image: image),
        children: [Block.testing(id: "photo", kind: .box(.init(height: 100, image: image)))]))
  }

  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

  static func entry(image: String) -> SiteScreen {
    SiteScreen(
      screen: screen(image: image), imageFiles: [image: ImageFile(png, kind: .png)])
  }

  @Test func imagesAreCopiedByContent() throws {
    let builder = SiteBuilder.testing(screens: [Self.entry(image: "img/cover.PNG")])
    let files = try builder.files()
    let images = files.filter { $0.path.hasPrefix("_images/") }
    #expect(images.count == 1)
    #expect(images.first?.bytes == Self.png)
    let path = try #require(images.first?.path)
    #expect(path.hasSuffix(".png"))
    let page = try #require(try builder.texts()["pictures/index.html"])
    #expect(page.contains("\"image\":\"../\(path)\""))
    #expect(try builder.texts()["index.html"]?.contains("href=\"\(path)\"") == true)
  }

  /// The page's downloadable SVG must stand alone, so its images are data URLs.
  @Test func downloadableAnimationInlinesImages() throws {
    let builder = SiteBuilder.testing(screens: [Self.entry(image: "cover.png")])
    let svg = try #require(try builder.texts()["pictures/pull-and-release.svg"])
    let dataURL = "data:image/png;base64," + Data(Self.png).base64EncodedString()
    #expect(svg.components(separatedBy: "href=\"\(dataURL)\"").count == 3)
    #expect(!svg.contains("_images/"))
  }

  /// A screen made in code must come with the images it names.
  @Test func anImageNotReadWithTheScreenIsAnError() {
    let builder = SiteBuilder.testing(screens: [SiteScreen(screen: Self.screen(image: "x.png"))])
    #expect(throws: SiteError("pictures: image \"x.png\" was not read with the screen")) {
      try builder.files()
    }
  }
}
