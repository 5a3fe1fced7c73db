import Foundation
import StickyCore
import StickyDrawing
import StickyTestSupport
import Testing

@testable import StickySite

/// What the page gets to draw its frame, its inks and its text blocks.
@Suite struct PageDataLookTests {
  static func json(_ screen: Screen) throws -> [String: Any] {
    let data = PageData(solving: screen) {
      (value: String) throws(SiteError) in value
    }
    let text = try data.json()
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func element(_ id: String, of object: [String: Any]) -> [String: Any]? {
    (object["elements"] as? [[String: Any]])?.first { $0["id"] as? String == id }
  }

  /// The frame comes from the device, also when the screen overrides its size.
  @Test(arguments: [
    ("iphone-se", "classic"), ("iphone-15", "modern"), ("pixel-8", "android"),
  ])
  func theFrameIsTheDevicesStyle(_ device: String, _ frame: String) throws {
    let preset = try #require(Device.named(device))
    for safeBottom in [nil, 0.0, 34] {
      let screen = Screen.testing(
        id: "s", device: preset, height: 500, safeBottom: safeBottom, scroll: Scroll.testing())
      #expect(try Self.json(screen)["frame"] as? String == frame)
    }
  }

  /// A colored surface carries its ink; black where white would fall short.
  @Test func colorsComeWithTheirInk() throws {
    let screen = Screen.testing(
      id: "s", device: Device.named("iphone-15")!, background: "#8e8e93",
      scroll: Scroll.testing(children: [
        Block.testing(id: "purple", kind: .box(.init(height: 50, color: "#5856d6"))),
        Block.testing(id: "blue", kind: .button(.testing(label: "Go", color: "#0a84ff"))),
        Block.testing(
          id: "rows",
          kind: .list(RowList.testing(count: 4, color: "#232d32", altColor: "#ffcc00"))),
      ]))
    let object = try Self.json(screen)
    #expect(object["ink"] as? String == "dark")
    #expect(Self.element("purple", of: object)?["ink"] as? String == "light")
    // White on the system blue, as the platforms draw a filled button, its
    // fill shaded until white reads at 4.5:1 (black read better on it).
    #expect(Self.element("blue", of: object)?["ink"] as? String == "light")
    let fill = try #require(Color(Self.element("blue", of: object)?["color"] as? String ?? ""))
    #expect(fill != "#0a84ff")
    #expect(Ink.contrast(fill.luminance, 1) >= 4.5)
    let rows = try #require(Self.element("rows", of: object)?["rows"] as? [String: Any])
    #expect(rows["ink"] as? String == "light")
    #expect(rows["altInk"] as? String == "dark")
  }

  /// A text block shows as many lines as its height holds, text then
  /// placeholders; which are which, the page measures.
  @Test func textBlocksCountTheirLines() throws {
    let screen = Screen.testing(
      id: "s", device: Device.named("iphone-15")!,
      scroll: Scroll.testing(children: [
        Block.testing(id: "long", kind: .text(.testing(text: "Scroll view content", lines: 40))),
        Block.testing(
          id: "short", kind: .text(.testing(text: "One two", lines: 10, height: 66))),
      ]))
    let object = try Self.json(screen)
    let long = try #require(Self.element("long", of: object))
    #expect(long["shownLines"] as? Int == 40)
    let short = try #require(Self.element("short", of: object))
    let lineHeight = try #require(short["lineHeight"] as? Double)
    #expect(short["shownLines"] as? Int == Int(66 / lineHeight))
  }

  /// Every gray has an ink of at least 4.5:1, the better of black and white.
  @Test func theInkIsTheBetterOfBlackAndWhite() throws {
    for value in 0...255 {
      let digits = (value < 16 ? "0" : "") + String(value, radix: 16)
      let gray = try #require(Color("#" + String(repeating: digits, count: 3)))
      let l = gray.luminance
      let light = Ink.contrast(l, 1)
      let dark = Ink.contrast(l, 0)
      #expect(Ink.isLight(on: gray) == (light > dark), "\(gray)")
      #expect(max(light, dark) >= 4.5, "\(gray)")
    }
  }

  /// The accent as text reaches 4.5:1 on every background it is written on.
  @Test func theAccentAsTextIsReadable() throws {
    let grounds: [Color] = ["#eef0f4", "#f2f2f7", "#ffffff"]
    for accent: Color in ["#0a84ff", "#ff9f0a", "#30d158", "#5856d6"] {
      let text = Ink.readable(accent, on: grounds, lighter: false)
      for ground in grounds {
        #expect(Ink.contrast(text.luminance, ground.luminance) >= 4.5, "\(accent) \(text)")
      }
    }
    #expect(Ink.readable("#0a84ff", on: grounds, lighter: false).text == "#086acc")
  }
}
