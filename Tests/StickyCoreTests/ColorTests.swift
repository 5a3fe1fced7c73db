import Glibc
import StickyCore
import Testing

@Suite struct ColorTests {
  @Test(arguments: [
    ("#abc", [0xaa, 0xbb, 0xcc, 0xff]), ("#A0b1C2", [0xa0, 0xb1, 0xc2, 0xff]),
    ("#00000080", [0, 0, 0, 0x80]), ("#FFF", [255, 255, 255, 255]),
  ])
  func readsEachSpellingAndKeepsIt(text: String, channels: [Int]) throws {
    let color = try #require(Color(text))
    #expect(color.text == text)
    #expect([color.red, color.green, color.blue, color.alpha].map(Int.init) == channels)
  }

  @Test(arguments: [
    "", "#", "abc", "#ab", "#abcd", "#abcde", "#abcdefa", "#abcdef012", "#ggg", "#abc ", " #abc",
    "url(x)", "red;background:url(http://x)", "#ａｂｃ", "#\u{0}bc",
  ])
  func refusesAnythingElse(text: String) {
    #expect(Color(text) == nil)
  }

  /// WCAG 2's formula, which the core computes without the C math library.
  @Test func luminanceIsWCAGs() throws {
    func linear(_ channel: Int) -> Double {
      let v = Double(channel) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    for channel in 0...255 {
      let color = Color(red: UInt8(channel), green: 0, blue: 0)
      #expect(abs(color.luminance - 0.2126 * linear(channel)) <= 1e-15, "\(channel)")
    }
    let (white, black): (Color, Color) = ("#ffffff", "#000")
    #expect(white.luminance == 1 && black.luminance == 0)
  }

  @Test func mixingMovesEachChannelAndWritesTheResult() throws {
    let white: Color = "#ffffff"
    #expect(white.mixed(toward: "#0a84ff", share: 0.22).text == "#c9e4ff")
    let translucent: Color = "#0a84ff80"
    #expect(translucent.mixed(toward: "#000", share: 0).text == "#0a84ff")
    #expect(Color(red: 1, green: 2, blue: 254).text == "#0102fe")
  }
}
