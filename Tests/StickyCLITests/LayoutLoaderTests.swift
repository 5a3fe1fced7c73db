import Foundation
import StickyCore
import StickyDrawing
import Testing

@testable import StickyCLI

/// Loading a layout reads its images once, from inside the allowed folder,
/// and locates every image it cannot use at the value that names it.
@Suite struct LayoutLoaderTests {
  typealias Folder = BuildCommandTests.Folder

  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

  /// A layout whose header and box show `image`.
  static func layout(image: String) -> String {
    """
    <screen id="pictures">
      <scroll>
        <header id="cover" height="200" image="\(image)"/>
        <box height="100" image="\(image)"/>
      </scroll>
    </screen>
    """
  }

  /// The diagnostics of loading the layout at `path`, as printed.
  static func failures(_ path: String, root: URL? = nil, standardInput: String = "") -> [String] {
    var loader = LayoutLoader(images: .files(root: root))
    do throws(DiagnosticError) {
      _ = try loader.load(Input(path)) { Array(standardInput.utf8) }
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func imagesAreReadByTheirValue() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write(Self.layout(image: "img/cover.PNG"), to: "pictures.xml")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/img", withIntermediateDirectories: true)
    try Data(Self.png).write(to: URL(fileURLWithPath: folder.path + "/img/cover.PNG"))
    var loader = LayoutLoader(images: .files(root: nil))
    let layout = try loader.load(Input(folder.path + "/pictures.xml")) { nil }
    #expect(layout.images == ["img/cover.PNG": ImageFile(Self.png, kind: .png)])
    #expect(layout.screen.id == "pictures")
    #expect(layout.sourceMap.location(of: .element("cover"), property: "image").line == 3)
  }

  @Test func pathsMayNotLeaveTheAllowedFolder() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try Data(Self.png).write(to: URL(fileURLWithPath: folder.path + "/secret.png"))
    try FileManager.default.createDirectory(
      atPath: folder.path + "/layouts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/layouts/link.png", withDestinationPath: folder.path + "/secret.png")
    let secret = folder.path + "/secret.png"
    for image in [
      "../secret.png", "img/../../secret.png", "link.png", secret, "file://\(secret)",
      "https://example.com/x.png", "data:image/png;base64,AAAA", "",
    ] {
      try folder.write(Self.layout(image: image), to: "layouts/pictures.xml")
      #expect(Self.failures(folder.path + "/layouts/pictures.xml").count == 1, "\(image)")
    }
    // The same file is fine once the allowed folder (the config's) contains it.
    try folder.write(Self.layout(image: "../secret.png"), to: "layouts/pictures.xml")
    let root = URL(fileURLWithPath: folder.path, isDirectory: true)
    #expect(Self.failures(folder.path + "/layouts/pictures.xml", root: root).isEmpty)
  }

  @Test func missingOrUnusableFilesAreErrors() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write("not an image", to: "notes.txt")
    let path = folder.path + "/pictures.xml"
    try folder.write(Self.layout(image: "missing.png"), to: "pictures.xml")
    #expect(
      Self.failures(path) == [
        "\(path):3:44: error: pictures: image \"missing.png\": no such file \(folder.path)/missing.png"
      ])
    try folder.write(Self.layout(image: "notes.txt"), to: "pictures.xml")
    #expect(
      Self.failures(path) == [
        "\(path):3:44: error: pictures: image \"notes.txt\" is not an image the page can show "
          + "(use avif, gif, jpeg, jpg, png, svg, webp)"
      ])
    // A layout from standard input has no folder for relative paths.
    #expect(
      Self.failures("-", standardInput: Self.layout(image: "x.png")) == [
        "<stdin>:3:44: error: pictures: image \"x.png\" has no folder to be relative to "
          + "(no layout file)"
      ])
  }

  @Test func anImageOverTwentyMegabytesIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    for (name, size) in [
      ("big.png", LayoutLoader.maxImageSize + 1), ("fits.png", LayoutLoader.maxImageSize),
    ] {
      // Sparse: the test does not write 20 MB to disk.
      FileManager.default.createFile(atPath: folder.path + "/" + name, contents: nil)
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/" + name))
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
    }
    let path = folder.path + "/pictures.xml"
    try folder.write(Self.layout(image: "big.png"), to: "pictures.xml")
    #expect(
      Self.failures(path) == [
        "\(path):3:44: error: pictures: image \"big.png\" is larger than 20 MB"
      ])
    try folder.write(Self.layout(image: "fits.png"), to: "pictures.xml")
    var loader = LayoutLoader(images: .files(root: nil))
    let layout = try loader.load(Input(path)) { nil }
    #expect(layout.images["fits.png"]?.bytes.count == LayoutLoader.maxImageSize)
  }

  /// Each value is reported once, where the layout first writes it, in either spelling.
  @Test(arguments: [
    (
      "pictures.xml",
      """
      <screen id="pictures">
        <scroll>
          <stack><box height="10" image="a.png"/></stack>
          <box height="10" image="b.png"/>
          <box height="10" image="a.png"/>
        </scroll>
      </screen>
      """,
      ["3:36", "4:29"]
    ),
    (
      "pictures.json",
      """
      {"type": "screen", "id": "pictures", "children": [{"type": "scroll", "children": [
        {"type": "stack", "children": [{"type": "box", "height": 10, "image": "a.png"}]},
        {"type": "box", "height": 10,
         "image": "b.png"},
        {"type": "box", "height": 10, "image": "a.png"}]}]}
      """,
      ["2:73", "4:13"]
    ),
  ])
  func imageErrorsAreLocatedAtTheirValues(name: String, text: String, places: [String]) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try folder.write(text, to: name)
    let path = folder.path + "/" + name
    #expect(
      Self.failures(path)
        == zip(places, ["a.png", "b.png"]).map { place, image in
          "\(path):\(place): error: pictures: image \"\(image)\": no such file \(folder.path)/\(image)"
        })
  }

  /// The built-in gallery's images come with the binary, not from files.
  @Test func givenImagesAreNotRead() throws {
    let image = ImageFile(Self.png, kind: .png)
    var loader = LayoutLoader(images: .given(["cover.png": image]))
    let given = try loader.load(Input("-")) { Array(Self.layout(image: "cover.png").utf8) }
    #expect(given.images == ["cover.png": image])
    var other = LayoutLoader(images: .given(["cover.png": image]))
    #expect(throws: DiagnosticError.self) {
      try other.load(Input("-")) { Array(Self.layout(image: "other.png").utf8) }
    }
  }
}
