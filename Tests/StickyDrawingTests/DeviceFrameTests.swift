import StickyCore
import Testing

@testable import StickyDrawing

/// The phone around the screen, by its device's frame style and from the one
/// device table the page's CSS reads too: the bezel's size and corners, a
/// speaker and a home button on a classic iPhone, the screen inside its
/// rounded corners, and over it, last in the screen's drawing, the status bar,
/// the island or the punch-hole camera and the home indicator.
@Suite struct DeviceFrameTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var file: String
    var screen: (width: Double, height: Double)
    /// The bezel beside the screen, and above and below it.
    var side: Double
    var end: Double
    var radius: Double
    var screenRadius: Double
    var classic: Bool
    /// The camera's size and its top below the screen's, if any.
    var camera: (width: Double, height: Double, top: Double)?

    var testDescription: String { file }
  }

  /// The values the preview page shows, which designers judge the frames by.
  static let devices = [
    Expected(
      file: "device-iphone-se.xml", screen: (375, 667), side: 16, end: 78, radius: 54,
      screenRadius: 2, classic: true, camera: nil),
    Expected(
      file: "device-iphone-15.xml", screen: (393, 852), side: 14, end: 14, radius: 62,
      screenRadius: 48, classic: false, camera: (124, 36, 11)),
    Expected(
      file: "device-pixel-8.xml", screen: (412, 915), side: 10, end: 10, radius: 44,
      screenRadius: 34, classic: false, camera: (12, 12, 8)),
  ]

  @Test(arguments: devices)
  func theBezelSitsAroundTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let frame = FrameMetrics(drawing.screen.frame)
    #expect(
      [frame.side, frame.end, frame.radius, frame.screenRadius]
        == [device.side, device.end, device.radius, device.screenRadius])
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    let width = device.screen.width + 2 * device.side
    let height = device.screen.height + 2 * device.end
    #expect(root.number("width") == width && root.number("height") == height)
    #expect(root["viewBox"] == "0 0 \(NumberFormat.string(width)) \(NumberFormat.string(height))")
    let bezel = try #require(root.children.first { $0.name == "rect" })
    #expect(bezel["class"] == "s-bezel")
    #expect(bezel.number("x") == 0 && bezel.number("y") == 0)
    #expect(bezel.number("width") == width && bezel.number("height") == height)
    #expect(bezel.number("rx") == device.radius)
    let screen = try #require(root.screens.first)
    #expect(screen.number("x") == device.side && screen.number("y") == device.end)
    #expect(
      screen.number("width") == device.screen.width
        && screen.number("height") == device.screen.height)
    // The screen shows inside its rounded corners.
    let clip = try #require(root.children.first { $0.name == "clipPath" })
    let corners = try #require(clip.children.first)
    #expect(corners.number("x") == device.side && corners.number("y") == device.end)
    #expect(corners.number("width") == device.screen.width)
    #expect(corners.number("rx") == device.screenRadius)
    #expect(screen.ancestors.first?["clip-path"] == "url(#\(clip["id"] ?? ""))")
  }

  /// In document order: the bezel, its edge, a classic iPhone's speaker and
  /// home button, the screen, and nothing else.
  @Test(arguments: devices)
  func onlyTheHardwareSurroundsTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .dark).svg()
    let root = try #require(SVGElement.parse(svg))
    let drawn = root.children.map { $0.name }
    let expected =
      ["title", "style", "rect", "rect"] + (device.classic ? ["rect", "circle"] : [])
      + ["clipPath", "g"]
    #expect(drawn == expected)
    let width = device.screen.width + 2 * device.side
    let height = device.screen.height + 2 * device.end
    if device.classic {
      let speaker = root.children[4]
      #expect(speaker.number("x")! + speaker.number("width")! / 2 == width / 2)
      #expect(speaker.number("y")! + speaker.number("height")! / 2 == device.end / 2)
      let button = try #require(root.children.first { $0.name == "circle" })
      #expect(button.number("cx") == width / 2)
      #expect(button.number("cy") == height - device.end / 2)
    }
  }

  /// Over the screen's elements, in the screen's own coordinates: the status
  /// bar with the device's clock, the camera, the home indicator over a bottom
  /// safe area; and no element of the layout among them.
  @Test(arguments: devices)
  func theDecorationIsOverTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .dark).svg()
    let root = try #require(SVGElement.parse(svg))
    let screen = try #require(root.screens.first)
    let decor = Array(
      screen.children.drop { !($0.name == "g" && $0.children.first?.name == "text") })
    let status = try #require(decor.first)
    let clock = try #require(status.children.first)
    #expect(clock.text == FrameMetrics(drawing.screen.frame).status.clock)
    var rest = decor.dropFirst()
    if let expected = device.camera {
      let camera = try #require(rest.first)
      #expect(camera.name == "rect" && camera["fill"] == Palette.camera.light.text)
      #expect(camera.number("x")! + camera.number("width")! / 2 == device.screen.width / 2)
      #expect(camera.number("y") == expected.top)
      #expect(camera.number("width") == expected.width)
      #expect(camera.number("height") == expected.height)
      #expect(camera.number("rx") == expected.height / 2)
      rest = rest.dropFirst()
    }
    if drawing.screen.safeBottom > 0 {
      let home = try #require(rest.first?.children.first)
      let pill = FrameMetrics.homeIndicator
      #expect(home.number("width") == pill.width && home.number("height") == pill.height)
      #expect(
        home.number("y")! + pill.height
          == device.screen.height - FrameMetrics.homeIndicatorBottom)
      rest = rest.dropFirst()
    }
    #expect(rest.isEmpty)
    #expect(decor.allSatisfy { $0.dataIDs.isEmpty })
    #expect(screen.dataIDs.sorted() == ["card", "content"])
  }

  /// `safeTop="0"` takes the status bar's text away but not the dynamic
  /// island, which is hardware.
  @Test func theIslandShowsWithoutASafeArea() throws {
    var drawing = try DrawingFixture.drawing("device-iphone-15.xml")
    drawing.screen.safeTop = 0
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .device, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    let screen = try #require(root.screens.first)
    #expect(screen.all.contains { $0["fill"] == Palette.camera.light.text })
    #expect(!svg.contains(">\(FrameMetrics(.modern).status.clock)<"))
  }

  /// A `statusBar` band covers the top safe area above everything the
  /// screen shows, and the clock takes its ink, scrolled or not.
  @Test func aStatusBarBandCoversWhatScrollsUnderTheClock() throws {
    var drawing = try DrawingFixture.drawing("colored-rows.xml")
    let band = try #require(Color("#00675b"))
    drawing.screen.statusBar = band
    for offset in [0.0, 300] {
      let svg = try Snapshot(drawing: drawing, offset: offset, framing: .device, appearance: .light)
        .svg()
      let root = try #require(SVGElement.parse(svg))
      let screen = try #require(root.screens.first)
      let rects = screen.all.filter { $0.name == "rect" && $0["fill"] == band.text }
      #expect(
        rects.contains { $0.number("height") == drawing.screen.safeTop && $0.number("y") == nil },
        "at \(offset)")
      #expect(svg.contains("<g class=\"\(Ink.className(on: band))\"><text"), "at \(offset)")
    }
  }

  /// The status bar's ink is the page's: white over a dark surface, black over
  /// a light one, the theme's over the bare screen; along a path, a copy in
  /// each ink it takes, shown while it is that ink.
  @Test func theStatusBarTakesTheInkOfWhatIsUnderIt() throws {
    let drawing = try DrawingFixture.drawing("colored-rows.xml")
    func statusClass(at offset: Double) throws -> String? {
      let svg = try Snapshot(drawing: drawing, offset: offset, framing: .device, appearance: .light)
        .svg()
      let screen = try #require(SVGElement.parse(svg)?.screens.first)
      return screen.children.last { $0.children.first?.name == "text" }?["class"]
    }
    // Above the list's top (and the scroll's), the dark screen; then white
    // row 0 (44 pt) and dark row 1 (60 pt).
    let line = min(drawing.screen.safeTop, FrameMetrics.statusBarMaxHeight) / 2
    let top = try #require(drawing.table.tracks.first { $0.rows != nil }?.y.value(at: 0))
    #expect(try statusClass(at: top - line - 1) == "ink-light")
    #expect(try statusClass(at: top - line + 10) == "ink-dark")
    #expect(try statusClass(at: top - line + 60) == "ink-light")
    let path = ScrollPath(points: [.init(offset: 0, time: 0), .init(offset: 300, time: 1)])
    let svg = try ScrollAnimation(drawing: drawing, path: path, loop: false).svg()
    let screen = try #require(SVGElement.parse(svg)?.screens.first)
    let copies = screen.children.filter { $0.children.contains { $0.name == "text" } }
    #expect(Set(copies.compactMap { $0["class"] }) == ["ink-light", "ink-dark"])
    for copy in copies {
      let animation = try #require(copy.children.first { $0.name == "animate" })
      #expect(animation["attributeName"] == "visibility")
      #expect(animation["calcMode"] == "discrete")
    }
  }

  /// A path may last an hour: the status bar's ink is asked at most a
  /// minute's worth of times along it, not 60 times each of its 3,600 seconds.
  @Test func theInkIsAskedABoundedNumberOfTimesAlongALongPath() throws {
    let table = Scene(screen: try DrawingFixture.screen("sticky-box.xml"))
    func samples(_ duration: Double) -> Int {
      let path = ScrollPath(points: [
        .init(offset: 0, time: 0), .init(offset: 1_000, time: duration / 2),
        .init(offset: 0, time: duration),
      ])
      return ScreenDecor.samples(
        of: Timeline(timing: .path(ScenePath(content: path), loop: false), table: table)
      )
      .count
    }
    #expect(samples(2) == 121)
    #expect(samples(ScrollPath.maximumDuration) == ScreenDecor.maximumInkSamples + 1)
  }

  @Test(arguments: devices)
  func withoutAFrameTheDrawingIsTheScreen(device: Expected) throws {
    let drawing = try DrawingFixture.drawing(device.file)
    let svg = try Snapshot(drawing: drawing, offset: 0, framing: .none, appearance: .light).svg()
    let root = try #require(SVGElement.parse(svg))
    #expect(root.number("width") == device.screen.width)
    #expect(root.number("height") == device.screen.height)
    #expect(
      !root.all.contains {
        $0["class"] == "s-bezel" || $0.name == "circle" || $0.name == "clipPath"
      })
    let screen = try #require(root.screens.first)
    #expect(screen.number("x") == 0 && screen.number("y") == 0)
  }
}
