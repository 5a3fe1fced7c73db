import StickyCore
import Testing

@testable import StickyDrawing

/// How the drawings fit text they cannot ask a browser to wrap.
struct TextWidthTests {
  static let paragraph =
    "When the text does not fit on the screen, the content is already taller than the visible area, so there is no free space to share"

  /// Every wrapped line but one made of a single word stays within the width
  /// by the bound; nothing is dropped when the lines suffice.
  @Test(arguments: [120.0, 200, 343])
  func wrappedLinesStayWithinTheWidth(width: Double) {
    let lines = ScreenDrawing.wrap(Self.paragraph, width: width, size: 15, lines: 100)
    for line in lines where line.contains(" ") {
      #expect(TextWidth.of(line, size: 15) <= width, "\"\(line)\" is wider than \(width)")
    }
    #expect(lines.joined(separator: " ") == Self.paragraph)
  }

  /// Text cut short ends with an ellipsis that fits its line too.
  @Test func theEllipsisFitsTheLastLine() throws {
    let lines = ScreenDrawing.wrap(Self.paragraph, width: 200, size: 15, lines: 2)
    #expect(lines.count == 2)
    let last = try #require(lines.last)
    #expect(last.hasSuffix("…"))
    #expect(TextWidth.of(last, size: 15) <= 200)
  }

  /// A paragraph breaks where a page drawn in the widest face breaks it, line
  /// for line (as Chromium draws the reading-toolbar screen's second
  /// paragraph in DejaVu Sans, 17 px, 361 px wide): with advances rounded up
  /// and no kerning it needed a ninth line, and lost "years away.".
  @Test func aParagraphBreaksAsThePageBreaksIt() {
    let page = [
      "Start at Cottonwood Spring or Cap Rock,", "away from the headlights on Park",
      "Boulevard. Give your eyes twenty", "minutes; a red light keeps them adapted,",
      "and a white one undoes it in a second. By", "then the Andromeda galaxy is a smudge",
      "you can see without binoculars, two and a", "half million light years away.",
    ]
    let lines = ScreenDrawing.wrap(
      page.joined(separator: " "), width: 361, size: 17, lines: 8)
    #expect(lines == page)
  }

  /// A line wider than its room by the bound is squeezed into the room; one
  /// that fits is left alone.
  @Test func onlyLinesWiderThanTheirRoomAreSqueezed() {
    let word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
    let squeezed = TextWidth.squeezed(word, size: 17, room: 300)
    #expect(squeezed.map(\.name) == ["textLength", "lengthAdjust"])
    #expect(squeezed.first?.value == NumberFormat.string(300 - TextWidth.overhang * 17))
    #expect(TextWidth.squeezed("Zion", size: 17, room: 300).isEmpty)
  }

  /// Bold takes the bold face's wider advances; a character outside ASCII
  /// counts as wide.
  @Test func boldAndOtherCharactersCountWider() {
    #expect(TextWidth.of("Yosemite", size: 17, weight: 600) > TextWidth.of("Yosemite", size: 17))
    #expect(TextWidth.of("²", size: 10) >= TextWidth.of("W", size: 10))
  }
}
