import Testing

@testable import StickyDrawing

/// The phone around the screen, by its device's frame style: the bezel's size
/// and corners, a home button below a classic iPhone's screen, a camera over an
/// Android one. The drawings draw no status bar: the top safe area shows what
/// the frames put there.
@Suite struct DeviceFrameTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var file: String
    var screen: (width: Double, height: Double)
    /// The bezel beside, above and below the screen.
    var side: Double
    var top: Double
    var bottom: Double
    var radius: Double
    var homeButton: Bool
    var camera: Bool

    var testDescription: String { file }
  }

  static let devices = [
    Expected(
      file: "device-iphone-se.xml", screen: (375, 667), side: 14, top: 72, bottom: 72,
      radius: 48, homeButton: true, camera: false),
    Expected(
      file: "device-iphone-15.xml", screen: (393, 852), side: 14, top: 14, bottom: 14,
      radius: 62, homeButton: false, camera: false),
    Expected(
      file: "device-pixel-8.xml", screen: (412, 915), side: 10, top: 14, bottom: 14,
      radius: 44, homeButton: false, camera: true),
  ]

  @Test(arguments: devices)
  func theBezelSitsAroundTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    let width = device.screen.width + 2 * device.side
    let height = device.screen.height + device.top + device.bottom
    #expect(root.number("width") == width && root.number("height") == height)
    #expect(root["viewBox"] == "0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))")
    let bezel = try #require(root.children.first { $0.name == "rect" })
    #expect(bezel["class"] == "s-bezel")
    #expect(bezel.number("x") == 0 && bezel.number("y") == 0)
    #expect(bezel.number("width") == width && bezel.number("height") == height)
    #expect(bezel.number("rx") == device.radius)
    let screen = try #require(root.screens.first)
    #expect(screen.number("x") == device.side && screen.number("y") == device.top)
    #expect(
      screen.number("width") == device.screen.width
        && screen.number("height") == device.screen.height)
  }

  /// In document order: the bezel and the home button under the screen, the
  /// camera over it, and nothing else: no status bar.
  @Test(arguments: devices)
  func onlyTheHardwareSurroundsTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .dark).svg()
    let root = try #require(SVGElement.parse(svg))
    let drawn = root.children.map { $0["data-screen"] != nil ? "screen" : $0.name }
    let expected =
      ["title", "style", "rect"] + (device.homeButton ? ["circle"] : []) + ["screen"]
      + (device.camera ? ["circle"] : [])
    #expect(drawn == expected)
    let width = device.screen.width + 2 * device.side
    let circles = root.children.filter { $0.name == "circle" }
    if device.homeButton {
      let button = try #require(circles.first)
      #expect(button.number("cx") == width / 2)
      #expect(button.number("cy") == device.top + device.screen.height + device.bottom / 2)
    }
    if device.camera {
      let camera = try #require(circles.last)
      #expect(camera.number("cx") == width / 2 && camera.number("cy") == device.top + 14)
    }
    // Only the screen's own elements are inside it, nothing drawn over its top.
    let screen = try #require(root.screens.first)
    #expect(screen.dataIDs.sorted() == ["card", "content"])
  }

  @Test(arguments: devices)
  func withoutAFrameTheDrawingIsTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    #expect(root.number("width") == device.screen.width)
    #expect(root.number("height") == device.screen.height)
    #expect(!root.all.contains { $0["class"] == "s-bezel" || $0.name == "circle" })
    let screen = try #require(root.screens.first)
    #expect(screen.number("x") == 0 && screen.number("y") == 0)
  }
}
