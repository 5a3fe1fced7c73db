import Testing

@testable import StickyFormats

struct WhitespaceTests {
  @Test func isTheFourCharactersJSONAndXMLAgreeOn() {
    let spaces = (0...255).map(UInt8.init).filter(Whitespace.contains)
    #expect(spaces == [0x09, 0x0A, 0x0D, 0x20])
    #expect(Whitespace.characters.map(\.value).sorted() == spaces.map(UInt32.init))
  }

  @Test(arguments: [
    ("8 16", ["8", "16"]),
    ("  8\t16\n", ["8", "16"]),
    ("8\r\n16", ["8", "16"]),
    ("8\u{A0}16", ["8\u{A0}16"]),
    (" \t", []),
  ])
  func wordsAreSeparatedByThatWhitespaceOnly(text: String, words: [String]) {
    #expect(Whitespace.words(text).map(String.init) == words)
  }
}
