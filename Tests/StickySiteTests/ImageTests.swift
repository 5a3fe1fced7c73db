import Foundation
import StickyCore
import StickyTestSupport
import Testing

@testable import StickySite

@Suite struct ImageTests {
  static func screen(image: String) -> Screen {
    Screen.testing(
      id: "pictures", device: Screens.iphoneSE,
      scroll: Scroll.testing(
        header: Header.testing(id: "cover", height: 200, image: image),
        children: [Block.testing(id: "photo", kind: .box(.init(height: 100, image: image)))]))
  }

  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

  @Test func localImagesAreCopiedByContent() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try FileManager.default.createDirectory(
      at: temp.url.appending(path: "layouts/img"), withIntermediateDirectories: true)
    try Data(Self.png).write(to: temp.url.appending(path: "layouts/img/cover.PNG"))
    let layout = temp.url.appending(path: "layouts/pictures.xml")
    let builder = SiteBuilder.testing(
      screens: [SiteScreen(screen: Self.screen(image: "img/cover.PNG"), source: layout)])
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
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try Data(Self.png).write(to: temp.url.appending(path: "cover.png"))
    let builder = SiteBuilder.testing(
      screens: [
        SiteScreen(
          screen: Self.screen(image: "cover.png"), source: temp.url.appending(path: "p.xml"))
      ])
    let svg = try #require(try builder.texts()["pictures/pull-and-release.svg"])
    let dataURL = "data:image/png;base64," + Data(Self.png).base64EncodedString()
    #expect(svg.components(separatedBy: "href=\"\(dataURL)\"").count == 3)
    #expect(!svg.contains("_images/"))
  }

  @Test func pathsMayNotLeaveTheAllowedFolder() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try Data(Self.png).write(to: temp.url.appending(path: "secret.png"))
    try FileManager.default.createDirectory(
      at: temp.url.appending(path: "layouts"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: temp.url.appending(path: "layouts/link.png"),
      withDestinationURL: temp.url.appending(path: "secret.png"))
    let layout = temp.url.appending(path: "layouts/pictures.xml")
    let secret = temp.url.appending(path: "secret.png").path(percentEncoded: false)
    for image in [
      "../secret.png", "img/../../secret.png", "link.png", secret, "file://\(secret)",
      "https://example.com/x.png", "data:image/png;base64,AAAA", "",
    ] {
      let builder = SiteBuilder.testing(
        screens: [SiteScreen(screen: Self.screen(image: image), source: layout)])
      #expect(throws: SiteError.self, "\(image)") { try builder.files() }
    }
    // The same file is fine once the allowed folder (the config's) contains it.
    let builder = SiteBuilder.testing(
      screens: [SiteScreen(screen: Self.screen(image: "../secret.png"), source: layout)],
      imageRoot: temp.url)
    #expect(try builder.files().contains { $0.path.hasPrefix("_images/") })
  }

  @Test func missingOrUnusableFilesAreErrors() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    try temp.write("not an image", to: "notes.txt")
    let layout = temp.url.appending(path: "pictures.xml")
    for image in ["missing.png", "notes.txt"] {
      let builder = SiteBuilder.testing(
        screens: [SiteScreen(screen: Self.screen(image: image), source: layout)])
      let error = #expect(throws: SiteError.self) { try builder.files() }
      #expect(error?.message.contains("pictures") == true)
    }
    // A screen made in code has no folder for relative paths.
    #expect(throws: SiteError.self) {
      try SiteBuilder.testing(screens: [SiteScreen(screen: Self.screen(image: "x.png"))]).files()
    }
  }

  @Test func anImageOverTwentyMegabytesIsRefused() throws {
    let temp = try TemporaryFolder()
    defer { temp.cleanUp() }
    let layout = temp.url.appending(path: "pictures.xml")
    for (name, size) in [
      ("big.png", SiteImages.maxFileSize + 1), ("fits.png", SiteImages.maxFileSize),
    ] {
      // Sparse: the test does not write 20 MB to disk.
      let handle = try FileHandle(
        forWritingTo: {
          FileManager.default.createFile(atPath: temp.url.appending(path: name).path, contents: nil)
          return temp.url.appending(path: name)
        }())
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
    }
    let big = SiteBuilder.testing(
      screens: [
        SiteScreen(
          screen: Self.screen(image: "big.png"), source: layout,
          imagePlaces: ["big.png": "p.xml:3:4"])
      ])
    let error = #expect(throws: SiteError.self) { try big.files() }
    #expect(error?.message.hasSuffix("is larger than 20 MB") == true)
    #expect(error?.subject == .input(place: "p.xml:3:4"))
    let fits = SiteBuilder.testing(
      screens: [SiteScreen(screen: Self.screen(image: "fits.png"), source: layout)])
    #expect(try fits.files().contains { $0.bytes.count == SiteImages.maxFileSize })
  }
}
