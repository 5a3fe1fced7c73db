import Foundation
import StickyCore
import StickyFormats
import StickyTestSupport
import Testing

@Suite struct LayoutParserTests {
  @Test func limitsAreTheDocumentedOnes() {
    #expect(LayoutParser.maxInputSize == 4_194_304)
    #expect(LayoutParser.maxDepth == 64)
  }

  @Test func spellingIsRecognisedByContent() throws {
    let xml = try LayoutParser.read(Array(("\u{FEFF} \n\t" + specExampleXML).utf8), file: "a.json")
    let json = try LayoutParser.read(Array(("\r\n" + specExampleJSON).utf8), file: "a.xml")
    #expect(Shape(xml) == Shape(json))
    #expect(place(xml.location) == "2:2")
    #expect(place(json.location) == "2:1")
  }

  @Test(arguments: [
    ("", "1:1: file is empty"),
    (" \n\t\r\n ", "1:1: file is empty"),
    ("\u{FEFF}", "1:1: file is empty"),
    ("[1, 2]", "1:1: expected an XML or JSON layout"),
    ("\n  hello", "2:3: expected an XML or JSON layout"),
    ("screen:\n  id: x", "1:1: expected an XML or JSON layout"),
  ])
  func unrecognisedInput(text: String, expected: String) {
    #expect(failures(text, readAny) == [expected])
  }

  @Test func binaryGarbageIsNotALayout() {
    #expect(
      failures([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A], readAny) == [
        "1:1: expected an XML or JSON layout"
      ])
    #expect(failures([0x20, 0x00, 0x7B], readAny) == ["1:2: expected an XML or JSON layout"])
  }

  @Test func encodingErrorsAnywhereAreLocated() {
    #expect(
      failures(Array("<a>\n\n  ".utf8) + [0xFE] + Array("</a>".utf8), readAny) == [
        "3:3: invalid UTF-8 byte 0xFE"
      ])
    #expect(
      failures(Array("{\"type\": \"a\"}  ".utf8) + [0x00], readAny) == [
        "1:16: NUL byte is not allowed"
      ])
  }

  @Test func inputLargerThanTheLimitIsRefusedUnread() {
    let size = LayoutParser.maxInputSize
    let tooLarge = [UInt8](repeating: 0x20, count: size + 1)
    let message = "1:1: file is larger than 4 MiB (4194304 bytes)"
    #expect(failures(tooLarge, readAny) == [message])
    #expect(failures(tooLarge, readXML) == [message])
    #expect(failures(tooLarge, readJSON) == [message])
    #expect(failures([UInt8](repeating: 0x20, count: size), readAny) == ["1:1: file is empty"])
  }

  @Test func deepNestingIsRefusedInBothSpellings() {
    #expect(
      failures(String(repeating: "<a>", count: 100_000), readAny) == [
        "1:193: nesting is deeper than 64 levels"
      ])
    #expect(
      failures(#"{"type":"a","x":"# + String(repeating: "[", count: 100_000), readAny) == [
        "1:80: nesting is deeper than 64 levels"
      ])
  }

  @Test func readsAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stickypreview-\(UUID().uuidString).json")
    try Data(#"{"type": "screen", "id": "x"}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let root = try LayoutParser.read(contentsOf: url.path)
    #expect(root.type == "screen")
    #expect(root.location.file == url.path)
  }

  @Test func unreadableFilesAreDiagnosedAtTheirPath() {
    let missing = "/nonexistent-\(UUID().uuidString)/layout.xml"
    #expect(throws: DiagnosticError.self) { try LayoutParser.read(contentsOf: missing) }
    do {
      _ = try LayoutParser.read(contentsOf: missing)
    } catch {
      #expect(
        error.description == "\(missing):1:1: error: cannot read file: No such file or directory")
    }
    do {
      _ = try LayoutParser.read(contentsOf: FileManager.default.temporaryDirectory.path)
    } catch {
      #expect(error.diagnostics.map(\.message) == ["cannot read file: Is a directory"])
    }
  }

  /// Whatever the bytes, reading ends in located diagnostics, never a crash.
  /// Half of the inputs use only bytes of markup, which get past the encoding
  /// check and deeper into the parsers.
  @Test(arguments: 0..<3)
  func randomBytesAlwaysGiveLocatedDiagnostics(prefixKind: Int) {
    var generator = SplitMix64(seed: 0x5EED + UInt64(prefixKind))
    let prefix = [[], Array("<".utf8), Array("{".utf8)][prefixKind]
    let markup = Array("<>{}[]\"'=:,/!?&;#-. \n\tax0é".utf8)
    for iteration in 0..<100 {
      let count = Int.random(in: 0...120, using: &generator)
      let bytes =
        prefix
        + (0..<count).map { _ in
          iteration.isMultiple(of: 2)
            ? UInt8.random(in: 0...255, using: &generator)
            : markup.randomElement(using: &generator) ?? 0
        }
      for reader in [readXML, readJSON, readAny] {
        let found = diagnostics(bytes, reader)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
      }
    }
  }

  /// Small edits of valid layouts reach deep into both parsers.
  @Test(arguments: [specExampleXML, specExampleJSON])
  func mutatedLayoutsNeverCrash(layout: String) {
    var generator = SplitMix64(seed: UInt64(layout.utf8.count))
    let alphabet = Array("<>{}[]\"'=:,/!?&;#-. \n\tax0é".utf8) + [0x00, 0xFF]
    for _ in 0..<200 {
      var bytes = Array(layout.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = alphabet.randomElement(using: &generator) ?? 0
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = byte
        case 1: bytes.insert(byte, at: index)
        default: bytes.remove(at: index)
        }
      }
      for reader in [readXML, readJSON, readAny] {
        let lines = bytes.filter { $0 == 0x0A }.count + 1
        #expect(
          diagnostics(bytes, reader).allSatisfy {
            (1...lines).contains($0.location.line) && $0.location.column >= 1
          })
      }
    }
  }

  private func diagnostics(_ bytes: [UInt8], _ reader: Reader) -> [Diagnostic] {
    do {
      _ = try reader(bytes, "fuzz")
      return []
    } catch {
      return error.diagnostics
    }
  }
}
