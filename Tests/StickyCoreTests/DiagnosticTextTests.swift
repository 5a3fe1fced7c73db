import StickyCore
import Testing

struct DiagnosticTextTests {
  @Test(arguments: [
    ("plain", "\"plain\""),
    ("two\nlines", "\"two\\nlines\""),
    ("cr\r tab\t", "\"cr\\r tab\\t\""),
    ("\u{1B}[31mred", "\"\\u{1B}[31mred\""),
    ("nul\u{0}", "\"nul\\u{0}\""),
    ("del\u{7F} csi\u{9B}", "\"del\\u{7F} csi\\u{9B}\""),
    ("line\u{2028}paragraph\u{2029}", "\"line\\u{2028}paragraph\\u{2029}\""),
    ("\u{202E}txt.exe", "\"\\u{202E}txt.exe\""),
    ("say \"hi\" \\", "\"say \\\"hi\\\" \\\\\""),
    ("café ☕︎", "\"café ☕︎\""),
  ])
  func quotedEscapesWhatATerminalWouldObey(value: String, expected: String) {
    #expect(DiagnosticText.quoted(value) == expected)
  }

  @Test func quotedCutsLongValuesToEightyCharacters() {
    let quoted = DiagnosticText.quoted(String(repeating: "x", count: 8_000_000))
    #expect(quoted == "\"" + String(repeating: "x", count: 80) + "…\"")
    #expect(DiagnosticText.quoted(String(repeating: "y", count: 80)).count == 82)
  }

  @Test func theCutNeverSplitsAnEscape() {
    let value = String(repeating: "a", count: 78) + "\u{1B}b"
    #expect(DiagnosticText.quoted(value) == "\"" + String(repeating: "a", count: 78) + "…\"")
  }

  @Test func aLineNeverBreaksButKeepsItsQuotes() {
    let line = DiagnosticText.line("f.xml:1:2: error: \"a\"\nf.xml:9:9: error: forged\u{85}")
    #expect(line == "f.xml:1:2: error: \"a\"\\nf.xml:9:9: error: forged\\u{85}")
    #expect(!line.contains("\n"))
  }

  @Test func aLineIsCutAtItsLimit() {
    let line = DiagnosticText.line(String(repeating: "z", count: 5_000))
    #expect(line.count == DiagnosticText.maxLineLength + 1)
    #expect(line.hasSuffix("…"))
  }
}
